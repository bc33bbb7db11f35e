import { describe, expect, it } from "vitest";
import {
  formToPricingRequest,
  pricingFormDefaults,
  pricingFormSchema,
  pricingMessages,
  pricingToForm,
  rupeesToPaisa,
} from "./admin-pricing";
import { maskKeyId, settingsRequestSchema } from "./admin-settings";
import { isIanaTimeZone as isTimeZone } from "./iana-time-zone";
import { majorUnits } from "./money";

describe("pricing form (admin.md §5)", () => {
  it("shows paise as rupees with two decimals and sends paise back", () => {
    expect(majorUnits(200_000)).toBe("2000.00");
    expect(majorUnits(250_050)).toBe("2500.50");
    expect(rupeesToPaisa("2500.5")).toBe(250_050);
    expect(rupeesToPaisa("1,999.99")).toBe(199_999);
    expect(rupeesToPaisa("12.345")).toBeUndefined();
    expect(rupeesToPaisa("abc")).toBeUndefined();
    const form = pricingToForm(pricingFormDefaults);
    expect(form).toEqual({
      amountRupees: "2000.00",
      currency: "INR",
      taxPercent: "18",
      durationMinutes: "60",
      bufferMinutes: "15",
    });
    expect(formToPricingRequest({ ...form, currency: "inr" })).toEqual({
      amount_in_paisa: 200_000,
      currency: "INR",
      tax_percent: 18,
      duration_minutes: 60,
      buffer_minutes: 15,
    });
  });

  it("checks the spec's rules with a message per field", () => {
    const base = pricingToForm(pricingFormDefaults);
    const errorOf = (change: Partial<typeof base>) => {
      const r = pricingFormSchema.safeParse({ ...base, ...change });
      return r.success ? undefined : r.error.issues[0]?.message;
    };
    expect(errorOf({})).toBeUndefined();
    expect(errorOf({ amountRupees: "" })).toBe(pricingMessages.amountRequired);
    expect(errorOf({ currency: "" })).toBe(pricingMessages.currencyRequired);
    expect(errorOf({ taxPercent: "101" })).toBe(pricingMessages.tax);
    expect(errorOf({ durationMinutes: "14" })).toBe(pricingMessages.duration);
    expect(errorOf({ durationMinutes: "181" })).toBe(pricingMessages.duration);
    expect(errorOf({ bufferMinutes: "61" })).toBe(pricingMessages.buffer);
  });
});

describe("settings helpers", () => {
  it("masks a key id as rzp_test_…3456", () => {
    expect(maskKeyId("rzp_test_AbCdEf123456")).toBe("rzp_test_…3456");
    expect(maskKeyId("rzp_live_Zz9876543210")).toBe("rzp_live_…3210");
    expect(maskKeyId("abcdefgh")).toBe("…efgh");
  });

  it("accepts IANA zones only, and the three video providers only", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Base")).toBe(false);
    expect(isTimeZone("IST")).toBe(false);
    for (const p of ["google_meet", "zoom", "jitsi"])
      expect(settingsRequestSchema.safeParse({ defaultVideoProvider: p }).success).toBe(true);
    expect(settingsRequestSchema.safeParse({ defaultVideoProvider: "teams" }).success).toBe(false);
  });
});
