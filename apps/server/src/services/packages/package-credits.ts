import { formatDateKey } from "@clinic/contract/format";
import { creditMessages } from "@clinic/contract/packages";
import {
  addCredit,
  creditOfBooking,
  lockPurchase,
  type PurchaseRow,
  sessionsLeftOf,
} from "../../db/package-purchase-repository";
import { attachBooking } from "../../db/patient-repository";
import type { Queryable, Tx } from "../../db/transaction";
import { DomainError } from "../domain-error";

/**
 * Sessions paid from a package (issue 35, decision 0131): a credit is used when the session is booked
 * and given back when it is cancelled. The purchase row is locked while its credits are counted, so two
 * desks booking from one package at once never use more than it has.
 */

const field = (message: string) =>
  new DomainError("validation_failed", message, { "payment.purchaseId": message });

/**
 * The purchase that pays for `sessions` sessions of `kindId` on `dateKeys` (the clinic's dates), locked;
 * refused, before anything is written, when it is another patient's (or none), another kind's, unpaid,
 * expired by then, or has too few sessions left.
 */
export async function purchaseForSessions(
  tx: Tx,
  a: { purchaseId: string; patientId?: string | null; kindId: string; dateKeys: string[] },
): Promise<PurchaseRow> {
  const purchase = await lockPurchase(tx, a.purchaseId);
  if (!purchase || (a.patientId && purchase.patientId !== a.patientId)) throw field(creditMessages.notFound);
  if (purchase.kindId !== a.kindId) throw field(creditMessages.otherKind);
  if (purchase.paymentStatus !== "PAID") throw new DomainError("not_enough_credits", creditMessages.unpaid);
  const last = [...a.dateKeys].sort().at(-1);
  if (purchase.expiresOn && last && last > purchase.expiresOn)
    throw new DomainError("not_enough_credits", creditMessages.expired(formatDateKey(purchase.expiresOn)));
  const left = await sessionsLeftOf(tx, purchase.id);
  const wanted = a.dateKeys.length;
  if (left < wanted)
    throw new DomainError(
      "not_enough_credits",
      left === 0 ? creditMessages.noneLeft : creditMessages.notEnough(left, wanted),
    );
  return purchase;
}

/** One credit used by the booking, which joins the purchase's patient's record. */
export async function useCredit(tx: Tx, purchase: PurchaseRow, bookingId: string, at: Date): Promise<void> {
  await addCredit(tx, { purchaseId: purchase.id, change: -1, reason: "used", bookingId, at });
  await attachBooking(tx, bookingId, purchase.patientId);
}

/**
 * The booking's credit back on its package (a cancelled or deleted session), once: only a booking whose
 * credit is used and not yet returned gets one.
 */
export async function returnCredit(tx: Queryable, bookingId: string, at: Date): Promise<boolean> {
  const credit = await creditOfBooking(tx, bookingId);
  if (!credit || credit.net >= 0) return false;
  await addCredit(tx, { purchaseId: credit.purchaseId, change: 1, reason: "returned", bookingId, at });
  return true;
}

/**
 * A session's attendance marked (issue 35): a no-show gives its credit back when the clinic's setting says
 * a no-show does not use a session; marked attended afterwards, the credit is used again. Nothing for a
 * booking not paid from a package.
 */
export async function settleAttendance(
  tx: Tx,
  a: { bookingId: string; attendance: "attended" | "no_show"; noShowUsesSession: boolean; at: Date },
): Promise<void> {
  if (a.attendance === "no_show" && !a.noShowUsesSession) {
    await returnCredit(tx, a.bookingId, a.at);
    return;
  }
  const credit = await creditOfBooking(tx, a.bookingId);
  if (a.attendance === "attended" && credit && credit.net >= 0 && credit.lastReason === "returned")
    await addCredit(tx, {
      purchaseId: credit.purchaseId,
      change: -1,
      reason: "used",
      bookingId: a.bookingId,
      at: a.at,
    });
}
