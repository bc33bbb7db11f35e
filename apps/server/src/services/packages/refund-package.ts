import { packageRefundAmount } from "@clinic/contract/package-settings";
import { type PackageRefund, packageMessages, refundMessages } from "@clinic/contract/packages";
import { generalSettingsOf } from "@clinic/contract/settings-sections";
import { findKind } from "../../db/appointment-kind-repository";
import {
  addCredit,
  lockPurchase,
  reservedSessionsOf,
  sessionsLeftOf,
  setPurchaseRefunded,
} from "../../db/package-purchase-repository";
import { readSection } from "../../db/settings-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import type { BookingDeps } from "../booking/booking-deps";
import { DomainError } from "../domain-error";
import { issuePurchaseCreditNote } from "../receipts/issue-purchase-receipt";

/**
 * A package's unused sessions refunded (issue 35): the sessions still free to book are written off (a
 * `refunded` line), the purchase becomes REFUNDED, and the money back by the clinic's rule (Settings →
 * Packages: pro rata by default) gets a credit note against the package's receipt. Sessions booked ahead
 * must be cancelled first, so a refund never leaves a session without its credit. The clinic gives the
 * money back as it was taken (cash, UPI or card at the desk).
 */
export async function refundPackage(
  deps: Pick<BookingDeps, "db" | "settings">,
  purchaseId: string,
  actor: string,
  now = new Date(),
): Promise<PackageRefund> {
  return transaction(deps.db, async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) throw new DomainError("not_found", packageMessages.notFound);
    if (purchase.paymentStatus !== "PAID") throw new DomainError("conflict", refundMessages.notPaid);
    const ahead = (await reservedSessionsOf(tx, [purchaseId])).filter(
      (r) => r.startAt > now && r.attendance === null,
    );
    if (ahead.length > 0) throw new DomainError("conflict", refundMessages.bookedAhead(ahead.length));
    const unused = await sessionsLeftOf(tx, purchaseId);
    if (unused <= 0) throw new DomainError("not_enough_credits", refundMessages.nothingUnused);
    const rule = generalSettingsOf(await readSection(tx, "general")).packages.refundRule;
    const amount = packageRefundAmount({
      rule,
      amount: purchase.amount,
      sessionsTotal: purchase.sessionsTotal,
      sessionsUnused: unused,
      singlePrice: (await findKind(tx, purchase.kindId))?.amountInPaisa ?? 0,
    });
    await addCredit(tx, { purchaseId, change: -unused, reason: "refunded", at: now });
    await setPurchaseRefunded(tx, purchaseId);
    const note = await issuePurchaseCreditNote(tx, purchaseId, amount, deps.settings.clinicTimezone, now);
    await recordAudit(tx, {
      actor,
      action: "package.refunded",
      entity: "package_purchase",
      entityId: purchaseId,
      details: { sessions: unused, amount, rule, creditNote: note?.number ?? null },
    });
    return {
      purchaseId,
      sessionsRefunded: unused,
      amountInPaisa: amount,
      currency: purchase.currency,
      ...(note ? { creditNoteNumber: note.number } : {}),
    };
  });
}
