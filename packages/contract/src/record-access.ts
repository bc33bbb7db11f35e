import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";

/**
 * Access to the whole patient record from a manage link (issue 30; decision 0113). A manage token
 * opens its own booking only; seeing the whole record, correcting its contact details, withdrawing
 * consent and asking for erasure need proof of the contact on file: a one-time code sent to the
 * record's email (and its WhatsApp number, when it opted in), traded for a short record session.
 */

export const recordAccessRules = {
  codeLength: 6,
  codeMinutes: 10,
  /** Wrong tries a code allows; after the last one a new code is needed. */
  codeAttempts: 5,
  sessionMinutes: 15,
  /** Codes one booking may ask for in an hour. */
  codesPerHour: 5,
} as const;

/** The header that carries the record session, beside the manage token (`Authorization: Bearer`). */
export const recordSessionHeader = "X-Record-Session";

/** How much of what a manage link shows: its own booking, or (with a record session) the whole record. */
export const accessLevels = ["booking", "record"] as const;
export type AccessLevel = (typeof accessLevels)[number];

/**
 * `m•••@example.in`: enough for the patient to recognise their address, too little to learn it. The
 * domain stays whole: a patient tells gmail.com from a work address by it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${Array.from(email)[0]}•••${email.slice(at)}`;
}

/** `+91 ••••••3210`: the country code and the last four digits. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  if (digits.length < 8) return "••••";
  const country = digits.length > 10 ? digits.slice(0, digits.length - 10) : "";
  return `${country ? `+${country} ` : ""}••••••${digits.slice(-4)}`;
}

/** POST …/record-access/code: where the code went, masked, and until when it works. */
export const recordAccessCodeSentSchema = z.object({
  sentTo: z.object({
    email: z.string().nullable(),
    whatsapp: z.string().nullable(),
  }),
  expiresAt: z.string(),
  codeLength: z.number().int(),
});
export type RecordAccessCodeSent = z.infer<typeof recordAccessCodeSentSchema>;
export const recordAccessCodeSentResponseSchema = successEnvelopeSchema(recordAccessCodeSentSchema);

export const recordAccessMessages = {
  codeFormat: "Enter the 6-digit code from your email",
  wrongCode: (left: number) =>
    `That code is not right. You can try ${left} more ${left === 1 ? "time" : "times"}.`,
  expired: "This code has expired. Please ask for a new code.",
  usedUp: "That code was entered wrongly too many times. Please ask for a new code.",
  noCode: "Please ask for a code first.",
  required:
    "To do this for your whole record, first enter the code we send to the email address on your record.",
  sessionEnded: "For your safety, access to your whole record has ended. Please ask for a new code.",
  sent: (to: string) => `We sent a 6-digit code to ${to}. It works for 10 minutes.`,
} as const;

/** POST …/record-access/verify. */
export const recordAccessVerifySchema = z.object({
  code: z
    .string({ error: recordAccessMessages.codeFormat })
    .trim()
    .regex(/^\d{6}$/, recordAccessMessages.codeFormat),
});
export type RecordAccessVerify = z.input<typeof recordAccessVerifySchema>;

/** The record session: sent back as `X-Record-Session` until it expires (15 minutes, not extended). */
export const recordSessionSchema = z.object({ recordSession: z.string(), expiresAt: z.string() });
export type RecordSession = z.infer<typeof recordSessionSchema>;
export const recordSessionResponseSchema = successEnvelopeSchema(recordSessionSchema);
