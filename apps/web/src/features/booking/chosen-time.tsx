import { formatDate, formatTimeRange, formatZoneName } from "@clinic/contract/format";
import type { PublicSlot } from "@clinic/contract/slots";
import { sameTimeZone } from "@clinic/contract/time-zone";
import { visitorTimeZone } from "./booking-time";

/**
 * The chosen time at the top of steps 2 and 3: on the clinic's clock with its zone named ("Clinic time
 * (IST)"), and on the visitor's own clock too when that is another zone. Steps 2 and 3 load after the
 * first one, so this (and the formats module) stays off the wizard's first load.
 */
export function ChosenTime({ slot }: { slot: PublicSlot }) {
  const visitorZone = visitorTimeZone();
  return (
    <div className="rounded-xl bg-brand-50 px-4 py-3 text-slate-900" data-testid="chosen-time">
      <p>
        Clinic time ({formatZoneName(slot.tz, slot.startAt)}):{" "}
        <strong>{formatDate(slot.startAt, slot.tz)}</strong>,{" "}
        {formatTimeRange(slot.startAt, slot.endAt, slot.tz)}
      </p>
      {!sameTimeZone(visitorZone, slot.tz) && (
        <p className="text-sm text-slate-800">
          Your time ({formatZoneName(visitorZone, slot.startAt)}):{" "}
          {formatTimeRange(slot.startAt, slot.endAt, visitorZone)}
        </p>
      )}
    </div>
  );
}
