import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { composeServices } from "../src/compose/clinic-services";
import { listBookingEvents } from "../src/db/booking-event-repository";
import type { DatabaseHandle } from "../src/db/client";
import { cancelByPatient } from "../src/services/booking/cancel-booking";
import type { BookingEventSubscriber } from "../src/services/booking/events/booking-event";
import { moveBooking } from "../src/services/booking/move-booking";
import {
  bookingApp,
  bookingBody,
  makeSlots,
  manageTokenOf,
  postJson,
  slotIdsOf,
  solvedCaptcha,
  testSecret,
} from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const options = { appSecret: testSecret, clinicEmail: "clinic@example.com" };

/** A paid booking through the public API (hold, then the dummy provider's verify). */
async function paidBooking() {
  const { app } = bookingApp(handle.db, options);
  const slots = await makeSlots(handle.db, 3);
  const ids = await slotIdsOf(app, slots[0]?.dateKey ?? "");
  const created = (await (
    await postJson(app, "/api/public/bookings", bookingBody(ids[0] as string, await solvedCaptcha(app)))
  ).json()) as { data: { bookingId: string; orderId: string } };
  const { bookingId, orderId } = created.data;
  const verified = await postJson(app, `/api/public/bookings/${bookingId}/payments/verify`, {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: orderId,
    razorpay_signature: "dummy_signature",
  });
  expect(verified.status).toBe(200);
  const token = await manageTokenOf(handle.db, bookingId);
  return { app, bookingId, token, ids };
}

/** The booking module's deps with one more subscriber at the end of the list. */
function depsWith(extra: BookingEventSubscriber) {
  const deps = composeServices(handle.db, options).booking;
  return {
    ...deps,
    bookingEvents: { ...deps.bookingEvents, subscribers: [...deps.bookingEvents.subscribers, extra] },
  };
}

const count = async (sql: string, bookingId: string) =>
  Number((await handle.pool.query(sql, [bookingId])).rows[0].n);

