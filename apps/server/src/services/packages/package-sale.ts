import { formatMoney } from "@clinic/contract/format";
import {
  type PackageSale,
  type PackageSaleAnswer,
  type PurchasePaymentStatus,
  packageMessages,
} from "@clinic/contract/packages";
import { deletePendingPurchase, insertPurchase, sessionsLeftOf } from "../../db/package-purchase-repository";
import { findLivePackage } from "../../db/package-repository";
import { findPatient } from "../../db/patient-repository";
import { type Tx, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { clock, paymentsOf } from "../booking/booking-deps";
import { DomainError } from "../domain-error";
import { linkOf, type Opening, openOrReserve, type PaymentLinkDeps } from "../payment-links/open-link";
import { finishPaymentLink, linkValidityMs } from "../payment-links/payment-links";
import { currentPricing } from "../pricing-service";
import { issuedReceiptNumbers } from "./package-purchases";
import { confirmPurchasePaid } from "./purchase-payment";

/**
 * A package sold at the front desk (issue 35): paid there (cash, UPI or card, the package's exact
 * price) or reserved with a payment link the patient pays later. A purchase counts its sessions once it
 * is paid: the ledger's first line, `purchased`, written with the payment in one transaction. A
 * Razorpay link is made after the sale commits (decision 0133); when Razorpay fails, the sale is
 * withdrawn whole and the desk may sell again.
 */
export type PackageSaleDeps = PaymentLinkDeps;

export async function sellPackage(
  deps: PackageSaleDeps,
  patientId: string,
  sale: PackageSale,
  actor: string,
): Promise<PackageSaleAnswer> {
  const now = clock(deps);
  const provider = await paymentsOf(deps);
  const sold = await transaction(
    deps.db,
    async (tx): Promise<{ answer: PackageSaleAnswer; opening?: Opening; name?: string }> => {
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
      const purchase = await insertPurchase(tx, pkg, {
        patientId,
        amount: pkg.amountInPaisa,
        currency,
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
        return { answer: await answerOf(tx, purchase.id, "PAID", purchase.sessionsTotal) };
      }
      const request = {
        purchaseId: purchase.id,
        amount: purchase.amount,
        currency,
        validityMs: linkValidityMs,
      };
      return {
        answer: await answerOf(tx, purchase.id, "PENDING", purchase.sessionsTotal),
        opening: await openOrReserve(deps, tx, request, provider, now),
        name: pkg.name,
      };
    },
  );
  const { answer, opening, name = "" } = sold;
  if (!opening) return answer;
  try {
    const link = await finishPaymentLink(deps, opening, provider, name);
    return { ...answer, paymentLink: linkOf(link) };
  } catch (error) {
    await withdrawSale(deps, answer.purchaseId, actor);
    throw error;
  }
}

/** The sale's link could not be made: the purchase (still unpaid, with no credit) goes, on the record. */
async function withdrawSale(deps: PackageSaleDeps, purchaseId: string, actor: string): Promise<void> {
  await transaction(deps.db, async (tx) => {
    if (!(await deletePendingPurchase(tx, purchaseId))) return;
    await recordAudit(tx, {
      actor,
      action: "package.sale_withdrawn",
      entity: "package_purchase",
      entityId: purchaseId,
      details: { reason: "payment link not made" },
    });
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
