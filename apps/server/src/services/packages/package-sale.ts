import { formatMoney } from "@clinic/contract/format";
import {
  type PackageSale,
  type PackageSaleAnswer,
  type PurchasePaymentStatus,
  packageMessages,
} from "@clinic/contract/packages";
import type { Database } from "../../db/client";
import { insertPurchase, sessionsLeftOf } from "../../db/package-purchase-repository";
import { findLivePackage } from "../../db/package-repository";
import { findPatient } from "../../db/patient-repository";
import { type Tx, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { clock } from "../booking/booking-deps";
import { DomainError } from "../domain-error";
import { openPaymentLink, type PaymentLinkDeps } from "../payment-links/payment-links";
import { currentPricing } from "../pricing-service";
import { issuedReceiptNumbers } from "./package-purchases";
import { confirmPurchasePaid } from "./purchase-payment";

/**
 * A package sold at the front desk (issue 35): paid there (cash, UPI or card, the package's exact
 * price) or reserved with a payment link the patient pays later. A purchase counts its sessions once it
 * is paid: the ledger's first line, `purchased`, written with the payment in one transaction.
 */
export type PackageSaleDeps = PaymentLinkDeps;

export async function sellPackage(
  deps: PackageSaleDeps,
  patientId: string,
  sale: PackageSale,
  actor: string,
): Promise<PackageSaleAnswer> {
  const now = clock(deps);
  return transaction(deps.db, async (tx) => {
    if (!(await findPatient(tx, patientId)))
      throw new DomainError("not_found", packageMessages.patientNotFound);
    const pkg = await findLivePackage(tx, sale.packageId);
    if (!pkg)
      throw new DomainError("validation_failed", packageMessages.notFound, {
        packageId: packageMessages.notFound,
      });
    const { currency } = await currentPricing(tx);
    const { payment } = sale;
    if (payment.kind === "collected" && payment.amountInPaisa !== pkg.amountInPaisa) {
      const message = packageMessages.amountMismatch(formatMoney(pkg.amountInPaisa, currency));
      throw new DomainError("amount_mismatch", message, { "payment.amountInPaisa": message });
    }
    const purchase = await insertPurchase(tx, {
      packageId: pkg.id,
      patientId,
      name: pkg.name,
      kindId: pkg.kindId,
      sessionsTotal: pkg.sessions,
      validityDays: pkg.validityDays,
      amount: pkg.amountInPaisa,
      currency,
      paymentStatus: "PENDING",
      paymentMethod: payment.kind === "collected" ? payment.method : null,
      soldBy: actor,
    });
    await recordAudit(tx, {
      actor,
      action: "package.sold",
      entity: "package_purchase",
      entityId: purchase.id,
      details: { packageId: pkg.id, patientId, payment: payment.kind, amount: pkg.amountInPaisa },
    });
    // A free package, or one paid at the desk, is paid now; otherwise the patient pays by the link.
    if (payment.kind === "collected" || pkg.amountInPaisa === 0) {
      await confirmPurchasePaid(
        tx,
        purchase,
        payment.kind === "collected" ? payment.method : "free",
        now,
        deps.settings.clinicTimezone,
      );
      return answerOf(tx, purchase.id, "PAID", purchase.sessionsTotal);
    }
    const link = await openPaymentLink(
      deps,
      tx,
      { purchaseId: purchase.id, amount: purchase.amount, currency },
      now,
    );
    return { ...(await answerOf(tx, purchase.id, "PENDING", purchase.sessionsTotal)), paymentLink: link };
  });
}

async function answerOf(
  tx: Tx,
  purchaseId: string,
  paymentStatus: PurchasePaymentStatus,
  sessionsTotal: number,
): Promise<PackageSaleAnswer> {
  const receiptNumber = (await issuedReceiptNumbers(tx, [purchaseId])).get(purchaseId);
  return {
    purchaseId,
    paymentStatus,
    sessionsTotal,
    sessionsLeft: await sessionsLeftOf(tx, purchaseId),
    ...(receiptNumber ? { receiptNumber } : {}),
  };
}
