import { fill } from "./messages";

/**
 * Message kinds as the patient page names them (the outbox's kinds, decision 0099), and a booking
 * reminder's words with its hours; the patient's own record gives the same keys in their language.
 */
export const messageKindLabels = {
  "booking-confirmation": "Booking confirmation",
  "booking-cancelled": "Cancellation",
  "booking-rescheduled": "Rescheduled (by the patient)",
  "admin-rescheduled": "Rescheduled (by the clinic)",
  "late-payment-refund": "Late payment refund",
  "measurement-remeasure": "Reminder: time to re-measure",
  "measurement-garment": "Reminder: replace the garment",
  "record-access-code": "Code to open the whole record",
  "contact-changed": "Contact details changed (to the old address)",
  "manage-link": "Link to manage the booking, sent again",
  "payment-link": "Payment link",
  questionnaire: "Questionnaire to answer",
  "garment-check-in": "Weekly garment check-in",
  reminder: "Reminder ({hours} h before)",
  /** WhatsApp's kinds (one template each, whoever made the change). */
  reschedule: "Time changed",
  refund: "Refund",
} as const;
export type MessageKindWords = Record<keyof typeof messageKindLabels, string>;

/**
 * A message's kind in words: a kind sent more than once per booking carries an id after a colon
 * (`manage-link:<id>`), a booking reminder its hours (`reminder-24h`); an unknown kind stays as it is.
 */
export function messageKindLabel(kind: string, words: MessageKindWords = messageKindLabels): string {
  const written = kind.split(":")[0] ?? kind;
  // WhatsApp's cancellation is the email's, by another name.
  const base = written === "cancellation" ? "booking-cancelled" : written;
  if (base !== "reminder" && base in words) return words[base as keyof MessageKindWords];
  const reminder = /^reminder-(\d+)h$/.exec(kind);
  return reminder ? fill(words.reminder, { hours: reminder[1] ?? "" }) : kind;
}
