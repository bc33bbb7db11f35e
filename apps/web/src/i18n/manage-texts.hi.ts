import type { ManageTexts } from "./manage-texts.en";

/** The confirmation and manage pages' own words in Hindi (manage-texts.en.ts says what they are). */
export const manageHi: ManageTexts = {
  pages: {
    successTitle: "बुकिंग की पुष्टि | {clinic}",
    manageTitle: "बुकिंग बदलें | {clinic}",
  },
};
