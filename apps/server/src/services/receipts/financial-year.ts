import { financialYearLabel } from "@clinic/contract/receipts";
import { dateKeyInZone } from "@clinic/contract/slot-generator";

/**
 * The Indian financial year (1 April to 31 March) of an instant, in the clinic's zone: a payment at
 * 00:30 on 1 April in Kolkata (19:00 UTC on 31 March) belongs to the new year.
 */
export function financialYearOf(at: Date, timeZone: string): string {
  const [year, month] = dateKeyInZone(at, timeZone).split("-").map(Number) as [number, number];
  return financialYearLabel(month >= 4 ? year : year - 1);
}
