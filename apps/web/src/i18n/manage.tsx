import { type ManageTexts, manageEn } from "./manage-texts.en";
import { textsContext } from "./texts-context";

/**
 * The manage texts (issue 33; manage-texts.en.ts says what they cover): English by default, Hindi or
 * Kannada from the booking layout of that language (routes/app-providers-layout-hi.tsx, -kn.tsx).
 */
const manage = textsContext<ManageTexts>(manageEn);

export const ManageTextsProvider = manage.TextsProvider;
export const useManageTexts = manage.useSection;
