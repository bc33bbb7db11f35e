import type { CreatedBooking } from "@clinic/contract/booking";
import { attachOrderId, releaseUnorderedHold } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { releaseUnorderedHolds } from "../../db/hold-repository";
import { forgetKey, saveKey } from "../../db/idempotency-repository";
import { transaction } from "../../db/transaction";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { DomainError } from "../domain-error";
import {
  type KeyRequest,
  keyInProgressMessage,
  type Outcome,
  type RefusedOutcome,
  type Replayable,
  storedOutcome,
} from "../idempotency-service";
import type { BookingDeps } from "./booking-deps";
import { createBookingOperation, sharedHoldMessage } from "./new-booking";

/**
 * A remote provider's payment order for a public hold, made after the hold's commit and outside
 * any transaction (decision 0040); and the release of holds whose order never came (decision 0075).
 */

/** A public hold's order id until the provider's order is attached. */
export const unorderedPrefix = "order_pending_";

/**
 * A hold still without its order this long after it was made was orphaned: the provider's call
 * times out after 10 s, so only a stopped server leaves one (decision 0075).
 */
export const unorderedHoldMinutes = 2;

/** Stored under the key while the provider's order is being made; replaced by the real outcome. */
export const orderInProgress: RefusedOutcome = {
  success: false,
  code: "request_in_progress",
  message: keyInProgressMessage,
};

export const paymentUnavailableMessage =
  "The payment service is not answering right now, so this time was not booked and nothing was charged. Please try again in a few minutes.";

const paymentUnavailable = () => new DomainError("service_unavailable", paymentUnavailableMessage);

export type Ordering = {
  payments: PaymentProvider;
  bookingId: string;
  placeholder: string;
  amount: number;
  currency: string;
  data: CreatedBooking;
  /** A shared hold (decision 0092): its answer says so. */
  shared?: boolean;
};

/**
 * Asks the provider for the hold's order. If it cannot be made, the hold is released at once, the
 * key freed (the same request may be tried again) and the patient told that nothing was booked or
 * charged (`service_unavailable`, thrown: not stored under the key).
 */
export async function createHoldOrder(
  deps: BookingDeps,
  request: KeyRequest,
  o: Ordering,
): Promise<Replayable<CreatedBooking>> {
  let orderId: string;
  try {
    ({ orderId } = await o.payments.createOrder({
      amount: o.amount,
      currency: o.currency,
      receipt: o.bookingId,
    }));
  } catch {
    await transaction(deps.db, async (tx) => {
      await releaseUnorderedHold(tx, o.bookingId, o.placeholder);
      await forgetKey(tx, request.operation, request.key);
    });
    throw paymentUnavailable();
  }
  const outcome: Outcome<CreatedBooking> = {
    success: true,
    data: { ...o.data, orderId },
    ...(o.shared ? { message: sharedHoldMessage } : {}),
  };
  const attached = await transaction(deps.db, async (tx) => {
    if (!(await attachOrderId(tx, o.bookingId, o.placeholder, orderId))) return false;
    await saveKey(tx, request.operation, request.key, storedOutcome(request, outcome), {
      bookingId: o.bookingId,
    });
    return true;
  });
  // The hold was released as orphaned meanwhile (releaseOrphanedHolds): nothing is booked; the
  // key is left to whatever a retry stored under it since.
  if (!attached) throw paymentUnavailable();
  return { outcome, replayed: false };
}

/** Booking job: releases the holds a stopped server left without their order (decision 0075). */
export function releaseOrphanedHolds(db: Database, now = new Date()): Promise<number> {
  return releaseUnorderedHolds(db, {
    before: new Date(now.getTime() - unorderedHoldMinutes * 60_000),
    placeholderPrefix: unorderedPrefix,
    operation: createBookingOperation,
    markerMessage: orderInProgress.message,
  });
}
