import { z } from "zod";
import { clinicPaymentMethods } from "./admin-payment";
import { successEnvelopeSchema } from "./api-envelope";
import { controlInLine } from "./control-characters";
import { maxAmountInPaisa } from "./money";

/**
 * Courses of care (issue 35): a package is a number of sessions of one appointment kind sold together,
 * paid up front and used within its validity. A purchase is one patient's package; its credits are a
 * ledger (purchased, used by a booking, returned by a cancellation, expired, refunded), and the
 * sessions left are the ledger's sum.
 */

export const packageMessages = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 80 characters",
  control: "This text cannot contain control characters",
  kindRequired: "Choose the appointment kind the package covers",
  kindUnknown: "That appointment kind does not exist",
  sessions: "Sessions must be a whole number from 1 to 100",
  amount: "Price must be a whole number of paise, from 0 to ₹10,00,000",
  validity: "Validity must be between 1 and 3650 days",
  created: "Package added",
  updated: "Package updated",
  deleted: "Package deleted",
  archived: "Package archived: it has been sold, so it stays on its purchases",
  notFound: "Package not found",
  packageRequired: "Choose the package to sell",
  patientNotFound: "Patient not found",
  paymentKind: "Choose whether payment was collected or a payment link is sent",
  method: "Choose how the payment was collected",
  amountRequired: "Enter the amount collected",
  amountMismatch: (owed: string) => `The amount collected must be what the package costs: ${owed}`,
  sold: "Package sold",
  linkMade: "Package reserved: the payment link has been sent to the patient",
} as const;

const line = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !controlInLine.test(v), packageMessages.control);

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST /api/admin/packages and PUT /api/admin/packages/{id}. */
export const packageRequestSchema = z.object({
  name: line(80, packageMessages.nameTooLong).pipe(z.string().min(1, packageMessages.nameRequired)),
  names: z
    .object({
      hi: line(80, packageMessages.nameTooLong).optional(),
      kn: line(80, packageMessages.nameTooLong).optional(),
    })
    .optional(),
  kindId: z
    .string({ error: packageMessages.kindRequired })
    .trim()
    .min(1, packageMessages.kindRequired)
    .max(64, packageMessages.kindUnknown),
  sessions: whole(1, 100, packageMessages.sessions),
  amountInPaisa: whole(0, maxAmountInPaisa, packageMessages.amount),
  validityDays: whole(1, 3650, packageMessages.validity),
  sellOnline: z.boolean(),
});
export type PackageRequest = z.input<typeof packageRequestSchema>;
export type PackageRequestValid = z.output<typeof packageRequestSchema>;

export const packageIdParamSchema = z.object({ id: z.string().min(1).max(64) });

/** A package as the admin reads it. */
export const carePackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  names: z.object({ hi: z.string().optional(), kn: z.string().optional() }),
  kindId: z.string(),
  sessions: z.number().int(),
  amountInPaisa: z.number().int(),
  currency: z.string(),
  validityDays: z.number().int(),
  sellOnline: z.boolean(),
  archived: z.boolean(),
  /** How many purchases name it: a sold package is archived, not deleted. */
  sold: z.number().int(),
});
export type CarePackage = z.infer<typeof carePackageSchema>;

export const packageListResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(carePackageSchema) }),
);
export const packageResponseSchema = successEnvelopeSchema(carePackageSchema);
export const packageDeletedResponseSchema = successEnvelopeSchema(
  z.object({ id: z.string(), archived: z.boolean() }),
);

/** A purchase's payment, as bookings have it. */
export const purchasePaymentStatuses = ["PENDING", "PAID", "REFUNDED"] as const;
export type PurchasePaymentStatus = (typeof purchasePaymentStatuses)[number];

/**
 * POST /api/admin/patients/{patientId}/packages: sold at the front desk, paid there (`collected`, the
 * package's exact price) or by a payment link sent to the patient (`link`).
 */
export const packageSaleSchema = z.object({
  packageId: z
    .string({ error: packageMessages.packageRequired })
    .trim()
    .min(1, packageMessages.packageRequired)
    .max(64, packageMessages.notFound),
  payment: z.discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("collected"),
        method: z.enum(clinicPaymentMethods, { error: packageMessages.method }),
        amountInPaisa: z
          .number({ error: packageMessages.amountRequired })
          .int(packageMessages.amountRequired)
          .min(0, packageMessages.amountRequired)
          .max(maxAmountInPaisa, packageMessages.amountRequired),
      }),
      z.object({ kind: z.literal("link") }),
    ],
    { error: packageMessages.paymentKind },
  ),
});
export type PackageSale = z.infer<typeof packageSaleSchema>;

