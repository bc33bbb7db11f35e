import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { linkUnlinkedBookings } from "../services/patients/link-unlinked-bookings";
import { startRecurringJob } from "./recurring-job";

/**
 * The linking job (decision 0099): paid or clinic-made bookings still without a patient record
 * (those from before records existed, or any a payment left unlinked) are linked, at start and then
 * every `intervalMs`. Safe on several servers: each booking is claimed with SKIP LOCKED and linked
 * under the advisory locks of its email and phone (services/patients/link-booking.ts).
 */
export function startPatientJobs(
  db: Database,
  log: Logger,
  intervalMs = 5 * 60_000,
): { stop(): Promise<void> } {
  const tick = async () => {
    try {
      // Batches of 200 until none is left, so a first start with years of bookings catches up at once.
      let linked = 0;
      for (let batch = await linkUnlinkedBookings(db); batch > 0; batch = await linkUnlinkedBookings(db)) {
        linked += batch;
        if (batch < 200) break;
      }
      if (linked > 0) log.info({ linked }, "bookings linked to patient records");
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, "patient linking job failed; will retry");
    }
  };
  return startRecurringJob(tick, intervalMs);
}
