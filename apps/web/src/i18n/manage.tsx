import type { Catalogue } from "@clinic/contract/messages";
import { type ManageTexts, manageEn } from "./manage-texts.en";
import { textsContext } from "./texts-context";

/**
 * The manage texts (issue 33; manage-texts.en.ts says what they cover): English by default, Hindi or
 * Kannada from the booking layout of that language (routes/manage-pages-layout-hi.tsx, -kn.tsx).
 */
const manage = textsContext<ManageTexts>(manageEn);

export const ManageTextsProvider = manage.TextsProvider;
export const useManageTexts = manage.useSection;

/**
 * The confirmation's, manage page's and payment page's titles in all three languages: a route's `meta` cannot read a
 * provider, and two words each cost less than loading a language's whole texts.
 */
export const managePageTitles: Catalogue<"success" | "manage" | "pay"> = {
  en: { success: "Booking Confirmation", manage: "Manage Booking", pay: "Payment" },
  hi: { success: "बुकिंग की पुष्टि", manage: "बुकिंग बदलें", pay: "भुगतान" },
  kn: { success: "ಬುಕಿಂಗ್ ದೃಢೀಕರಣ", manage: "ಬುಕಿಂಗ್ ನಿರ್ವಹಿಸಿ", pay: "ಪಾವತಿ" },
};
