import type { ManageView } from "@clinic/contract/booking";
import { endLiveBooking } from "../../db/admin-slots-repository";
import { type BookingRow, cancelPaidBooking, findBookingWithSlot } from "../../db/booking-repository";
import { setSlotStatus } from "../../db/slot-repository";
import { type Tx, transaction } from "../../db/transaction";
import { DomainError } from "../domain-error";
import { type OwedRefund, owe, refundOwed } from "../refund-service";
import { afterWrite, type BookingDeps, clock, paymentsOf } from "./booking-deps";
import { bookingChangedMessage } from "./confirm-payment";
import type { AfterCommit } from "./events/booking-event";
import { recordBookingEvent, runAfterCommit } from "./events/record-booking-event";
import { nextInviteSequence } from "./invite-sequence";
import { assertPatientMayChange, type ManageDeps, manageView, withManageToken } from "./manage-access";

/**
 * Cancellations. A cancelled paid booking is refunded in full (decision 0024, for the clinic's
 * cancellations too, decision 0029): the refund is owed in the transaction and made after its
 * commit, once (decision 0061). The event `cancelled` (decision 0120) brings the credit note, the
 * emails withdrawing the invitation (METHOD:CANCEL, same UID, a higher SEQUENCE, decision 0072), the
 * WhatsApp message and, after the commit, the slot's calendar event.
 */

/** The patient cancels with their manage link, until the cut-off; the slot opens again. */
export async function cancelByPatient(
  deps: ManageDeps,
  bookingId: string,
  token: string,
  reason?: string,
): Promise<ManageView> {
  let owed: OwedRefund | undefined;
  const after: AfterCommit[] = [];
  // Resolved before the transaction: it may read settings through another connection.
  const payments = await paymentsOf(deps);
  const view = await afterWrite(
    deps,
    transaction(deps.db, async (tx) => {
      const { booking, slot, kind } = await withManageToken(tx, bookingId, token);
      assertPatientMayChange(deps, booking, slot, "not_cancellable");
      const cancelled = await cancelPaidBooking(tx, booking.id);
      if (!cancelled) throw new DomainError("booking_changed", bookingChangedMessage);
      await setSlotStatus(tx, slot.id, "BOOKED", "OPEN");
      owed = await owe(tx, booking);
      const at = clock(deps);
      const inviteSequence = await nextInviteSequence(tx, booking, at);
      const event = {
        type: "cancelled",
        at,
        booking,
        slot,
        by: "patient",
        inviteSequence,
        reason: reason ?? "",
      } as const;
      await recordBookingEvent(tx, deps, event, after);
      return manageView(deps, cancelled, slot, kind);
    }),
  );
  // After the commit: the refund, then the subscribers' steps (the slot's calendar event is an open
  // slot again, without the patient; decision 0057).
  if (owed) await refundOwed(deps, payments, owed);
  await runAfterCommit(deps, after);
  return view;
}

/**
 * The clinic ends a live booking inside the caller's transaction (an admin's cancel, or a booked
 * slot reopened): PENDING or PAID → CANCELLED, an email to the patient of a paid one. The refund is
 * only owed here: the caller makes it with `refundOwed` after its commit, then runs `after`. The
 * caller frees the slot.
 */
export async function cancelByClinic(
  tx: Tx,
  deps: BookingDeps,
  bookingId: string,
  why: string,
  after: AfterCommit[],
): Promise<{ booking: BookingRow; owed: OwedRefund | undefined }> {
  const found = await findBookingWithSlot(tx, bookingId);
  if (!found) throw new DomainError("not_found", "No such booking.");
  const { booking, slot } = found;
  if (!(await endLiveBooking(tx, booking.id, "CANCELLED")))
    throw new DomainError("booking_changed", bookingChangedMessage);
  const owed = await owe(tx, booking);
  const at = new Date();
  const inviteSequence = booking.status === "PAID" ? await nextInviteSequence(tx, booking, at) : 0;
  await recordBookingEvent(
    tx,
    deps,
    { type: "cancelled", at, booking, slot, by: "clinic", inviteSequence, reason: why },
    after,
  );
  return { booking, owed };
}
