import { type PackagePurchase, packageMessages } from "@clinic/contract/packages";
import { creditsOf, listPurchasesOfPatient } from "../../db/package-purchase-repository";
import { findPatient } from "../../db/patient-repository";
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
      // Package receipts are not issued yet (issue 35, in parts).
      receiptNumber: null,
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
