import { formatDateTime } from "@clinic/contract/format";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { deleteFinishedWhatsApp } from "../src/db/whatsapp-repository";
import { whatsappSubscriber } from "../src/services/booking/events/whatsapp-subscriber";
import { sendDueReminders } from "../src/services/measurements/measurement-reminders";
import { refundOwed } from "../src/services/refund-service";
import { whatsappCareReminderChannel } from "../src/services/whatsapp/whatsapp-notices";
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

/* The WhatsApp messages of a booking's life (issue 21; decision 0103): queued beside the emails. */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const clinic = "Lymph Care Physiotherapy";

async function paid(optIn: boolean) {
  const { app } = bookingApp(handle.db, {
    publicUrl: "https://clinic.example",
    organizer: { name: clinic, email: "care@clinic.example" },
  });
  const slots = await makeSlots(handle.db, 3);
  const ids = await slotIdsOf(app, slots[0]?.dateKey ?? "");
  const created = await postJson(
    app,
    "/api/public/bookings",
    bookingBody(ids[0] as string, await solvedCaptcha(app), { whatsappOptIn: optIn }),
  );
  const { data } = (await created.json()) as { data: { bookingId: string; orderId: string } };
  await postJson(app, `/api/public/bookings/${data.bookingId}/payments/verify`, {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: data.orderId,
    razorpay_signature: "dummy_signature",
  });
  return { app, bookingId: data.bookingId, otherSlot: ids[1] as string };
}

const rows = async (bookingId: string) =>
  (
    await handle.db.execute<{ kind: string; template: string; params: string[]; not_after: unknown }>(
      sql`select kind, template, params, not_after from whatsapp_outbox where booking_id = ${bookingId} order by created_at`,
    )
  ).rows;