describe("booking events (decision 0120)", () => {
  it("a paid booking records paid then confirmed, once each, with ids and times only", async () => {
    const { bookingId } = await paidBooking();
    const events = await listBookingEvents(handle.db, bookingId);
    expect(events.map((e) => e.type)).toEqual(["paid", "confirmed"]);
    expect(events[0]?.payload).toMatchObject({ paymentId: "pay_dummy_test" });
    const booking = (
      await handle.pool.query(
        "select customer_name, customer_email, customer_phone from bookings where id = $1",
        [bookingId],
      )
    ).rows[0];
    const stored = JSON.stringify(events.map((e) => e.payload));
    for (const detail of [booking.customer_name, booking.customer_email, booking.customer_phone])
      expect(stored).not.toContain(detail);
    // What the subscribers did for them: one receipt, one confirmation email (and the clinic's copy).
    expect(await count("select count(*) n from receipts where booking_id = $1", bookingId)).toBe(1);
    expect(
      await count(
        "select count(*) n from email_outbox where booking_id = $1 and kind = 'booking-confirmation'",
        bookingId,
      ),
    ).toBe(1);
  });

  it("a move and a cancellation each record their event once, and their messages follow", async () => {
    const { app, bookingId, token, ids } = await paidBooking();
    const moved = await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: ids[1],
    });
    expect(moved.status).toBe(200);
    const cancelled = await postJson(app, `/api/public/bookings/${bookingId}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    const events = await listBookingEvents(handle.db, bookingId);
    expect(events.map((e) => e.type)).toEqual(["paid", "confirmed", "moved", "cancelled"]);
    expect(events[2]?.payload).toMatchObject({ toSlotId: ids[1], by: "patient" });
    expect(events[3]?.payload).toMatchObject({ slotId: ids[1], by: "patient", statusBefore: "PAID" });
    const kinds = (
      await handle.pool.query("select kind from email_outbox where booking_id = $1 order by kind", [
        bookingId,
      ])
    ).rows.map((r) => r.kind.split(":")[0]);
    expect(kinds).toEqual([
      "booking-cancelled",
      "booking-confirmation",
      "booking-rescheduled",
      "clinic-booking-cancelled",
      "clinic-booking-rescheduled",
      "clinic-new-booking",
    ]);
    expect(
      await count(
        "select count(*) n from receipts where booking_id = $1 and kind = 'credit_note'",
        bookingId,
      ),
    ).toBe(1);
  });

  it("subscribers hear each event inside its transaction, and their after-commit steps run after it", async () => {
    const { bookingId, token, ids } = await paidBooking();
    const heard: Array<{ type: string; statusInTx: string; eventsInTx: number; committedOutside: number }> =
      [];
    const afterCommit: Array<{ type: string; statusOutside: string }> = [];
    const listener: BookingEventSubscriber = {
      name: "listener",
      async inTransaction(tx, event) {
        const id = event.type === "refunded" ? event.bookingId : event.booking.id;
        const inside = await tx.execute<{ status: string; n: string }>(
          sql`select status, (select count(*) from booking_events where booking_id = ${id}) n from bookings where id = ${id}`,
        );
        heard.push({
          type: event.type,
          statusInTx: inside.rows[0]?.status ?? "",
          eventsInTx: Number(inside.rows[0]?.n),
          // Another connection does not see the event before the commit.
          committedOutside: await count("select count(*) n from booking_events where booking_id = $1", id),
        });
        return async () => {
          const row = (await handle.pool.query("select status from bookings where id = $1", [id])).rows[0];
          afterCommit.push({ type: event.type, statusOutside: row.status });
        };
      },
    };
    const deps = depsWith(listener);
    await moveBooking(deps, {
      bookingId,
      toSlotId: ids[1] as string,
      actor: { kind: "patient", token, deps },
      closedDays: "refuse",
    });
    await cancelByPatient(deps, bookingId, token);
    expect(heard).toEqual([
      { type: "moved", statusInTx: "PAID", eventsInTx: 3, committedOutside: 2 },
      { type: "cancelled", statusInTx: "CANCELLED", eventsInTx: 4, committedOutside: 3 },
    ]);
    expect(afterCommit).toEqual([
      { type: "moved", statusOutside: "PAID" },
      { type: "cancelled", statusOutside: "CANCELLED" },
    ]);
  });

  it("a subscriber failing in the transaction rolls the cancellation back: no event, no email, no credit note", async () => {
    const { bookingId, token } = await paidBooking();
    let stepsRun = 0;
    const failing: BookingEventSubscriber = {
      name: "failing",
      async inTransaction() {
        throw new Error("the subscriber's write failed");
      },
    };
    const counting: BookingEventSubscriber = {
      name: "counting",
      async inTransaction() {
        return async () => void stepsRun++;
      },
    };
    const base = depsWith(counting);
    const deps = {
      ...base,
      bookingEvents: { ...base.bookingEvents, subscribers: [...base.bookingEvents.subscribers, failing] },
    };
    await expect(cancelByPatient(deps, bookingId, token)).rejects.toThrow("the subscriber's write failed");
    const status = (await handle.pool.query("select status from bookings where id = $1", [bookingId]))
      .rows[0];
    expect(status.status).toBe("PAID");
    expect((await listBookingEvents(handle.db, bookingId)).map((e) => e.type)).toEqual(["paid", "confirmed"]);
    expect(
      await count(
        "select count(*) n from email_outbox where booking_id = $1 and kind like '%cancelled%'",
        bookingId,
      ),
    ).toBe(0);
    expect(
      await count(
        "select count(*) n from receipts where booking_id = $1 and kind = 'credit_note'",
        bookingId,
      ),
    ).toBe(0);
    // The earlier subscribers' after-commit steps never run for a transaction that rolled back.
    expect(stepsRun).toBe(0);
    // The same cancellation with the usual subscribers goes through, once.
    await cancelByPatient(composeServices(handle.db, options).booking, bookingId, token);
    expect((await listBookingEvents(handle.db, bookingId)).map((e) => e.type)).toEqual([
      "paid",
      "confirmed",
      "cancelled",
    ]);
  });
});
