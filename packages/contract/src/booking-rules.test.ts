import { describe, expect, it } from "vitest";
import { bookingFormSchema, createBookingRequestSchema, nameControlMessage, paymentWayOf } from "./booking";
import { formatMoney } from "./format";
import { includedTax, priceBreakdown } from "./money";
import { isValidIndianPhone, normalisePhoneInput, toE164India } from "./phone";
import { canTransition, dateKeySchema, slotStatuses } from "./slots";

describe("slot status machine (admin.md §4)", () => {
  it("allows exactly the spec's moves", () => {
    const allowed = slotStatuses.flatMap((from) =>
      slotStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      ["OPEN>HELD", "OPEN>BOOKED", "HELD>OPEN", "HELD>BOOKED", "BOOKED>COMPLETED", "BOOKED>OPEN"].sort(),
    );
  });
});

describe("phone rule (+91 and 10 digits)", () => {
  it("strips non-digits and caps at 10", () => {
    expect(normalisePhoneInput("98-765 43210 99")).toBe("9876543210");
    expect(normalisePhoneInput("abc")).toBe("");
    expect(toE164India("98765 43210")).toBe("+919876543210");
    expect(isValidIndianPhone("+919876543210")).toBe(true);
    expect(isValidIndianPhone("+91987654321")).toBe(false);
    expect(isValidIndianPhone("9876543210")).toBe(false);
  });
});

describe("money", () => {
  it("shows the tax contained in the price (decision 0017)", () => {
    expect(includedTax(200_000, 18)).toBe(30_508);
    expect(priceBreakdown(200_000, 18)).toEqual({ total: 200_000, tax: 30_508, net: 169_492 });
    expect(includedTax(200_000, 0)).toBe(0);
    expect(formatMoney(200_000, "INR")).toBe("₹2,000.00");
  });
});

describe("booking request", () => {
  const valid = {
    slotId: "s1",
    user: { name: "A", email: "a@example.com", phone: "+919876543210", timezone: "Asia/Kolkata" },
    notes: "knee",
    captcha: { provider: "altcha", token: "x", action: "book_submit" },
    consent: { noticeVersion: "2026-11-25", teleconsultation: true },
  };
  it("requires notes on /book-consultation only", () => {
    expect(createBookingRequestSchema.safeParse({ ...valid, notes: "" }).success).toBe(false);
    expect(createBookingRequestSchema.safeParse({ ...valid, notes: "", flow: "book" }).success).toBe(true);
  });
  it.each([
    "Asha\r\nBcc: x@example.com",
    "Asha\nKumar",
    "Asha\tKumar",
    "Asha\u0000",
    "Asha\u007f",
    "Asha\u0085",
  ])("refuses a name with a control character (%j), as the review form does", (name) => {
    const parsed = createBookingRequestSchema.safeParse({ ...valid, user: { ...valid.user, name } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([nameControlMessage]);
    const form = bookingFormSchema("book").safeParse({
      name,
      email: "a@example.com",
      phone: "9876543210",
      notes: "",
      timezone: "Asia/Kolkata",
      terms: true,
      consentProcessing: true,
      consentTeleconsultation: true,
    });
    expect(form.error?.issues.map((i) => i.message)).toEqual([nameControlMessage]);
  });
  it("keeps names with quotes, apostrophes and letters of any script", () => {
    for (const name of ['Asha "Ash" Kumar', "D'Souza", "आशा कुमार", "Ng, Wei; Jr."])
      expect(createBookingRequestSchema.safeParse({ ...valid, user: { ...valid.user, name } }).success).toBe(
        true,
      );
  });
  it("refuses a bad phone and a made-up time zone", () => {
    expect(
      createBookingRequestSchema.safeParse({ ...valid, user: { ...valid.user, phone: "9876543210" } })
        .success,
    ).toBe(false);
    expect(
      createBookingRequestSchema.safeParse({ ...valid, user: { ...valid.user, timezone: "Mars/Base" } })
        .success,
    ).toBe(false);
  });
  it("the form needs 10 digits", () => {
    const form = bookingFormSchema("book");
    const values = {
      name: "A",
      email: "a@example.com",
      phone: "98765",
      notes: "",
      timezone: "UTC",
      terms: true,
      consentProcessing: true,
      consentTeleconsultation: true,
    };
    expect(form.safeParse(values).success).toBe(false);
    expect(form.safeParse({ ...values, phone: "9876543210" }).success).toBe(true);
  });
  it("checks calendar dates", () => {
    expect(dateKeySchema.safeParse("2026-02-30").success).toBe(false);
    expect(dateKeySchema.safeParse("2026-02-28").success).toBe(true);
  });
});

describe("how a booking was paid, as its patient reads it", () => {
  it("online or a test payment when the provider took it, at the clinic, or not at all", () => {
    expect(paymentWayOf({ paymentMethod: null, paymentProvider: "razorpay" })).toBe("online");
    expect(paymentWayOf({ paymentMethod: null, paymentProvider: "dummy" })).toBe("test");
    for (const method of ["cash", "upi", "card"])
      expect(paymentWayOf({ paymentMethod: method, paymentProvider: "dummy" })).toBe("clinic");
    expect(paymentWayOf({ paymentMethod: "not_charged", paymentProvider: "razorpay" })).toBe("none");
  });
});
