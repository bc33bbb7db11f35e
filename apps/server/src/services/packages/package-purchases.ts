import { type PackagePurchase, packageMessages } from "@clinic/contract/packages";
import { creditsOf, listPurchasesOfPatient } from "../../db/package-purchase-repository";
import { findPatient } from "../../db/patient-repository";
import { findReceiptOfPurchase, isIssued } from "../../db/receipt-repository";
import type { Queryable } from "../../db/transaction";
import { DomainError } from "../domain-error";

/**
 * A patient's packages as the admin reads them (issue 35): each purchase with its ledger; the sessions
 * left are the ledger's sum, the sessions used what bookings took and cancellations did not give back.
 */
export async function patientPurchases(db: Queryable, patientId: string): Promise<PackagePurchase[]> {
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
  return purchases.map((p) => {
    const ledger = credits.filter((c) => c.purchaseId === p.id);
    const used = ledger
      .filter((c) => c.reason === "used" || c.reason === "returned")
      .reduce((sum, c) => sum - c.change, 0);
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
      sessionsLeft: ledger.reduce((sum, c) => sum + c.change, 0),
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
