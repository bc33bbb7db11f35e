import { moveBookingEvent, releaseSlotEvent } from "../../calendar-sync-service";
import type { BookingDeps } from "../booking-deps";
import type { BookingEventSubscriber } from "./booking-event";
import { eventPlaceOf, kindOfBooking } from "./booking-kind";

/**
 * The clinic's calendar (decision 0057), always after the commit (a remote call never holds a
 * transaction, decision 0060, and a failure is reported, never undoes the booking): a cancelled or
 * deleted booking's slot event is an open slot again, a moved booking's event moves with it (decision
 * 0073).
 * A paid booking's event is placed before it is `confirmed` (placePaidBooking, booking-subscribers.ts).
 */
export function calendarSubscriber(
  deps: Pick<BookingDeps, "db" | "calendarSync" | "settings">,
): BookingEventSubscriber {
  return {
    name: "calendar",
    async inTransaction(tx, event) {
      if (event.type === "cancelled" || (event.type === "deleted" && event.slotReopened)) {
        const { slot } = event;
        return () => releaseSlotEvent(deps.calendarSync, slot, "reopen");
      }
      if (event.type === "moved") {
        const { booking, from, to } = event;
        const place = eventPlaceOf(deps, await kindOfBooking(tx, booking), booking);
        // Also without a calendar: it records that the updated invitation went by email (decision 0068).
        return async () => {
          await moveBookingEvent(deps.db, deps.calendarSync, booking, from, to, place);
        };
      }
      return undefined;
    },
  };
}
