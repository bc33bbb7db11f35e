import { addDaysToKey } from "@clinic/contract/measurement-reminders";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { addCredit, markPurchasePaid, type PurchaseRow } from "../../db/package-purchase-repository";
import type { Tx } from "../../db/transaction";
import { issuePurchaseReceipt } from "../receipts/issue-purchase-receipt";

/**
 * The purchase is paid: valid from today (the clinic's date) for its validity, its sessions credited,
 * its receipt issued, in the payment's transaction. Once only: a second confirmation (a webhook
 * replayed, a double click) changes nothing.
 */
export async function confirmPurchasePaid(
  tx: Tx,
  purchase: PurchaseRow,
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
  await issuePurchaseReceipt(tx, { ...purchase, paymentMethod: method, expiresOn }, clinicTimezone, now);
  return true;
}
