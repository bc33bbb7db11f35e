import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailMessage } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import {
  bookingApp,
  bookingBody,
  makeSlots,
  manageTokenOf,
  postJson,
  slotIdsOf,
  solvedCaptcha,
} from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

type Json = { data: Record<string, unknown>; message?: string };

async function setUp() {
  const { app } = bookingApp(handle.db, { clinicEmail: "clinic@example.com" });
  const slots = await makeSlots(handle.db, 3);
  const ids = await slotIdsOf(app, slots[0]?.dateKey ?? "");
  const created = (await (
    await postJson(app, "/api/public/bookings", bookingBody(ids[0] as string, await solvedCaptcha(app)))
  ).json()) as { data: { bookingId: string; orderId: string } };
  const { bookingId, orderId } = created.data;
  await postJson(app, `/api/public/bookings/${bookingId}/payments/verify`, {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: orderId,
    razorpay_signature: "dummy_signature",
  });
  const token = await manageTokenOf(handle.db, bookingId);
  return { app, bookingId, token, ids, slots };
}

const statusOf = async (slotId: string) =>
  (await handle.pool.query("select status from slots where id = $1", [slotId])).rows[0].status;

describe("patient self-service", () => {
  it("shows the booking to the holder of the token and refuses a forged one with 403", async () => {
    const { app, bookingId, token } = await setUp();
    const view = await postJson(app, `/api/public/bookings/${bookingId}/manage`, { token });
    expect(view.status).toBe(200);
    expect(((await view.json()) as Json).data).toMatchObject({ canChange: true, paymentStatus: "PAID" });
    // Change the first character: it carries 6 whole bits (the last one of base64url may not).
    const forgedToken = `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;
    const forged = await postJson(app, `/api/public/bookings/${bookingId}/manage`, { token: forgedToken });
    expect(forged.status).toBe(403);
    const other = await postJson(app, `/api/public/bookings/${randomUUID()}/cancel`, { token });
    expect(other.status).toBe(403);
  });

  it("reschedules to another OPEN slot: the old slot opens, the new one is booked, both told", async () => {
    const { app, bookingId, token, ids } = await setUp();
    const res = await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: ids[1],
    });
    expect(res.status).toBe(200);
    expect(await statusOf(ids[0] as string)).toBe("OPEN");
    expect(await statusOf(ids[1] as string)).toBe("BOOKED");
    const taken = await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: ids[1],
    });
    expect(taken.status).toBe(200); // the same slot again: nothing changes
    const { rows } = await handle.pool.query(
      "select to_address from email_outbox where kind like '%booking-rescheduled%'",
    );
    expect(rows.map((r) => r.to_address).sort()).toEqual(["asha@example.com", "clinic@example.com"]);
  });

  it("a reschedule emails the patient the moved invitation: same UID, a higher SEQUENCE, the new time", async () => {
    const { app, bookingId, token, ids, slots } = await setUp();
    const res = await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: ids[1],
    });
    expect(res.status).toBe(200);
    // No calendar configured: the invitation travels by email.
    expect(((await res.json()) as Json).data.userCalendar).toBe("emailed");
    const { rows } = await handle.pool.query(
      "select to_address, ics_attachment from email_outbox where kind like '%booking-rescheduled%'",
    );
    const patient = rows.find((r) => r.to_address === "asha@example.com");
    const calendar = new ICAL.Component(ICAL.parse(patient?.ics_attachment as string));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(event.uid).toBe(`${bookingId}@clinic-booking`);
    expect(event.sequence).toBeGreaterThan(0);
    expect(event.startDate.toJSDate().toISOString()).toBe(slots[1]?.startAt);
    // The clinic's copy needs no invitation.
    expect(rows.find((r) => r.to_address === "clinic@example.com")?.ics_attachment).toBeNull();
  });

  it("cancels: the booking is CANCELLED and the slot OPEN again", async () => {
    const { app, bookingId, token, ids } = await setUp();
    const res = await postJson(app, `/api/public/bookings/${bookingId}/cancel`, {
      token,
      reason: "Feeling better",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data.paymentStatus).toBe("CANCELLED");
    expect(await statusOf(ids[0] as string)).toBe("OPEN");
    const again = await postJson(app, `/api/public/bookings/${bookingId}/cancel`, { token });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe("not_cancellable");
    const move = await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: ids[1],
    });
    expect(move.status).toBe(409);
    expect(((await move.json()) as { code: string }).code).toBe("not_reschedulable");
  });

  it("a cancellation emails the patient a METHOD:CANCEL .ics: the confirmation's UID, STATUS:CANCELLED, a higher SEQUENCE", async () => {
    const { app, bookingId, token, ids } = await setUp();
    const invite = async (kindLike: string) => {
      const { rows } = await handle.pool.query(
        "select ics_attachment from email_outbox where booking_id = $1 and kind like $2 and to_address = 'asha@example.com'",
        [bookingId, kindLike],
      );
      expect(rows).toHaveLength(1);
      const calendar = new ICAL.Component(ICAL.parse(rows[0].ics_attachment as string));
      const vevent = calendar.getFirstSubcomponent("vevent") as ICAL.Component;
      return {
        method: calendar.getFirstPropertyValue("method"),
        status: vevent.getFirstPropertyValue("status"),
        event: new ICAL.Event(vevent),
      };
    };
    // Moved, then cancelled straight away (the same second): each invitation still goes higher.
    const moved = await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: ids[1],
    });
    expect(moved.status).toBe(200);
    const cancelled = await postJson(app, `/api/public/bookings/${bookingId}/cancel`, { token });
    expect(cancelled.status).toBe(200);

    const confirmation = await invite("booking-confirmation");
    const rescheduled = await invite("booking-rescheduled:%");
    const cancellation = await invite("booking-cancelled");
    expect(confirmation.method).toBe("REQUEST");
    expect(cancellation.method).toBe("CANCEL");
    expect(cancellation.status).toBe("CANCELLED");
    expect(cancellation.event.uid).toBe(`${bookingId}@clinic-booking`);
    expect(cancellation.event.uid).toBe(confirmation.event.uid);
    expect(confirmation.event.sequence).toBe(0);
    expect(rescheduled.event.sequence).toBeGreaterThan(confirmation.event.sequence);
    expect(cancellation.event.sequence).toBeGreaterThan(rescheduled.event.sequence);
    // The clinic's notice needs no calendar file.
    const { rows } = await handle.pool.query(
      "select ics_attachment from email_outbox where kind = 'clinic-booking-cancelled'",
    );
    expect(rows.map((r) => r.ics_attachment)).toEqual([null]);
    // Delivered as an iTIP cancellation (the attachment's content type names the method).
    const sent: EmailMessage[] = [];
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
    const attachment = sent.find((m) => m.subject === "Consultation cancelled" && m.attachments)
      ?.attachments?.[0];
    expect(attachment?.contentType).toBe("text/calendar; method=CANCEL");
    expect(
      sent.find((m) => m.subject === "Consultation rescheduled" && m.attachments)?.attachments?.[0]
        ?.contentType,
    ).toBe("text/calendar; method=REQUEST");
  });

  it("refuses changes past the cut-off with 409 and a message to contact the clinic", async () => {
    const { bookingId, token, slots, ids } = await setUp();
    const late = bookingApp(handle.db, {
      now: () => new Date(Date.parse(slots[0]?.startAt ?? "") - 3_600_000),
    }).app;
    const res = await postJson(late, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: ids[2],
    });
    expect(res.status).toBe(409);
    const refused = (await res.json()) as Json & { code: string };
    expect(refused.code).toBe("change_window_closed");
    expect(refused.message).toMatch(/24 hours before the consultation\. Please contact the clinic/);
    const cancel = await postJson(late, `/api/public/bookings/${bookingId}/cancel`, { token });
    expect(cancel.status).toBe(409);
    expect(((await cancel.json()) as { code: string }).code).toBe("change_window_closed");
  });
});
