import { majorUnits } from "@clinic/contract/money";
import { describe, expect, it } from "vitest";
import { formatAmountPaid } from "./amount-paid";

describe("the confirmation's amount paid (spec §2)", () => {
  it("is the minor units over 100, two decimals and the currency code, with no thousands separator", () => {
    expect(formatAmountPaid(200000, "INR")).toBe("2000.00 INR");
    expect(formatAmountPaid(250050, "INR")).toBe("2500.50 INR");
    expect(formatAmountPaid(123456789, "INR")).toBe("1234567.89 INR");
    expect(formatAmountPaid(0, "INR")).toBe("0.00 INR");
    expect(formatAmountPaid(99, "USD")).toBe("0.99 USD");
  });

  it("its parts are in the same figures", () => {
    expect(majorUnits(30508)).toBe("305.08");
  });
});