describe("WhatsApp messages beside the emails", () => {
  it("a move queues the reschedule with the new time; a cancellation queues its notice", async () => {
    const { app, bookingId, otherSlot } = await paid(true);
    const token = await manageTokenOf(handle.db, bookingId);
    const moved = await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: otherSlot,
    });
    expect(moved.status).toBe(200);
    const target = (
      await handle.db.execute<{ start_at: Date }>(sql`select start_at from slots where id = ${otherSlot}`)
    ).rows[0]?.start_at as Date;
    const when = formatDateTime(new Date(target), "Asia/Kolkata");
    const reschedule = (await rows(bookingId)).find((r) => r.kind.startsWith("reschedule:"));
    expect(reschedule).toMatchObject({
      template: "booking_rescheduled",
      params: [clinic, when, "IST", "{meeting-link}", "{manage-link}"],
    });
    expect(reschedule?.not_after).toBeTruthy();
    const cancelled = await postJson(app, `/api/public/bookings/${bookingId}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    const cancellation = (await rows(bookingId)).find((r) => r.kind === "cancellation");
    expect(cancellation?.template).toBe("booking_cancelled");
    expect(cancellation?.params[0]).toBe(clinic);
    expect(cancellation?.params[1]).toBe(when);
    // The emails went as before.
    const emails = await handle.db.execute<{ kind: string }>(
      sql`select kind from email_outbox where booking_id = ${bookingId} and kind not like 'clinic-%'`,
    );
    expect(emails.rows.map((r) => r.kind.split(":")[0]).sort()).toEqual([
      "booking-cancelled",
      "booking-confirmation",
      "booking-rescheduled",
    ]);
  });

  it("a refund made queues its notice with the amount", async () => {
    const { bookingId } = await paid(true);
    const refunds: string[] = [];
    const provider = {
      name: "razorpay" as const,
      refund: async (paymentId: string) => void refunds.push(paymentId),
    } as unknown as NonNullable<Parameters<typeof refundOwed>[1]>;
    const owed = { paymentId: "pay_refund_1", bookingId, amount: 150_000 };
    const outcome = await refundOwed(
      {
        db: handle.db,
        payments: provider,
        bookingEvents: {
          subscribers: [
            whatsappSubscriber({ settings: { clinicTimezone: "Asia/Kolkata", organizer: { name: clinic } } }),
          ],
        },
      },
      provider,
      owed,
      "retry",
    );
    expect(outcome).toBe("refunded");
    expect(refunds).toEqual(["pay_refund_1"]);
    const refund = (await rows(bookingId)).find((r) => r.kind === "refund:pay_refund_1");
    expect(refund?.template).toBe("refund_issued");
    expect(refund?.params[0]).toMatch(/^₹\s?1,500(\.00)?$/);
    expect(refund?.params[1]).toBe(clinic);
  });

  it("a WhatsApp failure never blocks the booking: the payment confirms and the email is queued", async () => {
    await handle.db.execute(sql`alter table whatsapp_outbox rename to whatsapp_outbox_away`);
    try {
      const { bookingId } = await paid(true);
      const booking = await handle.db.execute<{ status: string }>(
        sql`select status from bookings where id = ${bookingId}`,
      );
      expect(booking.rows[0]?.status).toBe("PAID");
      const emails = await handle.db.execute(
        sql`select kind from email_outbox where booking_id = ${bookingId} and kind = 'booking-confirmation'`,
      );
      expect(emails.rows).toHaveLength(1);
    } finally {
      await handle.db.execute(sql`alter table whatsapp_outbox_away rename to whatsapp_outbox`);
    }
  });
});

describe("the tracker's reminders on WhatsApp", () => {
  async function dueForRemeasure(bookingId: string) {
    const patient = (
      await handle.db.execute<{ patient_id: string }>(
        sql`select patient_id from bookings where id = ${bookingId}`,
      )
    ).rows[0]?.patient_id as string;
    expect(patient).toBeTruthy();
    await handle.db.execute(sql`
      insert into measurement_sessions (id, patient_id, taken_on, limb, spacing_cm, affected_cm, notes, created_by)
      values (gen_random_uuid()::text, ${patient}, '2026-09-01', 'left_arm', 4, '{31.5,33,35}', 'Stage II',
        'doctor@clinic.example')`);
  }
  const channel = () =>
    whatsappCareReminderChannel({ clinicName: () => clinic, publicUrl: "https://clinic.example/" });

  it("goes to the opted-in number with the email's words and no health values; never without the opt-in", async () => {
    const optedIn = await paid(true);
    await dueForRemeasure(optedIn.bookingId);
    expect(await sendDueReminders(handle.db, "2026-11-27", [channel()])).toBe(1);
    const [reminder] = (await rows(optedIn.bookingId)).filter((r) => r.kind.startsWith("measurement-"));
    expect(reminder).toMatchObject({
      kind: "measurement-remeasure:2026-11-24",
      template: "care_reminder",
      params: [expect.any(String), clinic, "It is time to re-measure.", "https://clinic.example/book"],
      not_after: null,
    });
    expect(JSON.stringify(reminder)).not.toMatch(/31\.5|Stage II|left/);

    await resetDatabase(handle);
    const notOptedIn = await paid(false);
    await dueForRemeasure(notOptedIn.bookingId);
    expect(await sendDueReminders(handle.db, "2026-11-27", [channel()])).toBe(1);
    expect(await rows(notOptedIn.bookingId)).toEqual([]);
  });

  it("is written in the language of the patient's latest booking: its words and its link (issue 33)", async () => {
    const { bookingId } = await paid(true);
    await handle.db.execute(sql`update bookings set locale = 'kn' where id = ${bookingId}`);
    await dueForRemeasure(bookingId);
    const { emailChannel } = await import("../src/services/measurements/measurement-reminders");
    expect(
      await sendDueReminders(handle.db, "2026-11-27", [channel(), emailChannel("https://clinic.example/")]),
    ).toBe(1);
    const [reminder] = (await rows(bookingId)).filter((r) => r.kind.startsWith("measurement-"));
    expect(reminder?.params).toEqual([
      expect.any(String),
      clinic,
      "ಮತ್ತೆ ಅಳತೆ ಮಾಡುವ ಸಮಯ ಬಂದಿದೆ.",
      "https://clinic.example/kn/book",
    ]);
    const email = await handle.db.execute<{ subject: string; text_body: string }>(
      sql`select subject, text_body from email_outbox where kind like 'measurement-remeasure:%'`,
    );
    expect(email.rows[0]?.subject).toBe("ಮತ್ತೆ ಅಳತೆ ಮಾಡುವ ಸಮಯ");
    expect(email.rows[0]?.text_body).toContain("ಮುಂದಿನ ಭೇಟಿಯನ್ನು ಬುಕ್ ಮಾಡಲು: https://clinic.example/kn/book");
    expect(email.rows[0]?.text_body).not.toMatch(/Hello|time to|\{/);
  });
});

describe("finished WhatsApp messages after OUTBOX_KEEP_DAYS", () => {
  it("deletes sent and failed ones older than the setting; keeps newer ones, unsent ones and a coming consultation's reminder", async () => {
    const { bookingId } = await paid(true);
    const insert = (kind: string, status: string, daysAgo: number) =>
      handle.db.execute(sql`
        insert into whatsapp_outbox (id, kind, booking_id, to_phone, template, params, status, sent_at)
        values (gen_random_uuid()::text, ${kind}, ${bookingId}, '+919876543210', 'appointment_reminder', '[]'::jsonb,
          ${status}, now() - make_interval(days => ${daysAgo}))`);
    await handle.db.execute(
      sql`update whatsapp_outbox set status = 'read', sent_at = now() - interval '20 days' where booking_id = ${bookingId}`,
    );
    await insert("reminder-24h", "delivered", 20); // the consultation is still to come: kept
    await insert("cancellation", "failed", 20);
    await insert("reschedule:x", "sent", 3); // newer than 14 days: kept
    await insert("refund:y", "queued", 20); // not finished: kept
    expect(await deleteFinishedWhatsApp(handle.db, 14, new Date())).toBe(2);
    expect((await rows(bookingId)).map((r) => r.kind).sort()).toEqual([
      "refund:y",
      "reminder-24h",
      "reschedule:x",
    ]);
  });
});
