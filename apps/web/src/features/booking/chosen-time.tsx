import { formatDate, formatTimeRange, formatZoneName } from "@clinic/contract/format";
import type { PublicSlot } from "@clinic/contract/slots";
import { sameTimeZone } from "@clinic/contract/time-zone";
import { useBookingTexts } from "../../i18n/booking";
import { useLocale } from "../../i18n/locale";
import { visitorTimeZone } from "./booking-time";

/**
 * The chosen time at the top of steps 2 and 3: on the clinic's clock with its zone named ("Clinic time
 * (IST)"), and on the visitor's own clock too when that is another zone. Steps 2 and 3 load after the
 * first one, so this (and the formats module) stays off the wizard's first load.
 */
export function ChosenTime({ slot }: { slot: PublicSlot }) {
  const visitorZone = visitorTimeZone();
  const locale = useLocale();
  const text = useBookingTexts("chosenTime");
  return (
    <div className="rounded-xl bg-brand-50 px-4 py-3 text-slate-900" data-testid="chosen-time">
      <p>
        {text.say("clinic", { zone: formatZoneName(slot.tz, slot.startAt) })}{" "}
        <strong>{formatDate(slot.startAt, slot.tz, locale)}</strong>,{" "}
        {formatTimeRange(slot.startAt, slot.endAt, slot.tz)}
      </p>
      {!sameTimeZone(visitorZone, slot.tz) && (
        <p className="text-sm text-slate-800">
          {text.say("yours", { zone: formatZoneName(visitorZone, slot.startAt) })}{" "}
          {formatTimeRange(slot.startAt, slot.endAt, visitorZone)}
        </p>
      )}
    </div>
  );
}
