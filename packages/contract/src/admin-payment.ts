import { z } from "zod";
import { maxAmountInPaisa } from "./money";

/**
 * How the clinic took payment for a booking it made for a patient (decision 0094): not at all, or
 * at the clinic by cash, UPI or card, with the amount in paise. Only an admin booking carries it;
 * a booking paid online has none (its provider took the money).
 */

export const clinicPaymentMethods = ["cash", "upi", "card"] as const;
export type ClinicPaymentMethod = (typeof clinicPaymentMethods)[number];

/**
 * What a booking stores as its payment method when the clinic made it (null when paid online):
 * `package` is a session paid by one credit of the patient's package (issue 35).
 */
export const adminPaymentMethods = ["not_charged", ...clinicPaymentMethods, "package"] as const;
export type AdminPaymentMethod = (typeof adminPaymentMethods)[number];

/** How each method is written in a sentence ("at the clinic (UPI)"). */
export const clinicPaymentMethodNames: Record<ClinicPaymentMethod, string> = {
  cash: "cash",
  upi: "UPI",
  card: "card",
};

/** The admin lists' and the CSV's payment method of an admin booking. */
export const adminPaymentMethodLabels: Record<AdminPaymentMethod, string> = {
  not_charged: "not charged",
  cash: "cash at clinic",
  upi: "UPI at clinic",
  card: "card at clinic",
  package: "package session",
};

export const adminPaymentMessages = {
  kind: "Choose whether payment was taken",
  method: "Choose how the payment was collected",
  amountRequired: "Enter the amount collected",
  amountWhole: "The amount must be whole paise",
  amountPositive: "The amount must be more than 0",
  amountTooLarge: "The amount must be at most 10,00,000.00",
  notAdmin: "Only the clinic can record how payment was taken",
  purchaseRequired: "Choose the package this session is paid from",
} as const;

export const adminPaymentSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("not_charged") }),
    z.object({
      kind: z.literal("collected"),
      method: z.enum(clinicPaymentMethods, { error: adminPaymentMessages.method }),
      amountInPaisa: z
        .number({ error: adminPaymentMessages.amountRequired })
        .int(adminPaymentMessages.amountWhole)
        .min(1, adminPaymentMessages.amountPositive)
        .max(maxAmountInPaisa, adminPaymentMessages.amountTooLarge),
    }),
    // A session paid by one credit of the patient's package (issue 35): no money changes hands.
    z.object({
      kind: z.literal("package"),
      purchaseId: z
        .string({ error: adminPaymentMessages.purchaseRequired })
        .min(1, adminPaymentMessages.purchaseRequired)
        .max(64, adminPaymentMessages.purchaseRequired),
    }),
  ],
  { error: adminPaymentMessages.kind },
);
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** An admin booking that says nothing about payment took none (the spec's call has no such field). */
export const notCharged: AdminPayment = { kind: "not_charged" };

/** The stored method of an admin booking's payment. */
export function adminPaymentMethodOf(payment: AdminPayment): AdminPaymentMethod {
  if (payment.kind === "package") return "package";
  return payment.kind === "collected" ? payment.method : "not_charged";
}

/** The money an admin booking received, in paise. */
export function receivedOf(payment: AdminPayment): number {
  return payment.kind === "collected" ? payment.amountInPaisa : 0;
}

export function isAdminPaymentMethod(value: unknown): value is AdminPaymentMethod {
  return (adminPaymentMethods as readonly unknown[]).includes(value);
}
