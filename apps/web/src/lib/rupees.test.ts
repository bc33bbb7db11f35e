import { describe, expect, it } from "vitest";
import { paiseToRupees, rupeesToPaise } from "./rupees";

describe("a price typed in rupees", () => {
  it("reads rupees as whole paise, with or without grouping and paise", () => {
    expect(rupeesToPaise("1500")).toBe(150000);
    expect(rupeesToPaise("1,500")).toBe(150000);
    expect(rupeesToPaise("₹ 1,500.5")).toBe(150050);
    expect(rupeesToPaise("0.05")).toBe(5);
  });

  it("gives NaN for what is not a price, so the contract's check refuses it", () => {
    expect(rupeesToPaise("")).toBeNaN();
    expect(rupeesToPaise("-5")).toBeNaN();
    expect(rupeesToPaise("12.345")).toBeNaN();
    expect(rupeesToPaise("abc")).toBeNaN();
  });

  it("shows paise back as rupees", () => {
    expect(paiseToRupees(150000)).toBe("1500");
    expect(paiseToRupees(150050)).toBe("1500.50");
    expect(paiseToRupees(0)).toBe("0");
  });
});
