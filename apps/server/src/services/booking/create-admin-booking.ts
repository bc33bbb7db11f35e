import { randomBytes, randomUUID } from "node:crypto";
import { notCharged } from "@clinic/contract/admin-payment";
import {
  adminBookingCreatedMessage,
  type BookingStatus,
  type CreatedBooking,
  slotUnavailableMessage,
} from "@clinic/contract/booking";
import { findBooking } from "../../db/booking-repository";
import { holdSlotForBooking } from "../../db/hold-repository";
import type { Tx } from "../../db/transaction";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { DomainError } from "../domain-error";
import { type Replayable, runIdempotent } from "../idempotency-service";
import { purchaseForSessions, useCredit } from "../packages/package-credits";
import { recordWhatsAppOptIn } from "../whatsapp/record-opt-in";
import { recordConsents, refuseConsentToOtherNotice } from "./booking-consent";
import { afterWrite, type BookingDeps, clock, paymentsOf } from "./booking-deps";
import { completeConfirmation, confirmPaid } from "./confirm-payment";
import { recordBookingEvent } from "./events/record-booking-event";
import {
  clientKeyOf,
  createdBookingData,
  heldBooking,
  type NewBookingCall,
  newBookingRequest,
  readBookingTerms,
} from "./new-booking";

/**
 * A booking the clinic makes for a patient who phoned (admin.md §5): no robot check, no limit on
 * unpaid holds, no online payment; held and confirmed (PAID) in one transaction, under the same key
 * namespace as public holds. It records how the clinic took payment: not at all (also when the call
 * does not say), or collected at the clinic with its method and amount (decision 0094), and, with
 * `consentByPhone`, the patient's consents as the admin took them (decision 0100), or that the
 * session is paid from the patient's package (one credit, issue 35). The route has checked the admin session. The meeting link, calendar
 * event and confirmation email follow the commit when they need a remote provider (decision 0060).
 */
export async function createAdminBooking(
  deps: BookingDeps,
  call: NewBookingCall,
): Promise<Replayable<CreatedBooking>> {
  const request = newBookingRequest(call);
  let toComplete: string | undefined;
  // Resolved before the transaction: it may read settings through another connection.
  const payments = await paymentsOf(deps);
  const first = await afterWrite(
    deps,
    runIdempotent<CreatedBooking>(
      deps.db,
      request,
      async (tx) => {
        const made = await bookForPatient(deps, tx, call, payments, clock(deps));
        toComplete = made.toComplete;
        // Kept with the booking it is about: erasing it replaces the answer (decision 0116).
        return {
          success: true,
          data: made.data,
          message: adminBookingCreatedMessage,
          subject: { bookingId: made.data.bookingId },
        };
      },
      { refusesBeforeWriting: true },
    ),
  );
  // After the commit: the meeting link, the calendar event and the confirmation email (decision 0060).
  if (toComplete) await completeConfirmation(deps, toComplete);
  return first;
}

/**
 * One admin booking inside the caller's transaction (a phoned booking, or one session of a series):
 * every refusal comes before its first write. `toComplete` is the booking whose meeting link, calendar
 * event and confirmation follow the commit (`completeConfirmation`).
 */
export async function bookForPatient(
  deps: BookingDeps,
  tx: Tx,
  call: Pick<NewBookingCall, "input" | "clientAddress" | "takenBy"> & {
    /**
     * The patient books it from their package on the manage page: the kind's online rules (bookable
     * online, minimum notice, how far ahead) hold as for their own booking.
     */
    byPatient?: boolean;
  },
  payments: PaymentProvider,
  now: Date,
): Promise<{ data: CreatedBooking; toComplete?: string }> {
  const input = call.input;
  refuseConsentToOtherNotice(deps, input);
  const clientKey = clientKeyOf(call.clientAddress, deps);
  const terms = await readBookingTerms(deps, tx, {
    input,
    clientKey,
    now,
    limitHolds: false,
    online: call.byPatient === true,
  });
  // A session paid from a package (issue 35): checked, and its purchase locked, before any write.
  const fromPackage =
    input.payment?.kind === "package"
      ? await purchaseForSessions(tx, {
          purchaseId: input.payment.purchaseId,
          kindId: terms.kind.id,
          dateKeys: [terms.slot.dateKey],
        })
      : undefined;
  const id = randomUUID();
  const booking = heldBooking(deps, {
    id,
    input,
    terms,
    payments,
    orderId: `order_admin_${randomBytes(12).toString("hex")}`,
    clientKey,
    clinicPayment: input.payment ?? notCharged,
    now,
  });
  const held = await holdSlotForBooking(tx, {
    slot: { id: input.slotId, startAt: terms.slot.startAt, endAt: terms.slot.endAt },
    now,
    captcha: undefined,
    booking,
  });
  if (!held.slot) throw new DomainError("slot_unavailable", slotUnavailableMessage);
  // Consent taken by phone, with the admin who took it (decision 0100); none when not said.
  await recordConsents(deps, tx, {
    bookingId: id,
    input,
    video: terms.kind.mode === "video",
    now,
    takenBy: call.takenBy,
  });
  // Before the confirmation is queued, so it goes on WhatsApp too (decision 0103).
  await recordWhatsAppOptIn(deps, tx, { bookingId: id, input, now, takenBy: call.takenBy });
  if (fromPackage) await useCredit(tx, fromPackage, id, now);
  const pending = await findBooking(tx, id);
  if (!pending) throw new Error("the admin booking just inserted is missing");
  await recordBookingEvent(tx, deps, { type: "admin_booked", at: now, booking: pending, slot: held.slot });
  const paid = await confirmPaid(deps, tx, pending, held.slot, `admin_${id}`, now);
  const data = createdBookingData(payments, booking, paid.status as BookingStatus, {
    ...terms.slot,
    user: input.user,
  });
  return paid.userCalendar === "pending" ? { data, toComplete: paid.id } : { data };
}
