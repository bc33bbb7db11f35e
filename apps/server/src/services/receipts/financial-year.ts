import { financialYearLabel } from "@clinic/contract/receipts";

/**
 * The Indian financial year (1 April to 31 March) of an instant, in the clinic's zone: a payment at
 * 00:30 on 1 April in Kolkata (19:00 UTC on 31 March) belongs to the new year.
 */
export function financialYearOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "numeric",
  }).formatToParts(at);
  const year = Number(parts.find((p) => p.type === "year")?.value);
  const month = Number(parts.find((p) => p.type === "month")?.value);
  return financialYearLabel(month >= 4 ? year : year - 1);
}
