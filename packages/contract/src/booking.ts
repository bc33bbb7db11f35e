import { z } from "zod";
import { adminPaymentSchema, isAdminPaymentMethod } from "./admin-payment";
import { successEnvelopeSchema } from "./api-envelope";
import { kindModes } from "./appointment-kinds";
import { bookingRules, bookingRulesDocument, notesMissingMessage } from "./booking-body-rules";
import { captchaSchema } from "./captcha";
import { controlInLine } from "./control-characters";
import { checkedEmail } from "./email-address";
import { isIanaTimeZone } from "./iana-time-zone";
import { defaultLocale, locales } from "./locales";
import { bookedPackageSchema } from "./packages";
import { invalidPhoneMessage, phonePattern } from "./phone";
import { bookingConsentSchema, consentMessages } from "./privacy-notice";
import { toWhatsAppNumber, whatsappMessages } from "./whatsapp";

/** Which wizard sent the booking: notes are required on /book-consultation only (decision 0019). */
export const bookingFlows = ["book-consultation", "book"] as const;
export type BookingFlow = (typeof bookingFlows)[number];

/** The answer's message to an admin's booking (admin.md §7: "success, message"). */
export const adminBookingCreatedMessage = "Booking created and marked as paid";
export const slotUnavailableMessage = "This slot is no longer available. Please choose another time.";
export const checkoutName = "Physiotherapy Consultation";
export const dummyPayment = { paymentId: "pay_dummy_test", signature: "dummy_signature" } as const;

/** Worded as the review form's rule (decision 0093): a name is one line, with no control characters. */
export const nameControlMessage = "Full name must not contain control characters";

/**
 * The patient's details' messages (the booking form and the booking request): English here and from the
 * server; the booking pages show each in the page's language, found by these words.
 */
export const bookingFieldMessages = {
  nameRequired: "Full name is required",
  nameControl: nameControlMessage,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  timezoneInvalid: "Please choose a valid time zone",
} as const;
const timeZoneMessage = bookingFieldMessages.timezoneInvalid;

export const bookingUserSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, bookingFieldMessages.nameRequired)
    .max(120, "Full name is too long")
    .refine((v) => !controlInLine.test(v), nameControlMessage),
  email: checkedEmail(
    z.string().trim().min(1, bookingFieldMessages.emailRequired).max(254),
    bookingFieldMessages.emailInvalid,
  ),
  phone: z.string().trim().regex(phonePattern, invalidPhoneMessage),
  /** An IANA zone: "UTC" or a name with a slash ("Asia/Kolkata"), one the runtime's zone database knows. */
  timezone: z
    .string()
    .trim()
    .min(1, timeZoneMessage)
    .regex(/^(?:UTC|[\w+-]+(?:\/[\w+-]+)+)$/, timeZoneMessage)
    .refine(isIanaTimeZone, timeZoneMessage),
});

export const createBookingRequestSchema = z
  .object({
    slotId: z.string().trim().min(1, "Please choose a time").max(64),
    user: bookingUserSchema,
    notes: z.string().trim().max(2000, "Notes are too long").default(""),
    captcha: captchaSchema.optional(),
    flow: z.enum(bookingFlows).default("book-consultation"),
    isAdminBooking: z.boolean().optional(),
    /** How the clinic took payment (decision 0094); an admin booking without it took none. */
    payment: adminPaymentSchema.optional(),
    /** The patient's consents under the privacy notice (decision 0100): required on their own booking. */
    consent: bookingConsentSchema.optional(),
    /**
     * An admin booking: the patient agreed on the phone to the privacy notice and a video consultation.
     * Optional, so an admin call without it still books (no consent is then recorded).
     */
    consentByPhone: z.literal(true, { error: "consentByPhone can only be true" }).optional(),
    /**
     * Updates about this booking on WhatsApp (issue 21, decision 0103): the patient ticked the box, or
     * (an admin booking) agreed on the phone. Not given: no WhatsApp messages.
     */
    whatsappOptIn: z.boolean({ error: "whatsappOptIn must be true or false" }).default(false),
    /** The language of the page the booking was made on (issue 33): its messages follow it. */
    locale: z.enum(locales, { error: "locale must be one of en, hi or kn" }).default(defaultLocale),
    /** The appointment kind (issue 34); left out: the default kind, the spec's consultation. */
    kindId: z.string().trim().min(1).max(64).optional(),
    /** A home visit's address (issue 34): the booking refuses a home visit without one. */
    visitAddress: z
      .string()
      .trim()
      .max(300, "The address is too long")
      .refine((v) => !controlInLine.test(v), "The address cannot contain control characters")
      .optional(),
    /**
     * A package bought with this booking (issue 35): the patient pays the package's price and this is its
     * first session. Only on a patient's own booking.
     */
    packageId: z.string().trim().min(1).max(64).optional(),
  })
  .superRefine((b, ctx) => {
    for (const rule of bookingRules)
      if (rule.broken(b)) ctx.addIssue({ code: "custom", path: rule.path, message: rule.message });
  })
  // The same rules in the document, so a client reads there what the check above refuses.
  .meta(bookingRulesDocument);
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;
export type CreateBookingInput = z.output<typeof createBookingRequestSchema>;

