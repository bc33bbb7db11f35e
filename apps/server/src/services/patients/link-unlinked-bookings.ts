import type { Database } from "../../db/client";
import { claimUnlinkedBooking } from "../../db/patient-repository";
import { transaction } from "../../db/transaction";
import { linkBookingToPatient } from "./link-booking";

/**
 * The linking job's work (jobs/patient-jobs.ts): paid or clinic-made bookings without a record
 * (bookings from before patient records, or one whose linking failed) get one. Each booking is
 * claimed and linked in a transaction of its own with SKIP LOCKED, so two servers running this at
 * once take different bookings, and no transaction holds two people's locks (no deadlock between
 * them). Answers how many were linked.
 */
export async function linkUnlinkedBookings(db: Database, limit = 200): Promise<number> {
  let linked = 0;
  for (let i = 0; i < limit; i++) {
    const done = await transaction(db, async (tx) => {
      const bookingId = await claimUnlinkedBooking(tx);
      if (!bookingId) return false;
      await linkBookingToPatient(tx, bookingId);
      return true;
    });
    if (!done) break;
    linked++;
  }
  return linked;
}
