import { z } from "zod";
import { type AdminPayment, adminPaymentMessages, clinicPaymentMethods } from "./admin-payment";
import { rupeesToPaisa } from "./admin-pricing";
import { nameControlMessage } from "./booking";
import { controlInLine } from "./control-characters";
import { maxAmountInPaisa } from "./money";

/**
 * The admin's booking dialog (admin.md §5 booking dialog, §8): the patient's details as typed, with
 * each screen's own texts, and how payment was taken (decision 0094). The request it becomes is
 * checked again by `createBookingRequestSchema` on the server.
 */

export type AdminBookingFormVariant = "slots" | "bookings";

/**
 * The texts of each variant: the slot screen's, and the bookings screen's. The required-field texts
 * are the same on both screens.
 */
export const adminBookingFormTexts = {
  slots: {
    nameMinLength: 1,
    nameRequired: "Patient name is required",
    nameTooShort: "Patient name is required",
    emailRequired: "Email address is required",
    emailInvalid: "Please enter a valid email address",
    phoneRequired: "Phone number is required",
    phoneNotDigits: "Please enter a valid 10-digit mobile number",
    phoneLength: "Please enter a valid 10-digit mobile number",
  },
  bookings: {
    nameMinLength: 2,
    nameRequired: "Patient name is required",
    nameTooShort: "Name must be at least 2 characters",
    emailRequired: "Email address is required",
    emailInvalid: "Invalid email address",
    phoneRequired: "Phone number is required",
    phoneNotDigits: "Phone number must contain only digits",
    phoneLength: "Phone number must be 10 digits",
  },
} as const satisfies Record<AdminBookingFormVariant, Record<string, string | number>>;

export const paymentKinds = ["not_charged", "collected"] as const;

/** The dialog's consent box (decision 0100): the clinic records the patient's consent given on the phone. */
export const phoneConsentTexts = {
  label: "Consent taken by phone",
  explanation: "The patient agreed, on the phone, to our privacy notice and to a video consultation.",
  /** For an appointment in the clinic or at home: no video consultation to agree to (issue 34). */
  explanationInPerson: "The patient agreed, on the phone, to our privacy notice.",
  required: "Please confirm that the patient gave their consent by phone",
} as const;

/**
 * The dialog's fields. The phone holds the 10 digits after the fixed +91; the amount is rupees as
 * typed; the method and amount count only when the payment was collected.
 */
export function adminBookingFormSchema(variant: AdminBookingFormVariant) {
  const t = adminBookingFormTexts[variant];
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t.nameRequired)
        .min(t.nameMinLength, t.nameTooShort)
        .max(120, "Full name is too long")
        .refine((v) => !controlInLine.test(v), nameControlMessage),
      email: z.string().trim().min(1, t.emailRequired).max(254, t.emailInvalid).pipe(z.email(t.emailInvalid)),
      phone: z.string().min(1, t.phoneRequired).regex(/^\d*$/, t.phoneNotDigits).length(10, t.phoneLength),
      notes: z.string().trim().max(2000, "Notes are too long"),
      paymentKind: z.enum(paymentKinds, { error: adminPaymentMessages.kind }),
      paymentMethod: z.string(),
      amountRupees: z.string(),
      consentByPhone: z.boolean().refine((v) => v, phoneConsentTexts.required),
      /** Updates on WhatsApp: the patient agreed by phone (issue 21); not ticked by default. */
      whatsappOptIn: z.boolean().optional(),
      /** The kind booked, among those the slot takes (issue 34); the server says if a home visit lacks its address. */
      kindId: z.string().optional(),
      visitAddress: z.string().trim().max(300, "The address is too long").optional(),
    })
    .superRefine((v, ctx) => {
      if (v.paymentKind !== "collected") return;
      if (!(clinicPaymentMethods as readonly string[]).includes(v.paymentMethod))
        ctx.addIssue({ code: "custom", path: ["paymentMethod"], message: adminPaymentMessages.method });
      const amount = v.amountRupees.trim();
      const paisa = rupeesToPaisa(amount);
      const problem =
        amount === ""
          ? adminPaymentMessages.amountRequired
          : paisa === undefined
            ? "The amount can have at most two decimals"
            : paisa < 1
              ? adminPaymentMessages.amountPositive
              : paisa > maxAmountInPaisa
                ? adminPaymentMessages.amountTooLarge
                : undefined;
      if (problem) ctx.addIssue({ code: "custom", path: ["amountRupees"], message: problem });
    });
}
export type AdminBookingFormValues = z.input<ReturnType<typeof adminBookingFormSchema>>;
export type AdminBookingFormOutput = z.output<ReturnType<typeof adminBookingFormSchema>>;

/** The request's payment from the dialog's checked values: rupees become paise. */
export function adminPaymentOfForm(
  v: Pick<AdminBookingFormOutput, "paymentKind" | "paymentMethod" | "amountRupees">,
): AdminPayment {
  if (v.paymentKind === "not_charged") return { kind: "not_charged" };
  const method = clinicPaymentMethods.find((m) => m === v.paymentMethod);
  const amountInPaisa = rupeesToPaisa(v.amountRupees);
  if (!method || amountInPaisa === undefined) throw new RangeError("the payment was not checked");
  return { kind: "collected", method, amountInPaisa };
}
