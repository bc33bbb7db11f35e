/**
 * Money is kept in integer minor units (paise for INR). Decision 0017: the price in the
 * pricing record includes tax; the tax part is shown, never added on top. How an amount reads to
 * people is format.ts's `formatMoney`.
 */
export type Money = { amount: number; currency: string };

/** Largest amount accepted from a form: ₹10,00,000 (a typo guard, far above any consultation). */
export const maxAmountInPaisa = 100_000_000;

export function isMinorUnits(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 0;
}

/** The tax contained in a tax-inclusive amount, rounded to the nearest minor unit. */
export function includedTax(amountInclusive: number, taxPercent: number): number {
  if (!isMinorUnits(amountInclusive)) throw new RangeError("amount must be whole minor units");
  if (taxPercent <= 0) return 0;
  return Math.round((amountInclusive * taxPercent) / (100 + taxPercent));
}

export function priceBreakdown(amountInclusive: number, taxPercent: number) {
  const tax = includedTax(amountInclusive, taxPercent);
  return { total: amountInclusive, tax, net: amountInclusive - tax };
}

/** Minor units as major ones with two decimals and no separators: 200000 → "2000.00". */
export function majorUnits(amount: number): string {
  return (amount / 100).toFixed(2);
}
