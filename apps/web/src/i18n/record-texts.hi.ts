import type { RecordTexts } from "./record-texts.en";

/** The patient record's words in Hindi (record-texts.en.ts says what they are). */
export const recordHi: RecordTexts = {
  access: {
    heading: "आपका रिकॉर्ड",
  },
};
