import type { Logger } from "../logger";
import type { BookingDeps } from "../services/booking/booking-deps";
import { completePendingConfirmations } from "../services/booking/confirm-payment";
import { expireHolds } from "../services/booking/hold-expiry";
import { releaseOrphanedHolds } from "../services/booking/hold-order";
import { queueDueReminders } from "../services/booking-reminder-emails";
import { issueWaitingReceiptsNow } from "../services/receipts/waiting-receipts";
import { retryOwedRefunds } from "../services/refund-service";
import type { JobDefinition } from "./job-runner";

/**
 * The booking's background work (decisions 0022, 0060, 0061, 0075), each on its own queue: a refund
 * provider that keeps failing delays only the refunds, never hold expiry or the reminders. Every one is
 * safe on several servers (rows claimed with SKIP LOCKED or leases), as before the queue.
 */
export function bookingJobs(o: {
  deps: BookingDeps;
  log: Logger;
  reminderHours: number[];
  /** The clinic's live zone (decision 0064), re-read first: a change saved on another server counts. */
  freshZone: () => Promise<string>;
}): JobDefinition[] {
  const { deps, log } = o;
  const { db } = deps;
  return [
    {
      name: "holds.expire",
      everySeconds: 5,
      pollSeconds: 1,
      retryLimit: 3,
      retryDelaySeconds: 2,
      expireInSeconds: 60,
      async run() {
        const released = await expireHolds(db);
        if (released > 0) log.info({ released }, "expired holds released");
      },
    },
    {
      name: "holds.release-orphaned",
      everySeconds: 30,
      retryLimit: 3,
      retryDelaySeconds: 10,
      expireInSeconds: 120,
      async run() {
        const orphaned = await releaseOrphanedHolds(db);
        if (orphaned > 0) log.info({ orphaned }, "holds left without a payment order released");
      },
    },
    {
      name: "bookings.complete-confirmations",
      everySeconds: 30,
      retryLimit: 3,
      retryDelaySeconds: 15,
      expireInSeconds: 300,
      async run() {
        const confirmed = await completePendingConfirmations(deps);
        if (confirmed > 0) log.info({ confirmed }, "pending confirmations completed");
      },
    },
    {
      name: "refunds.retry-owed",
      everySeconds: 60,
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 300,
      async run() {
        const made = await retryOwedRefunds(deps);
        if (made > 0) log.info({ made }, "owed refunds made");
      },
    },
    {
      // At start and every few minutes: receipts left waiting for the seller's details while a
      // payment raced the save of Settings → Receipts (the save itself issues the others; decision 0125).
      name: "receipts.issue-waiting",
      everySeconds: 5 * 60,
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 300,
      async run() {
        const issued = await issueWaitingReceiptsNow(db, await o.freshZone());
        if (issued > 0) log.info({ issued }, "receipts waiting for the clinic's details issued");
      },
    },
    {
      name: "reminders.email",
      everySeconds: 60,
      retryLimit: 3,
      retryDelaySeconds: 15,
      expireInSeconds: 300,
      async run() {
        const clinicTimezone = await o.freshZone();
        await queueDueReminders(db, { reminderHours: o.reminderHours, clinicTimezone });
      },
    },
  ];
}