export const patientIdParamSchema = z.object({ patientId: z.string().min(1).max(64) });

export const paymentLinkSchema = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const packageSaleAnswerSchema = z.object({
  purchaseId: z.string(),
  paymentStatus: z.enum(purchasePaymentStatuses),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  receiptNumber: z.string().optional(),
  paymentLink: paymentLinkSchema.optional(),
});
export type PackageSaleAnswer = z.infer<typeof packageSaleAnswerSchema>;
export const packageSaleResponseSchema = successEnvelopeSchema(packageSaleAnswerSchema);

/** Why a purchase's credits changed: each is one ledger line. */
export const creditReasons = ["purchased", "used", "returned", "expired", "refunded"] as const;
export type CreditReason = (typeof creditReasons)[number];

export const creditEntrySchema = z.object({
  at: z.string(),
  change: z.number().int(),
  reason: z.enum(creditReasons),
  bookingId: z.string().nullable(),
});

/** One purchase on GET /api/admin/patients/{patientId}/packages. */
export const packagePurchaseSchema = z.object({
  purchaseId: z.string(),
  packageId: z.string(),
  name: z.string(),
  kindId: z.string(),
  paymentStatus: z.enum(purchasePaymentStatuses),
  amountInPaisa: z.number().int(),
  currency: z.string(),
  sessionsTotal: z.number().int(),
  /** Sessions that took place (their start has passed, or attendance was marked) and were not given back. */
  sessionsUsed: z.number().int(),
  /** Sessions booked ahead against it: still among the sessions left, but not free to book again. */
  sessionsBooked: z.number().int(),
  /** What remains of the package: total less used, expired and refunded (booked ones included). */
  sessionsLeft: z.number().int(),
  /** The last day a session may be booked against it (the clinic's date); null until it is paid. */
  expiresOn: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  purchasedAt: z.string(),
  ledger: z.array(creditEntrySchema),
});
export type PackagePurchase = z.infer<typeof packagePurchaseSchema>;
export const packagePurchasesResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(packagePurchaseSchema) }),
);

/** How long a payment link stays open (Razorpay's links take any `expire_by`; a week suits a course). */
export const paymentLinkValidityDays = 7;

export const paymentLinkMessages = {
  notFound: "This payment link does not exist. Please ask the clinic for a new one.",
  closed:
    "This payment link is closed: it has been paid or has expired. Please ask the clinic if you need a new one.",
  providerFailed:
    "Razorpay could not make the payment link just now. Nothing was saved: please try again in a minute, or take the payment at the desk.",
  beingMade: "Another payment link for this is being made just now. Please try again in a moment.",
  consultation: "Physiotherapy consultation",
  paid: "Payment received. Thank you.",
  purchaseNotFound: "Package purchase not found",
  bookingNotFound: "Booking not found",
  nothingOwed: "This is paid already: nothing is owed, so there is no payment link",
  made: "Payment link ready: send it to the patient",
} as const;

export const paymentLinkStatuses = ["open", "paid", "expired", "cancelled"] as const;

export const purchaseIdParamSchema = z.object({ purchaseId: z.string().min(1).max(64) });
export const paymentLinkResponseSchema = successEnvelopeSchema(paymentLinkSchema);

export const paymentLinkIdParamSchema = z.object({ linkId: z.string().min(1).max(64) });