export const paymentProviders = ["dummy", "razorpay"] as const;
/** Razorpay Checkout's script, unless RAZORPAY_CHECKOUT_URL says otherwise. */
export const defaultRazorpayCheckoutUrl = "https://checkout.razorpay.com/v1/checkout.js";
export type PaymentProviderName = (typeof paymentProviders)[number];

export const bookingStatuses = ["PENDING", "PAID", "FAILED", "EXPIRED", "CANCELLED"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** A booking that still occupies its slot: at most one per slot (the database enforces it). */
export const liveBookingStatuses = ["PENDING", "PAID"] as const satisfies readonly BookingStatus[];

export const createdBookingSchema = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  taxPercent: z.number(),
  taxAmount: z.number().int(),
  /** True for a booking made while the clinic was taxable: it then reads "incl. GST" (decisions 0105, 0125). */
  gstIncluded: z.boolean().optional(),
  paymentProvider: z.enum(paymentProviders),
  paymentStatus: z.enum(bookingStatuses),
  holdExpiresAt: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  checkout: z
    .object({
      keyId: z.string(),
      name: z.string(),
      description: z.string(),
      /** Razorpay Checkout's script (RAZORPAY_CHECKOUT_URL), loaded by the payment step only. */
      scriptUrl: z.string(),
      prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    })
    .nullable(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;
export const createBookingResponseSchema = successEnvelopeSchema(createdBookingSchema);

export const verifyPaymentRequestSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
  idempotencyKey: z.string().optional(),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const bookingIdParamSchema = z.object({ bookingId: z.string().min(1).max(64) });

/** What the confirmation page shows (public-site.md §2, §3) and nothing more about the patient. */
export const bookingConfirmationSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timezone: z.string(),
  /** The language the booking was made in (issue 33); `date` is written in it. */
  locale: z.enum(locales),
  meetingLink: z.string().nullable(),
  /** What was booked (issue 34), named in the booking's language. */
  kind: z.object({ id: z.string(), name: z.string(), mode: z.enum(kindModes) }),
  /** For an in-clinic appointment: the address (and `mapUrl` a link to it); null for the others. */
  location: z.string().nullable(),
  mapUrl: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  taxPercent: z.number(),
  taxAmount: z.number().int(),
  paymentStatus: z.enum(bookingStatuses),
  paymentProvider: z.enum(paymentProviders),
  icsDownloadUrl: z.string().nullable(),
  userCalendar: z.enum(["inserted", "emailed"]).nullable(),
  /** True for a booking made while the clinic was taxable: it then reads "incl. GST" (decisions 0105, 0125). */
  gstIncluded: z.boolean().optional(),
  /** The booking's receipt number, when one was issued (downloaded with the manage token). */
  receiptNumber: z.string().nullable().optional(),
  /**
   * Only in the paying browser's verify answer: its key to the receipt PDF (sent as
   * `Authorization: Bearer`), since the confirmation page never holds the manage token.
   */
  receiptToken: z.string().optional(),
  /** The package this booking bought, its first session (issue 35); its receipt is `receiptNumber`. */
  package: bookedPackageSchema.optional(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;
export const bookingConfirmationResponseSchema = successEnvelopeSchema(bookingConfirmationSchema);

export const idempotencyKeyPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Pricing (admin.md §3, §9). */
export const pricingDefaults = {
  amountInPaisa: 200_000,
  currency: "INR",
  taxPercent: 18,
  durationMinutes: 60,
  bufferMinutes: 15,
} as const;

/** The details form of the wizard (public-site.md §2 step 2, §5): the phone is 10 digits here. */
export function bookingFormSchema(flow: BookingFlow) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, bookingFieldMessages.nameRequired)
        .max(120)
        .refine((v) => !controlInLine.test(v), nameControlMessage),
      email: z
        .string()
        .trim()
        .min(1, bookingFieldMessages.emailRequired)
        .pipe(z.email(bookingFieldMessages.emailInvalid)),
      phone: z.string().regex(/^\d{10}$/, invalidPhoneMessage),
      notes:
        flow === "book-consultation"
          ? z.string().trim().min(1, notesMissingMessage).max(2000)
          : z.string().trim().max(2000),
      timezone: z.string().refine(isIanaTimeZone, timeZoneMessage),
      terms: z.boolean(),
      /** The two consents of decision 0100: both required, each with its error beside its box. */
      consentProcessing: z.boolean().refine((v) => v, consentMessages.processing),
      consentTeleconsultation: z.boolean().refine((v) => v, consentMessages.teleconsultation),
      /** Updates on WhatsApp (issue 21): a box not ticked by default; a landline cannot take them. */
      whatsappOptIn: z.boolean().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.whatsappOptIn && /^\d{10}$/.test(v.phone) && !toWhatsAppNumber(v.phone))
        ctx.addIssue({ code: "custom", path: ["phone"], message: whatsappMessages.notMobile });
    });
}
export type BookingFormValues = z.infer<ReturnType<typeof bookingFormSchema>>;

