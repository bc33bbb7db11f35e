import { describe, expect, it } from "vitest";
import { packageRefundAmount } from "./package-settings";

describe("a package's refund for its unused sessions", () => {
  const base = { amount: 1_500_000, sessionsTotal: 10, singlePrice: 200_000 };
  it("pro rata: their share of the price, rounded down to the paisa", () => {
    expect(packageRefundAmount({ ...base, rule: "pro_rata", sessionsUnused: 7 })).toBe(1_050_000);
    expect(packageRefundAmount({ ...base, amount: 1_000_001, rule: "pro_rata", sessionsUnused: 3 })).toBe(
      300_000,
    );
    expect(packageRefundAmount({ ...base, rule: "pro_rata", sessionsUnused: 0 })).toBe(0);
  });
  it("less the used sessions at the single price, never below nothing nor above the price", () => {
    expect(packageRefundAmount({ ...base, rule: "less_single_price", sessionsUnused: 7 })).toBe(900_000);
    expect(packageRefundAmount({ ...base, rule: "less_single_price", sessionsUnused: 2 })).toBe(0);
    expect(packageRefundAmount({ ...base, rule: "less_single_price", sessionsUnused: 10 })).toBe(1_500_000);
  });
});
