import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { controlInLine } from "./control-characters";
import { majorUnits } from "./money";

/**
 * UPI at the front desk (issue 35, decision 0132): the clinic's UPI ID (VPA) and payee name in
 * Settings, and the `upi://pay` intent a QR code carries for the exact amount. A plain UPI QR tells
 * nobody it was paid: the staff check their UPI app and then record the payment themselves.
 */

export const upiMessages = {
  vpa: "Enter the clinic's UPI ID, such as clinic@okaxis",
  vpaTooLong: "A UPI ID has at most 255 characters",
  payeeName: "The payee name is 1 to 50 characters",
  payeeNameControl: "The payee name cannot contain control characters",
  payeeNameForVpa: "Enter the name payers see, such as the clinic's name",
} as const;

/** A VPA: handle@bank (NPCI's handles are letters first, such as okaxis or ybl). */
export const upiVpaPattern = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

/** What `tn` may hold: UPI apps cut or refuse longer notes. */
export const upiNoteMaxLength = 50;

/** Empty is none (null): an owner clears a field by emptying it. */
const emptyIsNone = (s: string) => (s === "" ? null : s);

export const upiSettingsSchema = z
  .object({
    /**
     * Razorpay Payment Links offer UPI (`upi_link`, decision 0133): an on-demand Razorpay feature, so
     * off until the clinic's account has it.
     */
    razorpayUpiLinks: z.boolean().default(false),
    vpa: z
      .string()
      .trim()
      .max(255, upiMessages.vpaTooLong)
      .refine((s) => s === "" || upiVpaPattern.test(s), upiMessages.vpa)
      .transform(emptyIsNone)
      .nullable(),
    payeeName: z
      .string()
      .trim()
      .max(50, upiMessages.payeeName)
      .refine((s) => !controlInLine.test(s), upiMessages.payeeNameControl)
      .transform(emptyIsNone)
      .nullable(),
  })
  // UPI apps show the payee's name before the payer confirms: a QR without one looks like a scam.
  .refine((s) => s.vpa === null || s.payeeName !== null, {
    message: upiMessages.payeeNameForVpa,
    path: ["payeeName"],
  });
export type UpiSettings = z.output<typeof upiSettingsSchema>;
export type UpiSettingsInput = z.input<typeof upiSettingsSchema>;

export const upiSettingsDefaults: UpiSettings = { razorpayUpiLinks: false, vpa: null, payeeName: null };

/** How long a front-desk Razorpay QR stays open: Razorpay wants at least 15 minutes. */
export const upiQrValidityMinutes = 30;

/** POST /api/admin/bookings/{id}/upi-qr: Razorpay's single-use QR for what the booking owes. */
export const upiQrSchema = z.object({ id: z.string(), imageUrl: z.string(), closesAt: z.string() });
export type UpiQr = z.infer<typeof upiQrSchema>;
export const upiQrResponseSchema = successEnvelopeSchema(upiQrSchema);

export const upiQrMessages = {
  made: "QR code ready: it closes once the patient has paid",
  needsRazorpay: "Razorpay QR codes need payments through Razorpay. Show the clinic's own UPI QR instead.",
  providerFailed:
    "Razorpay could not make the QR code just now. Nothing was saved: please try again, or show the clinic's own UPI QR.",
} as const;

/**
 * GET /api/admin/upi: the two values every staff role that takes payments reads, without the rest
 * of Settings (owners only).
 */
export const clinicUpiSchema = z.object({
  vpa: z.string().nullable(),
  payeeName: z.string().nullable(),
  /** Payments go through Razorpay: an unpaid booking may show Razorpay's single-use QR (decision 0133). */
  razorpayQr: z.boolean().optional(),
});
export type ClinicUpi = z.infer<typeof clinicUpiSchema>;
export const clinicUpiResponseSchema = successEnvelopeSchema(clinicUpiSchema);

/** The first `max` characters of `text`, by code points (a surrogate pair is never cut in half). */
function firstChars(text: string, max: number): string {
  return Array.from(text).slice(0, max).join("");
}

const controlsAndSpaces = new RegExp(`(${controlInLine.source}|\\s)+`, "g");

/**
 * The `upi://pay` intent for `amountInPaisa` (NPCI's UPI linking specification): `am` in rupees with
 * two decimals, `cu=INR`, `tn` the note cut to 50 characters (left out when empty). Values are
 * percent-encoded, but `pa` keeps its "@": it is allowed in a query (RFC 3986) and some UPI apps read
 * `pa` without decoding it.
 */
export function upiIntent(o: {
  vpa: string;
  payeeName: string;
  amountInPaisa: number;
  note?: string;
}): string {
  if (!Number.isSafeInteger(o.amountInPaisa) || o.amountInPaisa < 1)
    throw new RangeError("a UPI amount is whole paise, at least 1");
  const note = firstChars((o.note ?? "").replace(controlsAndSpaces, " ").trim(), upiNoteMaxLength);
  const params: Array<[string, string]> = [
    ["pa", encodeURIComponent(o.vpa.trim()).replace(/%40/g, "@")],
    ["pn", encodeURIComponent(o.payeeName.trim())],
    ["am", majorUnits(o.amountInPaisa)],
    ["cu", "INR"],
  ];
  if (note) params.push(["tn", encodeURIComponent(note)]);
  return `upi://pay?${params.map(([k, v]) => `${k}=${v}`).join("&")}`;
}
