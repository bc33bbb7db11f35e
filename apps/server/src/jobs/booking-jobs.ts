import type { Database } from "../db/client";
import { deleteFinishedEmails } from "../db/email-outbox-repository";
import { pruneRecordAccess } from "../db/record-access-repository";
import type { EmailSender } from "../integrations/email/email-sender";
import { type OutboxFiles, outboxKeptSince } from "../integrations/outbox-folder";
import type { Logger } from "../logger";
import type { BookingDeps } from "../services/booking/booking-deps";
import { completePendingConfirmations } from "../services/booking/confirm-payment";
import { expireHolds, pruneCaptchaUses } from "../services/booking/hold-expiry";
import { releaseOrphanedHolds } from "../services/booking/hold-order";
import { deliverDueEmails } from "../services/booking-email-service";
import { queueDueReminders } from "../services/booking-reminder-emails";
import { pruneIdempotencyKeys } from "../services/idempotency-service";
import { runRetention } from "../services/patient-rights/retention";
import { retryOwedRefunds } from "../services/refund-service";
import type { ReviewNoticeDeps } from "../services/reviews/review-digest";
import { runReviewJob } from "../services/reviews/review-job";

/** How many ticks make a day (at least one). */
const retentionEveryTicks = (intervalMs: number) => Math.max(1, Math.round(86_400_000 / intervalMs));

/**
 * Database-backed booking jobs, safe on several servers: expired holds are released by
 * conditional updates over rows locked with SKIP LOCKED, so each is released once; the email
 * outbox is delivered with leases, retries and backoff. Paid bookings whose confirmation is still
 * pending and refunds still owed are claimed with leases too, so each is handled by one server.
 * The daily retention run takes an advisory lock per batch and locks its rows (SKIP LOCKED).
 */
export function startBookingJobs(
  db: Database,
  log: Logger,
  sender: EmailSender,
  reminders: {
    reminderHours: number[];
    publicUrl: string;
    clinicTimezone: string;
    /** Sent (and given-up) emails are deleted this many days after (OUTBOX_KEEP_DAYS, decision 0093). */
    outboxKeepDays: number;
    /**
     * The outbox folders in use: the email folder's files are deleted after the same days, and erasure
     * by retention deletes a record's files (decision 0116).
     */
    outboxFiles?: OutboxFiles;
    /** Re-reads the clinic's live zone before each run (decision 0064). */
    refreshZone?: () => Promise<unknown>;
    /** Held reviews and the digest of pending reviews (decision 0115), every 30 s. */
    reviews?: ReviewNoticeDeps;
  },
  intervalMs = 5_000,
  /** Paid bookings' pending confirmations and owed refunds (decisions 0060, 0061). */
  followUps?: BookingDeps,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let sending: Promise<void> | undefined;
  let ticks = 0;
  const tick = async () => {
    try {
      await reminders.refreshZone?.();
      const released = await expireHolds(db);
      if (released > 0) log.info({ released }, "expired holds released");
      if (ticks % 6 === 0) {
        const orphaned = await releaseOrphanedHolds(db);
        if (orphaned > 0) log.info({ orphaned }, "holds left without a payment order released");
      }
      if (followUps && ticks % 6 === 0) {
        const confirmed = await completePendingConfirmations(followUps);
        if (confirmed > 0) log.info({ confirmed }, "pending confirmations completed");
        await retryOwedRefunds(followUps);
      }
      if (reminders.reviews && ticks % 6 === 0) {
        const { released } = await runReviewJob(reminders.reviews);
        if (released > 0) log.info({ released }, "held reviews moved to pending");
      }
      if (ticks % 12 === 0) {
        const { reminderHours, clinicTimezone } = reminders;
        await queueDueReminders(db, { reminderHours, clinicTimezone });
      }
      // Daily (and at start): intake data, notes and whole records past their retention (decision 0102).
      if (ticks % retentionEveryTicks(intervalMs) === 0) {
        const files = reminders.outboxFiles ? { outbox: reminders.outboxFiles, log } : undefined;
        const retention = await runRetention(db, new Date(), undefined, files);
        if (retention.records > 0)
          log.info({ records: retention.records }, "retention: expired records erased");
      }
      if (ticks++ % 720 === 0) {
        await pruneIdempotencyKeys(db);
        await pruneCaptchaUses(db);
        const now = new Date();
        await pruneRecordAccess(db, now);
        const deleted = await deleteFinishedEmails(db, reminders.outboxKeepDays, now);
        if (deleted > 0) log.info({ deleted }, "sent emails older than OUTBOX_KEEP_DAYS deleted");
        const files = await reminders.outboxFiles?.email?.pruneWrittenBefore(
          outboxKeptSince(now, reminders.outboxKeepDays),
        );
        if (files) log.info({ files }, "outbox email files older than OUTBOX_KEEP_DAYS deleted");
      }
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, "booking job failed; will retry");
    }
  };
  // Emails go out in their own loop: a slow or hanging mail server never delays hold expiry.
  const send = async () => {
    try {
      // The box opens each booking's sealed manage token for the email's link (decisions 0066, 0093).
      const links = { box: followUps?.secretBox, publicUrl: reminders.publicUrl };
      const emails = await deliverDueEmails(db, sender, new Date(), links);
      if (emails.failed > 0)
        log.warn(
          { failed: emails.failed, sent: emails.sent, deferred: emails.deferred },
          "some emails failed; will retry",
        );
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, "email job failed; will retry");
    }
  };
  const timer = setInterval(() => {
    if (!running) running = tick().finally(() => (running = undefined));
    if (!sending) sending = send().finally(() => (sending = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([running, sending]);
    },
  };
}
