import { missingSellerDetails, type ReceiptSettings } from "@clinic/contract/receipts";
import type { Database } from "../../db/client";
import { countWaitingReceipts, issueWaitingDocuments } from "../../db/receipt-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { clinicSnapshotOf } from "./issue-receipt";
import { readReceiptSettings } from "./receipt-settings";

/**
 * Receipts waiting for the seller's details (issue 32, decision 0125). A payment made before Settings →
 * Receipts names the clinic's legal name and address takes its number at once (so numbers stay gapless
 * and in payment order) and its document waits; these issue the waiting ones once both are set: when
 * the settings are saved (in the save's transaction), and by the job at start and every few minutes, for
 * any a concurrent payment left behind.
 */

/** Issues the waiting documents with `settings`, if they name the seller; how many were issued. */
export async function issueWaitingReceipts(
  tx: Queryable,
  settings: ReceiptSettings,
  clinicTimezone: string,
  now: Date,
): Promise<number> {
  if (missingSellerDetails(settings).length > 0) return 0;
  return issueWaitingDocuments(tx, clinicSnapshotOf(settings, clinicTimezone), now);
}

/** The job's run: the settings as saved, in one transaction with the issuing. */
export async function issueWaitingReceiptsNow(db: Database, clinicTimezone: string, now = new Date()) {
  return transaction(db, async (tx) =>
    issueWaitingReceipts(tx, await readReceiptSettings(tx), clinicTimezone, now),
  );
}

/** The dashboard's count of paid bookings whose receipt waits. */
export const receiptsWaiting = (db: Queryable) => countWaitingReceipts(db);
