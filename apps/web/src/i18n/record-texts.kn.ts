import type { RecordTexts } from "./record-texts.en";

/** The patient record's words in Kannada (record-texts.en.ts says what they are). */
export const recordKn: RecordTexts = {
  access: {
    heading: "ನಿಮ್ಮ ದಾಖಲೆ",
  },
};
