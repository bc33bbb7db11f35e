import { addDaysToKey } from "@clinic/contract/measurement-reminders";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { addCredit, markPurchasePaid, type PurchaseRow } from "../../db/package-purchase-repository";
import type { Tx } from "../../db/transaction";

/**
 * The purchase is paid: valid from today (the clinic's date) for its validity, its sessions credited.
 * Once only: a second confirmation (a webhook replayed, a double click) changes nothing.
 */
export async function confirmPurchasePaid(
  tx: Tx,
  purchase: Pick<PurchaseRow, "id" | "sessionsTotal" | "validityDays">,
  method: string,
  now: Date,
  clinicTimezone: string,
): Promise<boolean> {
  const expiresOn = addDaysToKey(dateKeyInZone(now, clinicTimezone), purchase.validityDays);
  if (!(await markPurchasePaid(tx, purchase.id, { method, at: now, expiresOn }))) return false;
  await addCredit(tx, {
    purchaseId: purchase.id,
    change: purchase.sessionsTotal,
    reason: "purchased",
    at: now,
  });
  return true;
}
