import { bookingPaidEvent } from "../../calendar-sync-service";
import type { BookingDeps, SubscriberDeps } from "../booking-deps";
import type { BookingEventSubscriber, BookingEventWiring } from "./booking-event";
import { eventPlaceOf } from "./booking-kind";
import { calendarSubscriber } from "./calendar-subscriber";
import { emailSubscriber } from "./email-subscriber";
import { packagesSubscriber } from "./packages-subscriber";
import { receiptsSubscriber } from "./receipts-subscriber";
import { whatsappSubscriber } from "./whatsapp-subscriber";

/**
 * The one list of what follows a booking's events (decision 0120). Order matters: the receipt is
 * numbered before the confirmation email reads it, and the calendar's after-commit step runs before
 * the move's held emails are released with the link it left. `more` is the hook for other
 * subscribers (another cache, another channel).
 */
export function bookingSubscribers(
  deps: SubscriberDeps,
  more: readonly BookingEventSubscriber[] = [],
): BookingEventWiring {
  return {
    subscribers: [
      receiptsSubscriber(deps),
      packagesSubscriber(),
      calendarSubscriber(deps),
      emailSubscriber(deps),
      whatsappSubscriber(deps),
      ...more,
    ],
    placePaidBooking: (booking, slot, meetingLink, kind) =>
      bookingPaidEvent(
        deps.db,
        deps.calendarSync,
        booking,
        slot,
        meetingLink,
        "new",
        eventPlaceOf(deps, kind, booking),
      ),
  };
}

/** The booking's dependencies with what follows its events: the composition root's one line. */
export function withBookingEvents<T extends SubscriberDeps>(deps: T): T & Pick<BookingDeps, "bookingEvents"> {
  return { ...deps, bookingEvents: bookingSubscribers(deps) };
}