/** GET /api/public/payment-links/{linkId}: what the link's page shows; nothing about the patient. */
export const publicPaymentLinkSchema = z.object({
  id: z.string(),
  amountInPaisa: z.number().int(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(paymentLinkStatuses),
  expiresAt: z.string(),
  provider: z.enum(["dummy", "razorpay"]),
});
export type PublicPaymentLink = z.infer<typeof publicPaymentLinkSchema>;
export const publicPaymentLinkResponseSchema = successEnvelopeSchema(publicPaymentLinkSchema);

/** Why a session cannot be paid from a package (issue 35). */
export const creditMessages = {
  notFound: "That package is not this patient's",
  otherKind: "This package is for another kind of appointment",
  unpaid: "This package is not paid yet: it has no sessions to use",
  expired: (on: string) => `This package could be used until ${on}`,
  noneLeft: "There are no sessions left to book in this package",
  notEnough: (left: number, wanted: number) =>
    `This package has ${left} ${left === 1 ? "session" : "sessions"} left to book, not enough for ${wanted}`,
} as const;

/**
 * GET /api/public/bookings/{bookingId}/my-packages: the patient's packages on the manage page. With the
 * manage token alone, the package that paid this booking; with a record session, every one of the record.
 */
export const myPackageSchema = z.object({
  purchaseId: z.string(),
  /** In the booking's language when the clinic gave one. */
  name: z.string(),
  /** The appointment kind its sessions are: what the manage page offers times of. */
  kindId: z.string(),
  paymentStatus: z.enum(purchasePaymentStatuses),
  sessionsTotal: z.number().int(),
  sessionsUsed: z.number().int(),
  sessionsBooked: z.number().int(),
  sessionsLeft: z.number().int(),
  expiresOn: z.string().nullable(),
  receiptNumber: z.string().nullable(),
});
export type MyPackage = z.infer<typeof myPackageSchema>;
/** A package in the patient's export (`my-data`): as the manage page shows it, with its price and ledger. */
export const exportedPackageSchema = myPackageSchema.extend({
  amountInPaisa: z.number().int(),
  currency: z.string(),
  purchasedAt: z.string(),
  ledger: z.array(creditEntrySchema),
});
export const myPackagesSchema = z.object({
  scope: z.enum(["booking", "record"]),
  items: z.array(myPackageSchema),
});
export type MyPackages = z.infer<typeof myPackagesSchema>;
export const myPackagesResponseSchema = successEnvelopeSchema(myPackagesSchema);

/**
 * POST /api/public/bookings/{bookingId}/package-sessions (issue 35): the patient books their next session
 * from a package in the manage link's scope, with one of its credits.
 */
export const packageSessionRequestSchema = z.object({
  purchaseId: z.string().trim().min(1).max(64),
  slotId: z.string().trim().min(1, "Please choose a time").max(64),
});
export type PackageSessionRequest = z.infer<typeof packageSessionRequestSchema>;
export const packageSessionBookedSchema = z.object({
  bookingId: z.string(),
  purchaseId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** Free to book after this one, as the confirmation's package says it. */
  sessionsLeft: z.number().int(),
});
export type PackageSessionBooked = z.infer<typeof packageSessionBookedSchema>;
export const packageSessionResponseSchema = successEnvelopeSchema(packageSessionBookedSchema);

export const packageSessionMessages = {
  /** Another record's package, or none: said as of an unknown one. */
  notFound: "Package not found",
  booked: "Session booked from your package",
} as const;

/** POST /api/admin/package-purchases/{purchaseId}/refund: the unused sessions given back, with the money. */
export const packageRefundSchema = z.object({
  purchaseId: z.string(),
  sessionsRefunded: z.number().int(),
  amountInPaisa: z.number().int(),
  currency: z.string(),
  creditNoteNumber: z.string().optional(),
});
export type PackageRefund = z.infer<typeof packageRefundSchema>;
export const packageRefundResponseSchema = successEnvelopeSchema(packageRefundSchema);

export const refundMessages = {
  notPaid: "Only a paid package can be refunded",
  bookedAhead: (n: number) =>
    `Cancel its ${n} booked ${n === 1 ? "session" : "sessions"} first: a refund gives back only sessions not booked`,
  nothingUnused: "This package has no unused sessions to refund",
  done: (amount: string) => `Unused sessions refunded: give ${amount} back to the patient`,
  doneNothing: "Unused sessions written off: by the clinic's rule there is no money to give back",
} as const;

/**
 * GET /api/public/packages (issue 35): the packages a patient may buy on the booking page, named in the
 * asked language. Only those sold online, not archived, of a kind booked online, and costing something
 * (a free package has nothing to pay online: the desk gives it).
 */
export const publicPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  kindId: z.string(),
  sessions: z.number().int(),
  amountInPaisa: z.number().int(),
  currency: z.string(),
  validityDays: z.number().int(),
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;
export const publicPackagesResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(publicPackageSchema) }),
);

/** Why a booking cannot buy the package it names (409 `package_not_offered`). */
export const onlinePackageMessages = {
  notOffered:
    "This package cannot be bought online for this appointment. Please choose another package or time.",
  adminOnly: "A package is bought with a patient's own booking; the clinic sells it from the patient's page",
} as const;

/** What the confirmation page says of the package a booking bought (its first session). */
export const bookedPackageSchema = z.object({
  purchaseId: z.string(),
  name: z.string(),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  expiresOn: z.string().nullable(),
});
export type BookedPackage = z.infer<typeof bookedPackageSchema>;
