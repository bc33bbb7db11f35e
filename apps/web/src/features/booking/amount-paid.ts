import { majorUnits } from "@clinic/contract/money";

/**
 * The confirmation's amount paid (public-site.md §2: "amount divided by 100, with currency"): the minor
 * units over 100 with two decimals, then the currency code, without a thousands separator, e.g.
 * 200000 INR → "2000.00 INR".
 */
export function formatAmountPaid(amount: number, currency: string): string {
  return `${majorUnits(amount)} ${currency}`;
}
