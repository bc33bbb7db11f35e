import { describe, expect, it } from "vitest";
import { adminBookingFormSchema, adminPaymentOfForm } from "./admin-booking-form";
import { adminPaymentMessages, adminPaymentSchema } from "./admin-payment";
import { createBookingRequestSchema } from "./booking";

const user = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+919876543210",
  timezone: "Asia/Kolkata",
};
const adminCall = { slotId: "slot-1", user, notes: "", flow: "book", isAdminBooking: true } as const;

/** The field errors a request would be refused with, keyed as the server keys them. */
function fieldErrors(body: unknown): Record<string, string> {
  const parsed = createBookingRequestSchema.safeParse(body);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) fields[issue.path.join(".") || "body"] ??= issue.message;
  return fields;
}

describe("how an admin booking's payment was taken (decision 0094)", () => {
  it("takes not charged, or collected with a method and whole paise", () => {
    expect(adminPaymentSchema.parse({ kind: "not_charged" })).toEqual({ kind: "not_charged" });
    expect(adminPaymentSchema.parse({ kind: "collected", method: "upi", amountInPaisa: 150_000 })).toEqual({
      kind: "collected",
      method: "upi",
      amountInPaisa: 150_000,
    });
    const parsed = createBookingRequestSchema.parse({
      ...adminCall,
      payment: { kind: "collected", method: "cash", amountInPaisa: 200_000 },
    });
    expect(parsed.payment).toEqual({ kind: "collected", method: "cash", amountInPaisa: 200_000 });
  });

  it("leaves it out of the spec's admin call, which then records no payment", () => {
    expect(createBookingRequestSchema.parse(adminCall).payment).toBeUndefined();
  });

  it("refuses a bad payment with a reason per field", () => {
    const collected = (extra: object) => ({
      ...adminCall,
      payment: { kind: "collected", method: "cash", amountInPaisa: 100, ...extra },
    });
    expect(fieldErrors(collected({ method: "cheque" }))).toEqual({
      "payment.method": adminPaymentMessages.method,
    });
    expect(fieldErrors(collected({ amountInPaisa: 0 }))).toEqual({
      "payment.amountInPaisa": adminPaymentMessages.amountPositive,
    });
    expect(fieldErrors(collected({ amountInPaisa: -5 }))).toEqual({
      "payment.amountInPaisa": adminPaymentMessages.amountPositive,
    });
    expect(fieldErrors(collected({ amountInPaisa: 10.5 }))).toEqual({
      "payment.amountInPaisa": adminPaymentMessages.amountWhole,
    });
    expect(fieldErrors(collected({ amountInPaisa: 100_000_001 }))).toEqual({
      "payment.amountInPaisa": adminPaymentMessages.amountTooLarge,
    });
    expect(fieldErrors(collected({ amountInPaisa: "2000" }))).toEqual({
      "payment.amountInPaisa": adminPaymentMessages.amountRequired,
    });
    expect(fieldErrors({ ...adminCall, payment: { kind: "free" } })).toEqual({
      "payment.kind": adminPaymentMessages.kind,
    });
  });

  it("refuses a payment on a patient's own booking", () => {
    const { isAdminBooking: _admin, ...publicCall } = adminCall;
    // A patient's own booking carries their consent (decision 0100): only the payment is wrong here.
    const consent = { noticeVersion: "2026-11-25", teleconsultation: true };
    expect(fieldErrors({ ...publicCall, consent, payment: { kind: "not_charged" } })).toEqual({
      payment: adminPaymentMessages.notAdmin,
    });
    expect(
      fieldErrors({ ...adminCall, consent, isAdminBooking: false, payment: { kind: "not_charged" } }),
    ).toEqual({
      payment: adminPaymentMessages.notAdmin,
    });
  });
});

describe("the admin booking dialog's form (admin.md §5)", () => {
  const ok = {
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "9876543210",
    notes: "",
    paymentKind: "not_charged",
    paymentMethod: "",
    amountRupees: "2000.00",
    consentByPhone: true,
  } as const;
  const errorsOf = (variant: "slots" | "bookings", values: object) => {
    const parsed = adminBookingFormSchema(variant).safeParse({ ...ok, ...values });
    const fields: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) fields[issue.path.join(".")] ??= issue.message;
    return fields;
  };

  it("keeps each screen's texts, first failing rule first", () => {
    expect(errorsOf("slots", {})).toEqual({});
    expect(errorsOf("slots", { name: " ", email: "", phone: "" })).toEqual({
      name: "Patient name is required",
      email: "Email address is required",
      phone: "Phone number is required",
    });
    expect(errorsOf("bookings", { name: "A" })).toEqual({ name: "Name must be at least 2 characters" });
    expect(errorsOf("slots", { name: "A" })).toEqual({});
    expect(errorsOf("slots", { email: "a@b" })).toEqual({ email: "Please enter a valid email address" });
    expect(errorsOf("bookings", { email: "a@b" })).toEqual({ email: "Invalid email address" });
    expect(errorsOf("bookings", { phone: "98765x3210" })).toEqual({
      phone: "Phone number must contain only digits",
    });
    expect(errorsOf("bookings", { phone: "98765" })).toEqual({ phone: "Phone number must be 10 digits" });
    expect(errorsOf("slots", { phone: "98765" })).toEqual({
      phone: "Please enter a valid 10-digit mobile number",
    });
  });

  it("asks for a method and an amount only when the payment was collected", () => {
    expect(errorsOf("slots", { amountRupees: "", paymentMethod: "cheque" })).toEqual({});
    expect(errorsOf("slots", { paymentKind: "collected", amountRupees: "" })).toEqual({
      paymentMethod: adminPaymentMessages.method,
      amountRupees: adminPaymentMessages.amountRequired,
    });
    const collected = { paymentKind: "collected", paymentMethod: "card" };
    expect(errorsOf("slots", { ...collected, amountRupees: "0" })).toEqual({
      amountRupees: adminPaymentMessages.amountPositive,
    });
    expect(errorsOf("slots", { ...collected, amountRupees: "12.345" })).toEqual({
      amountRupees: "The amount can have at most two decimals",
    });
    expect(errorsOf("slots", { ...collected, amountRupees: "1000000.01" })).toEqual({
      amountRupees: adminPaymentMessages.amountTooLarge,
    });
  });

  it("sends rupees as paise", () => {
    expect(
      adminPaymentOfForm({ paymentKind: "not_charged", paymentMethod: "cash", amountRupees: "5" }),
    ).toEqual({ kind: "not_charged" });
    expect(
      adminPaymentOfForm({ paymentKind: "collected", paymentMethod: "upi", amountRupees: "1,500.5" }),
    ).toEqual({ kind: "collected", method: "upi", amountInPaisa: 150_050 });
    expect(() =>
      adminPaymentOfForm({ paymentKind: "collected", paymentMethod: "", amountRupees: "5" }),
    ).toThrow();
  });
});
