import { findKind, type KindRow } from "../../../db/appointment-kind-repository";
import type { BookingRow } from "../../../db/booking-repository";
import { placeOf } from "../../appointment-kinds/kind-place";
import type { EventPlace } from "../../calendar-sync-service";
import type { SubscriberDeps } from "../booking-deps";
import type { BookingEventSubscriber } from "./booking-event";

type EventTx = Parameters<BookingEventSubscriber["inTransaction"]>[0];

/** The booking's kind (issue 34): its name and place go into the emails, the invitation and the calendar. */
export async function kindOfBooking(tx: EventTx, booking: BookingRow): Promise<KindRow> {
  const kind = await findKind(tx, booking.kindId);
  if (!kind) throw new Error(`booking ${booking.id} names no appointment kind`);
  return kind;
}

/** Where the booking is, as the clinic's calendar event says it (the kind's place rule, kind-place.ts). */
export function eventPlaceOf(
  deps: Pick<SubscriberDeps, "settings">,
  kind: KindRow,
  booking: Pick<BookingRow, "visitAddress">,
): EventPlace {
  const place = placeOf(kind, booking, deps.settings.clinicAddress);
  return { mode: place.mode, name: kind.name, location: place.location };
}
