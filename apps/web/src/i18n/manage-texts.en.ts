/**
 * The confirmation and manage pages' own words in English (issue 33): the success page, the booking's
 * summary, reschedule and cancel, receipts, the health questions' frame (not the clinic's questions,
 * which are content), WhatsApp updates and the language of messages. manage-texts.hi.ts and .kn.ts give
 * the same keys (a type and a test). A wizard page never loads them.
 */
export const manageEn = {
  pages: {
    successTitle: "Booking Confirmation | {clinic}",
    manageTitle: "Manage Booking | {clinic}",
  },
};

/** The texts every language gives: English's keys, each a string. */
export type ManageTexts = { [S in keyof typeof manageEn]: Record<keyof (typeof manageEn)[S], string> };
