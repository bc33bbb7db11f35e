import { findPackageOrder } from "../../db/package-order-repository";
import { findReceiptOfBooking, findReceiptOfPurchase, type ReceiptRow } from "../../db/receipt-repository";
import type { Queryable } from "../../db/transaction";

/**
 * The receipt of a booking's payment: its own, or, when the payment bought a package with this booking
 * as its first session (issue 35, decision 0134), the package's one receipt. The confirmation page, its
 * email and the patient's download all mean "the receipt for what I paid".
 */
export async function paymentReceiptOf(db: Queryable, bookingId: string): Promise<ReceiptRow | undefined> {
  const own = await findReceiptOfBooking(db, bookingId, "receipt");
  if (own) return own;
  const order = await findPackageOrder(db, bookingId);
  return order?.purchaseId ? findReceiptOfPurchase(db, order.purchaseId, "receipt") : undefined;
}
