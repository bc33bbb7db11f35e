/**
 * The patient record's words on the manage page in English (issue 33): the code step of record access,
 * my data (view, export, correction, withdrawal, erasure) and my measurements. record-texts.hi.ts and
 * .kn.ts give the same keys (a type and a test).
 */
export const recordEn = {
  access: {
    heading: "Your record",
  },
};

/** The texts every language gives: English's keys, each a string. */
export type RecordTexts = { [S in keyof typeof recordEn]: Record<keyof (typeof recordEn)[S], string> };
