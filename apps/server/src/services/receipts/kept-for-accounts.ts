import { findReceiptOfBooking, slotHasReceipts } from "../../db/receipt-repository";
import type { Queryable } from "../../db/transaction";
import { DomainError } from "../domain-error";

/**
 * Issued receipts are tax records (CGST Act s.36: 72 months), so the booking they were issued for
 * cannot be deleted; it can be cancelled (a credit note) or erased (decision 0102, 0105).
 */
export async function refuseDeletingReceipted(
  db: Queryable,
  target: { bookingId: string } | { slotId: string },
) {
  if ("bookingId" in target) {
    const receipt = await findReceiptOfBooking(db, target.bookingId);
    if (receipt)
      throw new DomainError(
        "conflict",
        `This booking has receipt ${receipt.number}, which is kept for the accounts. Cancel the booking instead.`,
      );
  } else if (await slotHasReceipts(db, target.slotId))
    throw new DomainError(
      "conflict",
      "A booking of this slot has a receipt, which is kept for the accounts, so the slot cannot be deleted.",
    );
}
