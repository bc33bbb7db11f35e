import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import type { Locale } from "./locales";
import { type Catalogue, fill } from "./messages";

/**
 * WhatsApp updates about a booking (issue 21; decision 0103): the opt-in's wording, the number rule and
 * the admin's and the patient's views of the messages.
 */

/**
 * The booking form's checkbox (step 2), not ticked by default, and the line under it, which names the
 * clinic the messages come from, in each language (issue 33): the form shows the page's, and the opt-in
 * stores the same words in the booking's language. "STOP" stays in English: the webhook matches it.
 */
export const whatsappOptInTexts: Catalogue<"label" | "hint"> = {
  en: {
    label: "Send me updates about this booking on WhatsApp",
    hint: "{clinic} will send the confirmation, reminders and changes to this number. Reply STOP at any time to stop them.",
  },
  hi: {
    label: "इस बुकिंग की जानकारी मुझे WhatsApp पर भेजें",
    hint: "{clinic} की ओर से इस नंबर पर बुकिंग की पुष्टि, रिमाइंडर और बदलाव की सूचनाएँ भेजी जाएँगी। इन्हें बंद करने के लिए कभी भी जवाब में STOP लिखकर भेजें।",
  },
  kn: {
    label: "ಈ ಬುಕಿಂಗ್ ಬಗ್ಗೆ ಮಾಹಿತಿಯನ್ನು ನನಗೆ WhatsApp ನಲ್ಲಿ ಕಳುಹಿಸಿ",
    hint: "{clinic} ಈ ಸಂಖ್ಯೆಗೆ ಬುಕಿಂಗ್ ಖಚಿತವಾದ ಸಂದೇಶ, ಜ್ಞಾಪನೆಗಳು ಮತ್ತು ಬದಲಾವಣೆಗಳನ್ನು ಕಳುಹಿಸುತ್ತದೆ. ಇವುಗಳನ್ನು ನಿಲ್ಲಿಸಲು ಯಾವಾಗ ಬೇಕಾದರೂ STOP ಎಂದು ಉತ್ತರಿಸಿ.",
  },
};

/** The checkbox's English label. */
export const whatsappOptInLabel = whatsappOptInTexts.en.label;

/** The line under the checkbox, in `locale`. */
export function whatsappOptInHint(clinicName: string, locale: Locale = "en"): string {
  return fill(whatsappOptInTexts[locale].hint, { clinic: clinicName });
}

/** What the patient was shown when they ticked the box, in the page's language: stored with their opt-in. */
export function whatsappOptInWording(clinicName: string, locale: Locale = "en"): string {
  return `${whatsappOptInTexts[locale].label}. ${whatsappOptInHint(clinicName, locale)}`;
}

/** The admin booking dialog's box: the clinic records the patient's word given on the phone. */
export const whatsappPhoneOptInLabel = "Send updates on WhatsApp (the patient agreed by phone)";
export function whatsappPhoneOptInWording(clinicName: string): string {
  return `The patient agreed by phone to updates about this booking on WhatsApp from ${clinicName}.`;
}

export const whatsappMessages = {
  notMobile: "WhatsApp updates need a mobile number: please check the number, or untick the WhatsApp box",
} as const;

/**
 * A typed phone number in E.164 (`+` and 8 to 15 digits), India's +91 by default; null when it cannot
 * be one. Indian numbers must be mobiles (10 digits starting 6 to 9): only those have WhatsApp.
 */
export function toWhatsAppNumber(typed: string, defaultCountryCode = "91"): string | null {
  let value = typed.trim().replace(/[\s\-().]/g, "");
  if (value.startsWith("00")) value = `+${value.slice(2)}`;
  let digits: string;
  if (value.startsWith("+")) digits = value.slice(1);
  else if (/^0\d{10}$/.test(value)) digits = `${defaultCountryCode}${value.slice(1)}`;
  else if (/^\d{10}$/.test(value)) digits = `${defaultCountryCode}${value}`;
  else digits = value;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith("91") && !/^91[6-9]\d{9}$/.test(digits)) return null;
  return `+${digits}`;
}

export const messageChannels = ["email", "whatsapp"] as const;
export const whatsappStatuses = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "read",
  "failed",
  "dropped",
] as const;
export type WhatsAppStatus = (typeof whatsappStatuses)[number];

/** One message of a booking, email or WhatsApp (GET /api/admin/bookings/{id}/messages). */
export const bookingMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(messageChannels),
  /** What it is: booking-confirmation, reminder-24h, reschedule, cancellation, refund, … */
  kind: z.string(),
  /** email: pending | sending | sent | failed (or sent, for one whose outbox row was deleted); WhatsApp: whatsappStatuses. */
  status: z.string(),
  /** To the patient or to the clinic. */
  recipient: z.enum(["patient", "clinic"]),
  attempts: z.number().int(),
  createdAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** Why it failed or was dropped (the provider's reason); never the text. */
  failureReason: z.string().nullable(),
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

export const bookingMessagesSchema = z.object({
  items: z.array(bookingMessageSchema),
  /** The booking's WhatsApp updates: on, off (never asked, turned off, or the number sent STOP). */
  whatsapp: z.object({
    optedIn: z.boolean(),
    /** The number sent STOP: nothing goes to it until it sends START. */
    numberOptedOut: z.boolean(),
    /** The click-to-chat link (wa.me) with a neutral prefilled note; null without a usable number. */
    chatLink: z.string().nullable(),
  }),
});
export const bookingMessagesResponseSchema = successEnvelopeSchema(bookingMessagesSchema);
export type BookingMessages = z.infer<typeof bookingMessagesSchema>;

/** The WhatsApp outbox as the admin lists it (GET /api/admin/whatsapp/messages): newest first. */
export const whatsappOutboxItemSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  reference: z.string().nullable(),
  kind: z.string(),
  template: z.string().nullable(),
  to: z.string(),
  status: z.enum(whatsappStatuses),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export const whatsappOutboxResponseSchema = successEnvelopeSchema(
  z.object({ provider: z.enum(["outbox", "cloud"]), items: z.array(whatsappOutboxItemSchema) }),
);
export type WhatsAppOutboxItem = z.infer<typeof whatsappOutboxItemSchema>;

/** The manage page's view (POST with the manage token as Bearer). */
export const whatsappPreferenceSchema = z.object({
  /** The patient asked for WhatsApp updates of this booking and has not turned them off. */
  optedIn: z.boolean(),
  /** The number ends with these digits (the page never shows the whole number). */
  numberEnding: z.string().nullable(),
  numberOptedOut: z.boolean(),
});
export const whatsappPreferenceResponseSchema = successEnvelopeSchema(whatsappPreferenceSchema);
export type WhatsAppPreference = z.infer<typeof whatsappPreferenceSchema>;

/** The click-to-chat link of a number with a prefilled text (no health data in it). */
export function whatsappChatLink(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
