import { describe, expect, it } from "vitest";
import { bookingTax, missingSellerDetails } from "./receipts";

describe("a booking's tax (decision 0125)", () => {
  it("is none at all when exempt, whatever the pricing's percent", () => {
    expect(bookingTax("exempt", 200_000, 18)).toEqual({
      treatment: "exempt",
      taxPercent: 0,
      taxAmount: 0,
      lines: [],
    });
  });

  it("when taxable, splits the included tax into CGST and SGST that add up to the booking's tax", () => {
    expect(bookingTax("taxable", 200_000, 18)).toEqual({
      treatment: "taxable",
      taxPercent: 18,
      taxAmount: 30_508,
      lines: [
        { name: "CGST", percent: 9, amount: 15_254 },
        { name: "SGST", percent: 9, amount: 15_254 },
      ],
    });
    for (const [amount, percent] of [
      [100_001, 5],
      [150_000, 18],
      [99, 12],
      [1, 18],
    ] as const) {
      const tax = bookingTax("taxable", amount, percent);
      expect(tax.taxAmount).toBe(Math.round((amount * percent) / (100 + percent)));
      expect(tax.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(tax.taxAmount);
    }
  });

  it("has no lines when taxable at 0 %", () => {
    expect(bookingTax("taxable", 200_000, 0)).toMatchObject({ taxPercent: 0, taxAmount: 0, lines: [] });
  });
});

describe("the seller's details a receipt needs", () => {
  it("names what is missing", () => {
    expect(missingSellerDetails({ legalName: "", address: " " })).toEqual(["legal name", "address"]);
    expect(missingSellerDetails({ legalName: "Lymph Care LLP", address: "" })).toEqual(["address"]);
    expect(missingSellerDetails({ legalName: "Lymph Care LLP", address: "12 MG Road" })).toEqual([]);
  });
});
