/**
 * A price typed in rupees ("1500", "1,500", "1500.50") as whole paise; NaN when it is not a price, so the
 * contract's check says why (a price is stored in paise, decision 0129's kinds as the Pricing screen's).
 */
export function rupeesToPaise(text: string): number {
  const plain = text.replace(/[,\s₹]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [whole = "0", fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Paise shown in the price field: whole rupees without decimals ("1500"), else two ("1500.50"). */
export function paiseToRupees(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
