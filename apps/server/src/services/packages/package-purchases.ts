import { type PackagePurchase, packageMessages } from "@clinic/contract/packages";
import { creditsOf, listPurchasesOfPatient, reservedSessionsOf } from "../../db/package-purchase-repository";
import { findPatient } from "../../db/patient-repository";
import { findReceiptOfPurchase, isIssued } from "../../db/receipt-repository";
import type { Queryable } from "../../db/transaction";
import { DomainError } from "../domain-error";

/**
 * A patient's packages as the admin reads them (issue 35): each purchase with its ledger. A booked
 * session holds its credit (the ledger's sum is what is free to book); it is `used` once it has started or
 * its attendance is marked, `booked` before; the sessions left are the free ones and the booked ones.
 */
export async function patientPurchases(
  db: Queryable,
  patientId: string,
  now = new Date(),
): Promise<PackagePurchase[]> {
  if (!(await findPatient(db, patientId)))
    throw new DomainError("not_found", packageMessages.patientNotFound);
  const purchases = await listPurchasesOfPatient(db, patientId);
  const credits = await creditsOf(
    db,
    purchases.map((p) => p.id),
  );
  const numbers = await issuedReceiptNumbers(
    db,
    purchases.map((p) => p.id),
  );
  const reserved = await reservedSessionsOf(
    db,
    purchases.map((p) => p.id),
  );
  return purchases.map((p) => {
    const ledger = credits.filter((c) => c.purchaseId === p.id);
    // A session counts as used once it has started or its attendance is marked; before, it is booked.
    const booked = reserved.filter((r) => r.purchaseId === p.id && r.startAt > now && r.attendance === null);
    const used = reserved.filter((r) => r.purchaseId === p.id).length - booked.length;
    return {
      purchaseId: p.id,
      packageId: p.packageId,
      name: p.name,
      kindId: p.kindId,
      paymentStatus: p.paymentStatus as PackagePurchase["paymentStatus"],
      amountInPaisa: p.amount,
      currency: p.currency,
      sessionsTotal: p.sessionsTotal,
      sessionsUsed: used,
      sessionsBooked: booked.length,
      sessionsLeft: ledger.reduce((sum, c) => sum + c.change, 0) + booked.length,
      expiresOn: p.expiresOn,
      receiptNumber: numbers.get(p.id) ?? null,
      purchasedAt: p.createdAt.toISOString(),
      ledger: ledger.map((c) => ({
        at: c.at.toISOString(),
        change: c.change,
        reason: c.reason as PackagePurchase["ledger"][number]["reason"],
        bookingId: c.bookingId,
      })),
    };
  });
}

/** The issued receipts' numbers of these purchases (one waiting for the seller's details has none yet). */
export async function issuedReceiptNumbers(
  db: Queryable,
  purchaseIds: string[],
): Promise<Map<string, string>> {
  const numbers = new Map<string, string>();
  for (const id of purchaseIds) {
    const receipt = await findReceiptOfPurchase(db, id);
    if (receipt && isIssued(receipt)) numbers.set(id, receipt.number);
  }
  return numbers;
}
