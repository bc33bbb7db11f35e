import { dateKeyInZone } from "@clinic/contract/slot-generator";
import type { Queryable } from "../../db/transaction";
import type { BookingDeps } from "../booking/booking-deps";

/**
 * What a patient's own calls on the manage page need (my measurements, my exercises, my check-ins): the
 * database and the clinic's calendar, whose zone Settings may change while the server runs; `now` is a
 * test's clock.
 */
export type ManagePageDeps = { db: Queryable; clinicTimezone: () => string; now?: () => Date };

export function managePageDeps(m: Pick<BookingDeps, "db" | "settings" | "now">): ManagePageDeps {
  return { db: m.db, clinicTimezone: () => m.settings.clinicTimezone, ...(m.now ? { now: m.now } : {}) };
}

/** Today on the clinic's calendar. */
export function clinicToday(deps: Pick<ManagePageDeps, "clinicTimezone" | "now">): string {
  return dateKeyInZone(deps.now?.() ?? new Date(), deps.clinicTimezone());
}