/** Patient self-service (issue 6): the token comes from the manage link's fragment. */
export const manageTokenSchema = z.string().min(16).max(200);
export const manageRequestSchema = z.object({ token: manageTokenSchema });
export const rescheduleRequestSchema = z.object({
  token: manageTokenSchema,
  newSlotId: z.string().min(1).max(64),
});
export const cancelRequestSchema = z.object({
  token: manageTokenSchema,
  reason: z.string().trim().max(500).optional(),
});
/**
 * How a booking's money was taken, as its patient reads it (decision 0094): online through the payment
 * provider, a test payment (the dummy provider: no money moved), at the clinic, from a package of
 * sessions (issue 35), or not at all.
 */
export const paymentWays = ["online", "test", "clinic", "package", "none"] as const;
export type PaymentWay = (typeof paymentWays)[number];

/** The way of a booking's payment, from its stored method (null: paid online) and provider. */
export function paymentWayOf(booking: { paymentMethod: string | null; paymentProvider: string }): PaymentWay {
  if (booking.paymentMethod === null) return booking.paymentProvider === "dummy" ? "test" : "online";
  if (booking.paymentMethod === "package") return "package";
  if (!isAdminPaymentMethod(booking.paymentMethod) || booking.paymentMethod === "not_charged") return "none";
  return "clinic";
}

export const manageViewSchema = bookingConfirmationSchema.extend({
  canChange: z.boolean(),
  changeDeadline: z.string(),
  /** What the amount was paid by; after a cancellation, how it comes back (in full, decision 0024). */
  paymentWay: z.enum(paymentWays),
});
export type ManageView = z.infer<typeof manageViewSchema>;
export const manageViewResponseSchema = successEnvelopeSchema(manageViewSchema);
export function manageCutoffMessage(hours: number): string {
  return `Changes are possible only until ${hours} hours before the consultation. Please contact the clinic.`;
}

/**
 * POST /api/public/bookings/{bookingId}/manage-link: the manage link emailed again to the address the
 * booking was made with. The same answer whether or not an email went (an unknown or unpaid booking).
 */
export const manageLinkResentMessage =
  "If this booking is confirmed, its link is on its way to the email address it was booked with. It can take a few minutes to arrive: please look in your spam folder too.";
export const manageLinkResentResponseSchema = successEnvelopeSchema(z.null());

/** POST /api/webhooks/razorpay answer: what was done with the event. */
export const webhookResponseSchema = successEnvelopeSchema(z.object({ outcome: z.string() }));

/** PUT /api/public/bookings/{bookingId}/locale: the language of this booking's messages, from the manage page. */
export const bookingLocaleRequestSchema = z.object({
  locale: z.enum(locales, { error: "locale must be one of en, hi or kn" }),
});
export type BookingLocaleRequest = z.infer<typeof bookingLocaleRequestSchema>;
