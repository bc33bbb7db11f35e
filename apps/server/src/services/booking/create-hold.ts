import { randomUUID } from "node:crypto";
import { type CreatedBooking, slotUnavailableMessage } from "@clinic/contract/booking";
import { nameIn } from "@clinic/contract/locales";
import { holdSlotForBooking } from "../../db/hold-repository";
import { insertPackageOrder } from "../../db/package-order-repository";
import { captchaReusedRefusal, checkCaptcha, refuseFailedCaptcha } from "../captcha-service";
import { DomainError } from "../domain-error";
import { type Outcome, type Replayable, runIdempotent, storedOutcome } from "../idempotency-service";
import { packageForHold } from "../packages/online-packages";
import { recordWhatsAppOptIn } from "../whatsapp/record-opt-in";
import { recordConsents, refuseConsentToOtherNotice } from "./booking-consent";
import { afterWrite, type BookingDeps, clock, paymentsOf } from "./booking-deps";
import { createHoldOrder, type Ordering, orderInProgress, unorderedPrefix } from "./hold-order";
import {
  clientKeyOf,
  createdBookingData,
  heldBooking,
  type NewBookingCall,
  newBookingRequest,
  readBookingTerms,
  sharedHoldMessage,
} from "./new-booking";

/**
 * Step 2 of the wizard: a patient holds a slot for `holdMinutes` while they pay. In one transaction
 * and, for the hold itself, one statement: the robot check's solution spent, the slot held, the
 * PENDING booking inserted and the outcome stored under the key (decisions 0071, 0074).
 *
 * The payment order: a local provider (dummy) makes it inside; a remote one (Razorpay) after the
 * commit, outside any transaction with the provider's own timeout, so a slow or dead provider never
 * holds a database connection (decision 0040; hold-order.ts).
 *
 * Beyond the cap on kept holds the hold is shared: the slot stays OPEN and the first to pay gets it
 * (decision 0092), so no number of bot holds can keep a patient from booking.
 */
export async function createHold(
  deps: BookingDeps,
  call: NewBookingCall,
): Promise<Replayable<CreatedBooking>> {
  const request = newBookingRequest(call);
  let order: Ordering | undefined;
  // Resolved before the transaction: it may read settings through another connection.
  const payments = await paymentsOf(deps);
  // Checked before the transaction too (CPU, or a provider's siteverify call), spent inside it.
  const verdict = await checkCaptcha(deps.captcha, call.input.captcha);
  const first = await afterWrite(
    deps,
    runIdempotent<CreatedBooking>(
      deps.db,
      request,
      async (tx) => {
        const now = clock(deps);
        const input = call.input;
        // Every refusal below comes before the first write, except losing the race for the slot,
        // which leaves the captcha spent (the wizard asks for a new one after any failure). So no
        // savepoint is needed (decision 0071).
        refuseConsentToOtherNotice(deps, input);
        refuseFailedCaptcha(verdict);
        const clientKey = clientKeyOf(call.clientAddress, deps);
        const terms = await readBookingTerms(deps, tx, { input, clientKey, now, limitHolds: true });
        // A package bought with this booking (issue 35): refused before any write; the hold costs its price.
        const pkg = input.packageId ? await packageForHold(tx, input.packageId, terms.kind.id) : undefined;
        const id = randomUUID();
        const orderId = payments.local
          ? (
              await payments.createOrder({
                amount: pkg?.amountInPaisa ?? terms.kind.amountInPaisa,
                currency: terms.price.currency,
                receipt: id,
              })
            ).orderId
          : `${unorderedPrefix}${id}`;
        const booking = heldBooking(deps, {
          id,
          input,
          terms,
          payments,
          orderId,
          clientKey,
          clinicPayment: null,
          ...(pkg ? { packagePrice: pkg.amountInPaisa } : {}),
          now,
        });
        const data = createdBookingData(
          payments,
          booking,
          "PENDING",
          { ...terms.slot, user: input.user },
          pkg && nameIn(pkg, input.locale),
        );
        // The outcome is known before the hold is written, so the hold's statement stores it.
        const outcome: Outcome<CreatedBooking> = !payments.local
          ? orderInProgress
          : terms.shared
            ? { success: true, data, message: sharedHoldMessage }
            : { success: true, data };
        const held = await holdSlotForBooking(tx, {
          slot: { id: input.slotId, startAt: terms.slot.startAt, endAt: terms.slot.endAt },
          now,
          captcha: verdict,
          booking,
          shared: terms.shared,
          answer: { operation: request.operation, key: request.key, ...storedOutcome(request, outcome) },
        });
        if (held.captchaReused) throw captchaReusedRefusal();
        if (!held.slot) throw new DomainError("slot_unavailable", slotUnavailableMessage);
        // The package its payment buys: the purchase is made with the payment (decision 0134).
        if (pkg) await insertPackageOrder(tx, { bookingId: id, packageId: pkg.id });
        // The patient's consents, with the booking they belong to (decision 0100).
        await recordConsents(deps, tx, {
          bookingId: id,
          input,
          video: terms.kind.mode === "video",
          now,
          clientAddress: call.clientAddress,
        });
        // The WhatsApp box, when ticked (decision 0103).
        await recordWhatsAppOptIn(deps, tx, { bookingId: id, input, now });
        if (!payments.local)
          order = {
            payments,
            bookingId: id,
            placeholder: orderId,
            amount: booking.amount,
            currency: booking.currency,
            data,
            shared: terms.shared,
          };
        return { ...outcome, stored: true };
      },
      { refusesBeforeWriting: true },
    ),
  );
  if (!order) return first;
  return afterWrite(deps, createHoldOrder(deps, request, order));
}
