import { type RecordTexts, recordEn } from "./record-texts.en";
import { textsContext } from "./texts-context";

/**
 * The record texts (issue 33; record-texts.en.ts says what they cover): English by default, Hindi or
 * Kannada from the booking layout of that language (routes/manage-pages-layout-hi.tsx, -kn.tsx).
 */
const record = textsContext<RecordTexts>(recordEn);

export const RecordTextsProvider = record.TextsProvider;
export const useRecordTexts = record.useSection;
