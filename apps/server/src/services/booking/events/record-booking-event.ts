import { randomUUID } from "node:crypto";
import { insertBookingEvent } from "../../../db/booking-event-repository";
import type { Tx } from "../../../db/transaction";
import {
  type AfterCommit,
  type BookingEvent,
  type BookingEventSubscriber,
  bookingIdOf,
  storedPayload,
} from "./booking-event";

/** Who hears a booking's events: the list bookingSubscribers() builds (decision 0120). */
export type BookingEventsDeps = {
  bookingEvents: { subscribers: readonly BookingEventSubscriber[] };
  log?: { warn(event: Record<string, unknown>, message: string): void };
};

/**
 * Records the event in the caller's transaction (a deletion is not kept: its booking's history goes
 * with the booking) and hands it to each subscriber in turn, in that transaction. A subscriber's
 * failure throws: the transaction, event and business write with it, rolls back. The subscribers'
 * after-commit steps go to `after`, for the caller to run with `runAfterCommit` once the transaction
 * committed (never when it rolled back).
 */
export async function recordBookingEvent(
  tx: Tx,
  deps: BookingEventsDeps,
  event: BookingEvent,
  after?: AfterCommit[],
): Promise<void> {
  if (event.type !== "deleted")
    await insertBookingEvent(tx, {
      id: randomUUID(),
      bookingId: bookingIdOf(event),
      type: event.type,
      occurredAt: event.at,
      payload: storedPayload(event),
    });
  for (const subscriber of deps.bookingEvents.subscribers) {
    const step = await subscriber.inTransaction(tx, event);
    if (!step) continue;
    if (!after)
      throw new Error(
        `${subscriber.name} left work after the commit of a ${event.type} event with no one to run it`,
      );
    after.push(step);
  }
}

/** After the commit, in order: a step that fails is reported (ids and reason only) and the next goes on. */
export async function runAfterCommit(
  deps: Pick<BookingEventsDeps, "log">,
  steps: AfterCommit[],
): Promise<void> {
  for (const step of steps.splice(0)) {
    try {
      await step();
    } catch (error) {
      deps.log?.warn(
        { reason: (error as Error).message.slice(0, 300) },
        "a booking event's follow-up failed after its commit",
      );
    }
  }
}
