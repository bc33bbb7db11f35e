import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailMessage, EmailSender } from "../src/integrations/email/email-sender";
import { deliverDueEmails, queueDueReminders } from "../src/services/booking-email-service";
import { createSecretBox } from "../src/services/secret-box";
import {
  bookingApp,
  bookingBody,
  makeSlots,
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

async function paidBooking() {
  const { app } = bookingApp(handle.db, {
    clinicEmail: "clinic@example.com",
    publicUrl: "https://clinic.example",
  });
  const [slot] = await makeSlots(handle.db, 1);
  const [slotId] = await slotIdsOf(app, slot?.dateKey ?? "");
  const created = (await (
    await postJson(app, "/api/public/bookings", bookingBody(slotId as string, await solvedCaptcha(app)))
  ).json()) as { data: { bookingId: string; orderId: string } };
  const verify = {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: created.data.orderId,
    razorpay_signature: "dummy_signature",
  };
  const paid = await postJson(app, `/api/public/bookings/${created.data.bookingId}/payments/verify`, verify, {
    "idempotency-key": randomUUID(),
  });
  expect(paid.status).toBe(200);
  return {
    app,
    bookingId: created.data.bookingId,
    confirmation: ((await paid.json()) as { data: Record<string, unknown> }).data,
  };
}

describe("confirmation emails through the outbox", () => {
  it("queues the patient's confirmation (invite + manage link) and the clinic's notice with the payment", async () => {
    const { bookingId, confirmation } = await paidBooking();
    expect(confirmation.userCalendar).toBe("emailed");
    const sent: EmailMessage[] = [];
    const sender: EmailSender = { send: async (m) => void sent.push(m) };
    expect(await deliverDueEmails(handle.db, sender)).toEqual({ sent: 2, failed: 0 });
    const patient = sent.find((m) => m.to === "asha@example.com");
    expect(patient?.text).toContain(`https://clinic.example/manage/${bookingId}#token=`);
    expect(patient?.text).toContain(String(confirmation.meetingLink));
    expect(patient?.attachments?.[0]?.filename).toBe("consultation.ics");
    // The emailed invitation names the patient as attendee (the public download does not).
    const ics = String(patient?.attachments?.[0]?.content).replace(/\r\n[ \t]/g, "");
    expect(ics).toMatch(/^ATTENDEE;.*CN="Asha Rao":mailto:asha@example\.com\r?$/m);
    expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(sent.find((m) => m.to === "clinic@example.com")?.subject).toMatch(/^New consultation booked/);
    // Each is sent once.
    expect(await deliverDueEmails(handle.db, sender, new Date(Date.now() + 3_600_000))).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it("retries with backoff after a failing mail server, without touching the booking", async () => {
    await paidBooking();
    const failing: EmailSender = {
      send: async () => {
        throw new Error("SMTP 421 try later");
      },
    };
    expect(await deliverDueEmails(handle.db, failing)).toEqual({ sent: 0, failed: 2 });
    const { rows } = await handle.pool.query(
      "select status, attempts, last_error, next_attempt_at from email_outbox",
    );
    expect(
      rows.every((r) => r.status === "pending" && r.attempts === 1 && r.last_error === "SMTP 421 try later"),
    ).toBe(true);
    expect(rows.every((r) => new Date(r.next_attempt_at).getTime() > Date.now() + 20_000)).toBe(true);
    // Not due yet.
    const sent: EmailMessage[] = [];
    const working: EmailSender = { send: async (m) => void sent.push(m) };
    expect(await deliverDueEmails(handle.db, working)).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueEmails(handle.db, working, new Date(Date.now() + 60_000))).toEqual({
      sent: 2,
      failed: 0,
    });
    const paid = await handle.pool.query("select status from bookings");
    expect(paid.rows[0].status).toBe("PAID");
  });

  it("queues reminders 24 h and 1 h before, each once", async () => {
    await paidBooking();
    const { rows } = await handle.pool.query(
      "select s.start_at from slots s join bookings b on b.slot_id = s.id",
    );
    const start = new Date(rows[0].start_at).getTime();
    const settings = {
      reminderHours: [24, 1],
      publicUrl: "https://clinic.example",
      clinicTimezone: "Asia/Kolkata",
    };
    expect(await queueDueReminders(handle.db, settings, new Date(start - 30 * 3_600_000))).toBe(0);
    expect(await queueDueReminders(handle.db, settings, new Date(start - 23 * 3_600_000))).toBe(1);
    expect(await queueDueReminders(handle.db, settings, new Date(start - 22 * 3_600_000))).toBe(0);
    expect(await queueDueReminders(handle.db, settings, new Date(start - 30 * 60_000))).toBe(1);
    const kinds = await handle.pool.query(
      "select kind, subject, text_body from email_outbox where kind like 'reminder-%' order by kind",
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(["reminder-1h", "reminder-24h"]);
    expect(kinds.rows[0].text_body).toContain("https://meet.jit.si/");
    expect(kinds.rows[0].subject).toMatch(/^Reminder: your consultation at \d{1,2}:\d{2} (AM|PM) on /);
  });

  describe("the reminders' manage link (decision 0066)", () => {
    const settings = (box = createSecretBox(testSecret)) => ({
      reminderHours: [24, 1],
      publicUrl: "https://clinic.example",
      clinicTimezone: "Asia/Kolkata",
      box,
    });
    async function startOf(bookingId: string) {
      const { rows } = await handle.pool.query(
        "select s.start_at from slots s join bookings b on b.slot_id = s.id where b.id = $1",
        [bookingId],
      );
      return new Date(rows[0].start_at).getTime();
    }
    async function textOf(kind: string) {
      const { rows } = await handle.pool.query("select text_body from email_outbox where kind = $1", [kind]);
      return rows.map((r) => r.text_body as string);
    }
    const tokenIn = (text: string | undefined) => /#token=([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1];

    it("each reminder carries the manage link of the confirmation email, and that link works", async () => {
      const { app, bookingId } = await paidBooking();
      const [confirmation] = await textOf("booking-confirmation");
      const token = tokenIn(confirmation) as string;
      expect(token).toBeTruthy();
      // Only sealed in the database: neither the token nor its hash's input is readable there.
      const stored = await handle.pool.query(
        "select manage_token_sealed, manage_token_hash from bookings where id = $1",
        [bookingId],
      );
      expect(stored.rows[0].manage_token_sealed).toMatch(/^v1\./);
      expect(stored.rows[0].manage_token_sealed).not.toContain(token);
      const start = await startOf(bookingId);
      expect(await queueDueReminders(handle.db, settings(), new Date(start - 23 * 3_600_000))).toBe(1);
      expect(await queueDueReminders(handle.db, settings(), new Date(start - 30 * 60_000))).toBe(1);
      for (const kind of ["reminder-24h", "reminder-1h"]) {
        const [text] = await textOf(kind);
        expect(text).toContain(
          `To reschedule or cancel: https://clinic.example/manage/${bookingId}#token=${token}`,
        );
        expect(text).toContain("Join: https://meet.jit.si/");
      }
      const view = await postJson(app, `/api/public/bookings/${bookingId}/manage`, { token });
      expect(view.status).toBe(200);
    });

    it("a booking paid before the sealed copy existed gets its reminder without the manage link", async () => {
      const { bookingId } = await paidBooking();
      await handle.pool.query("update bookings set manage_token_sealed = null where id = $1", [bookingId]);
      const start = await startOf(bookingId);
      expect(await queueDueReminders(handle.db, settings(), new Date(start - 23 * 3_600_000))).toBe(1);
      const [text] = await textOf("reminder-24h");
      expect(text).toContain("To reschedule or cancel, use the link in your confirmation email.");
      expect(text).not.toContain("#token=");
    });

    it("with another APP_SECRET the sealed token does not open: the reminder still goes, without the link", async () => {
      const { bookingId } = await paidBooking();
      const start = await startOf(bookingId);
      const other = settings(createSecretBox("another-app-secret-0123456789-xyz"));
      expect(await queueDueReminders(handle.db, other, new Date(start - 23 * 3_600_000))).toBe(1);
      const [text] = await textOf("reminder-24h");
      expect(text).not.toContain("#token=");
      expect(text).toContain("use the link in your confirmation email");
    });
  });
});
