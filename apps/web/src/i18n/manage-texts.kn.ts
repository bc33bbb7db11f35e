import type { ManageTexts } from "./manage-texts.en";

/** The confirmation and manage pages' own words in Kannada (manage-texts.en.ts says what they are). */
export const manageKn: ManageTexts = {
  pages: {
    successTitle: "ಬುಕಿಂಗ್ ದೃಢೀಕರಣ | {clinic}",
    manageTitle: "ಬುಕಿಂಗ್ ನಿರ್ವಹಿಸಿ | {clinic}",
  },
};
