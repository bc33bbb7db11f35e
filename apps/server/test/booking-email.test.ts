import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { deleteFinishedEmails } from "../src/db/email-outbox-repository";
import type { EmailMessage, EmailSender } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import { queueDueReminders } from "../src/services/booking-reminder-emails";
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
    const links = { box: createSecretBox(testSecret), publicUrl: "https://clinic.example" };
    expect(await deliverDueEmails(handle.db, sender, new Date(), links)).toEqual({
      sent: 2,
      failed: 0,
      deferred: 0,
    });
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
      deferred: 0,
    });
  });

  it("retries with backoff after a failing mail server, without touching the booking", async () => {
    await paidBooking();
    const failing: EmailSender = {
      send: async () => {
        throw new Error("SMTP 421 try later");
      },
    };
    expect(await deliverDueEmails(handle.db, failing)).toEqual({ sent: 0, failed: 2, deferred: 0 });
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
    expect(await deliverDueEmails(handle.db, working)).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(await deliverDueEmails(handle.db, working, new Date(Date.now() + 60_000))).toEqual({
      sent: 2,
      failed: 0,
      deferred: 0,
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
    expect(kinds.rows[0].subject).toMatch(
      /^Reminder: your consultation on \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/,
    );
  });

  it("writes the reminder in the language chosen for the booking (issue 33)", async () => {
    const { bookingId } = await paidBooking();
    // The patient chose Hindi on the manage page.
    await handle.pool.query("update bookings set locale = 'hi' where id = $1", [bookingId]);
    const { rows } = await handle.pool.query(
      "select s.start_at from slots s join bookings b on b.slot_id = s.id",
    );
    const start = new Date(rows[0].start_at).getTime();
    const settings = { reminderHours: [24], clinicTimezone: "Asia/Kolkata" };
    expect(await queueDueReminders(handle.db, settings, new Date(start - 23 * 3_600_000))).toBe(1);
    const reminder = (
      await handle.pool.query("select subject, text_body from email_outbox where kind = 'reminder-24h'")
    ).rows[0];
    expect(reminder.subject).toMatch(/^याद दिलाना: आपका परामर्श (रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि), \d{1,2} /);
    expect(reminder.text_body).toContain("प्रिय Asha Rao,");
    expect(reminder.text_body).toContain("समय बदलने या रद्द करने के लिए: {manage-link}");
    expect(reminder.text_body).not.toMatch(/Dear|reminder|Reference/);
  });

  describe("the manage link, rendered at send time (decisions 0066, 0093)", () => {
    const settings = { reminderHours: [24, 1], clinicTimezone: "Asia/Kolkata" };
    const links = (box = createSecretBox(testSecret)) => ({ box, publicUrl: "https://clinic.example" });
    async function startOf(bookingId: string) {
      const { rows } = await handle.pool.query(
        "select s.start_at from slots s join bookings b on b.slot_id = s.id where b.id = $1",
        [bookingId],
      );
      return new Date(rows[0].start_at).getTime();
    }
    /** Sends what is due (at `at`) and answers the texts sent, by kind. */
    async function send(at: Date, box?: ReturnType<typeof createSecretBox>) {
      const sent: EmailMessage[] = [];
      await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) }, at, links(box));
      return (kind: string) => sent.find((m) => m.kind === kind)?.text;
    }
    const tokenIn = (text: string | undefined) => /#token=([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1];
    const storedTokens = async () =>
      (await handle.pool.query("select id from email_outbox where text_body like '%#token=%'")).rows;

    it("the confirmation and each reminder carry the working link; the outbox table never holds it", async () => {
      const { app, bookingId } = await paidBooking();
      expect(await storedTokens()).toEqual([]);
      const confirmation = (await send(new Date()))("booking-confirmation");
      const token = tokenIn(confirmation) as string;
      expect(confirmation).toContain(
        `To reschedule or cancel: https://clinic.example/manage/${bookingId}#token=${token}`,
      );
      // The intake form is reached through the same link (issue 20): an invitation, no question in it.
      expect(confirmation).toContain(
        `Before the consultation, please answer a few questions about your health (photos optional): https://clinic.example/manage/${bookingId}#token=${token}`,
      );
      // Only sealed in the database: neither the token nor its hash's input is readable there.
      const stored = await handle.pool.query(
        "select manage_token_sealed, manage_token_hash from bookings where id = $1",
        [bookingId],
      );
      expect(stored.rows[0].manage_token_sealed).toMatch(/^v1\./);
      expect(stored.rows[0].manage_token_sealed).not.toContain(token);
      const start = await startOf(bookingId);
      expect(await queueDueReminders(handle.db, settings, new Date(start - 23 * 3_600_000))).toBe(1);
      expect(await queueDueReminders(handle.db, settings, new Date(start - 30 * 60_000))).toBe(1);
      expect(await storedTokens()).toEqual([]);
      const textOf = await send(new Date(start - 30 * 60_000));
      for (const kind of ["reminder-24h", "reminder-1h"]) {
        expect(textOf(kind)).toContain(
          `To reschedule or cancel: https://clinic.example/manage/${bookingId}#token=${token}`,
        );
        expect(textOf(kind)).toContain("Join: https://meet.jit.si/");
      }
      expect(await storedTokens()).toEqual([]);
      const view = await postJson(app, `/api/public/bookings/${bookingId}/manage`, { token });
      expect(view.status).toBe(200);
    });

    it("a booking paid before the sealed copy existed gets its reminder without the manage link", async () => {
      const { bookingId } = await paidBooking();
      await send(new Date());
      await handle.pool.query("update bookings set manage_token_sealed = null where id = $1", [bookingId]);
      const start = await startOf(bookingId);
      expect(await queueDueReminders(handle.db, settings, new Date(start - 23 * 3_600_000))).toBe(1);
      const text = (await send(new Date(start - 23 * 3_600_000)))("reminder-24h");
      expect(text).toContain("To reschedule or cancel, use the link in your confirmation email.");
      expect(text).not.toContain("#token=");
    });

    it("with another APP_SECRET the sealed token does not open: the email still goes, without the link", async () => {
      await paidBooking();
      const text = (await send(new Date(), createSecretBox("another-app-secret-0123456789-xyz")))(
        "booking-confirmation",
      );
      expect(text).not.toContain("#token=");
      expect(text).not.toContain("{manage-link}");
      expect(text).toContain("use the link in your confirmation email or contact the clinic");
      expect(text).toContain(
        "please answer a few questions about your health from the link to manage your booking.",
      );
    });

    it("an email queued before the change, with its link in the text, is sent as it is", async () => {
      const { bookingId } = await paidBooking();
      await handle.pool.query("delete from email_outbox");
      const old = `Dear Asha,\nTo reschedule or cancel: https://clinic.example/manage/${bookingId}#token=OldToken_123`;
      await handle.pool.query(
        // Due a second ago: the job compares with a millisecond clock, PostgreSQL's now() has microseconds.
        "insert into email_outbox (id, kind, booking_id, to_address, subject, text_body, next_attempt_at) values ($1, 'booking-confirmation', $2, 'asha@example.com', 'Consultation confirmed', $3, now() - interval '1 second')",
        [randomUUID(), bookingId, old],
      );
      expect((await send(new Date()))("booking-confirmation")).toBe(old);
    });

    it("migration 0011 takes the links out of stored emails; an unsent one gets it back from the sealed token", async () => {
      const { bookingId } = await paidBooking();
      const confirmation = (await send(new Date()))("booking-confirmation");
      const token = tokenIn(confirmation) as string;
      await handle.pool.query("delete from email_outbox");
      const withLink = (t: string) =>
        `Dear Asha,\nTo reschedule or cancel: http://localhost:3000/manage/${bookingId}#token=${t}\nBye`;
      const insert = (kind: string, status: string, text: string, booking: string | null = bookingId) =>
        handle.pool.query(
          "insert into email_outbox (id, kind, booking_id, to_address, subject, text_body, status, next_attempt_at) values ($1, $2, $3, 'asha@example.com', 's', $4, $5, now() - interval '1 second')",
          [randomUUID(), kind, booking, text, status],
        );
      await insert("booking-confirmation", "pending", withLink(token));
      await insert("reminder-24h", "sent", withLink(token));
      await insert("reminder-1h", "failed", withLink(token));
      const sql = readFileSync(
        new URL("../src/db/migrations/0011_outbox_without_manage_tokens.sql", import.meta.url),
        "utf8",
      );
      for (const statement of sql.split("--> statement-breakpoint")) await handle.pool.query(statement);
      expect(await storedTokens()).toEqual([]);
      const { rows } = await handle.pool.query("select text_body from email_outbox");
      for (const r of rows)
        expect(r.text_body).toBe("Dear Asha,\nTo reschedule or cancel: {manage-link}\nBye");
      expect((await send(new Date()))("booking-confirmation")).toContain(
        `https://clinic.example/manage/${bookingId}#token=${token}`,
      );
    });
  });

  describe("sent emails are deleted after OUTBOX_KEEP_DAYS (decision 0093)", () => {
    it("deletes sent and given-up emails older than the days kept, keeps the rest and reminders still ahead", async () => {
      const { bookingId } = await paidBooking();
      await handle.pool.query("delete from email_outbox");
      const day = 86_400_000;
      const now = new Date();
      const insert = async (
        kind: string,
        status: string,
        sentDaysAgo: number | null,
        booking: string | null,
      ) => {
        const id = randomUUID();
        await handle.pool.query(
          "insert into email_outbox (id, kind, booking_id, to_address, subject, text_body, status, sent_at, next_attempt_at) values ($1, $2, $3, 'a@example.com', 's', 't', $4, $5, $6)",
          [
            id,
            kind,
            booking,
            status,
            sentDaysAgo === null ? null : new Date(now.getTime() - sentDaysAgo * day),
            new Date(now.getTime() - (sentDaysAgo ?? 0) * day),
          ],
        );
        return id;
      };
      const oldSent = await insert("booking-confirmation", "sent", 15, bookingId);
      const oldReview = await insert("review_new", "sent", 30, null);
      const oldFailed = await insert("clinic-new-booking", "failed", 20, bookingId);
      const recent = await insert("late-payment-refund", "sent", 13, bookingId);
      const pending = await insert("reminder-1h", "pending", 40, bookingId);
      // The consultation is still ahead: deleting its reminder would make the job queue it again.
      const reminderAhead = await insert("reminder-24h", "sent", 20, bookingId);
      expect(await deleteFinishedEmails(handle.db, 14, now)).toBe(3);
      const { rows } = await handle.pool.query("select id from email_outbox");
      expect(rows.map((r) => r.id).sort()).toEqual([recent, pending, reminderAhead].sort());
      expect([oldSent, oldReview, oldFailed].some((id) => rows.some((r) => r.id === id))).toBe(false);
      // Once the consultation is over, its reminder goes too.
      expect(await deleteFinishedEmails(handle.db, 14, new Date(now.getTime() + 30 * day))).toBe(2);
    });
  });
});
