import type { ManageView } from "@clinic/contract/booking";
import { endLiveBooking } from "../../db/admin-slots-repository";
import { type BookingRow, cancelPaidBooking, findBookingWithSlot } from "../../db/booking-repository";
import { type SlotRow, setSlotStatus } from "../../db/slot-repository";
import { type Tx, transaction } from "../../db/transaction";
import { nextInviteSequence } from "../booking-email-service";
import { releaseSlotEvent } from "../calendar-sync-service";
import { DomainError } from "../domain-error";
import { cancelledPaymentLine } from "../payment-wording";
import { issueCreditNote } from "../receipts/issue-receipt";
import { type OwedRefund, owe, refundOwed } from "../refund-service";
import { queueWhatsAppCancellation } from "../whatsapp/whatsapp-notices";
import { afterWrite, type BookingDeps, clinicMoment, clock, paymentsOf } from "./booking-deps";
import { queueBookingNotice } from "./booking-notices";
import { bookingInvite } from "./booking-views";
import { bookingChangedMessage } from "./confirm-payment";
import { assertPatientMayChange, type ManageDeps, manageView, withManageToken } from "./manage-access";

/**
 * Cancellations. A cancelled paid booking is refunded in full (decision 0024, for the clinic's
 * cancellations too, decision 0029): the refund is owed in the transaction and made after its
 * commit, once (decision 0061). The invitation is withdrawn: METHOD:CANCEL, same UID, a higher
 * SEQUENCE (decision 0072).
 */

/** The patient cancels with their manage link, until the cut-off; the slot opens again. */
export async function cancelByPatient(
  deps: ManageDeps,
  bookingId: string,
  token: string,
  reason?: string,
): Promise<ManageView> {
  let freed: SlotRow | undefined;
  let owed: OwedRefund | undefined;
  // Resolved before the transaction: it may read settings through another connection.
  const payments = await paymentsOf(deps);
  const view = await afterWrite(
    deps,
    transaction(deps.db, async (tx) => {
      const { booking, slot } = await withManageToken(tx, bookingId, token);
      assertPatientMayChange(deps, booking, slot, "not_cancellable");
      const cancelled = await cancelPaidBooking(tx, booking.id);
      if (!cancelled) throw new DomainError("booking_changed", bookingChangedMessage);
      await setSlotStatus(tx, slot.id, "BOOKED", "OPEN");
      owed = await owe(tx, booking);
      // The refund's credit note against the receipt's number (decision 0105).
      await issueCreditNote(tx, booking.id, deps.settings.clinicTimezone, clock(deps));
      await queueBookingNotice(tx, deps, cancelled, {
        kind: "booking-cancelled",
        subject: "Consultation cancelled",
        text: `Your consultation of ${clinicMoment(deps, slot.startAt)} (reference ${cancelled.reference}) is cancelled.${reason ? `\nReason given: ${reason}` : ""}\nThe attached cancellation removes it from your calendar.`,
        ics: bookingInvite(
          deps,
          cancelled,
          slot,
          await nextInviteSequence(tx, booking, clock(deps)),
          "CANCEL",
        ),
        copyClinic: true,
      });
      await queueWhatsAppCancellation(tx, deps, cancelled, slot);
      freed = slot;
      return manageView(deps, cancelled, slot);
    }),
  );
  // After the commit: the refund, then the slot's event is an open slot again, without the
  // patient (decision 0057).
  if (owed) await refundOwed(deps, payments, owed);
  if (freed) await releaseSlotEvent(deps.calendarSync, freed, "reopen");
  return view;
}

/**
 * The clinic ends a live booking inside the caller's transaction (an admin's cancel, or a booked
 * slot reopened): PENDING or PAID → CANCELLED, an email to the patient of a paid one. The refund is
 * only owed here: the caller makes it with `refundOwed` after its commit. The caller frees the slot.
 */
export async function cancelByClinic(
  tx: Tx,
  deps: BookingDeps,
  bookingId: string,
  why: string,
): Promise<{ booking: BookingRow; owed: OwedRefund | undefined }> {
  const found = await findBookingWithSlot(tx, bookingId);
  if (!found) throw new DomainError("not_found", "No such booking.");
  const { booking, slot } = found;
  if (!(await endLiveBooking(tx, booking.id, "CANCELLED")))
    throw new DomainError("booking_changed", bookingChangedMessage);
  const owed = await owe(tx, booking);
  if (booking.status === "PAID") {
    await issueCreditNote(tx, booking.id, deps.settings.clinicTimezone, new Date());
    await queueWhatsAppCancellation(tx, deps, booking, slot);
    await queueBookingNotice(tx, deps, booking, {
      kind: "booking-cancelled",
      subject: "Consultation cancelled",
      text: [
        `Dear ${booking.customerName},`,
        "",
        `The clinic has cancelled your consultation of ${clinicMoment(deps, slot.startAt)} (${deps.settings.clinicTimezone}), reference ${booking.reference}. ${why}`,
        cancelledPaymentLine(booking),
        "Please book another time on our website, or reply to this email.",
        "The attached cancellation removes the consultation from your calendar.",
      ].join("\n"),
      ics: bookingInvite(deps, booking, slot, await nextInviteSequence(tx, booking, new Date()), "CANCEL"),
      copyClinic: false,
    });
  }
  return { booking, owed };
}
