import { formatTime, formatZoneName } from "@clinic/contract/format";
import type { PublicSlot } from "@clinic/contract/slots";
import { sameTimeZone } from "@clinic/contract/time-zone";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import {
  endOfMonth,
  MonthCalendar,
  startOfDay,
  startOfMonth,
  toDateKey,
} from "../../components/ui/month-calendar";
import { toast } from "../../components/ui/toast";
import { useBookingTexts } from "../../i18n/booking";
import { useHydrated } from "../../lib/use-hydrated";
import { visitorTimeZone } from "./booking-time";
import { slotApi } from "./slot-api";

type Props = {
  highlightOpenDates: boolean;
  /** The kind being booked (issue 34): only the times that take it are offered. */
  kindId: string;
  selectedDate: Date | undefined;
  selectedSlot: PublicSlot | undefined;
  onSelectDate(date: Date | undefined): void;
  onSelectSlot(slot: PublicSlot): void;
  onContinue(): void;
  continueLabel?: string;
};

/** Step 1: a calendar (past dates disabled) and the chosen date's times (only OPEN ones can be chosen). */
export function SlotStep({
  highlightOpenDates,
  kindId,
  selectedDate,
  selectedSlot,
  onSelectDate,
  onSelectSlot,
  onContinue,
  continueLabel,
}: Props) {
  const text = useBookingTexts("slots");
  const calendarWords = useBookingTexts("calendar");
  // The page is prerendered at build time, when today is not known: the calendar shows its empty six
  // weeks until the browser has hydrated it, then this month (issue 24).
  const hydrated = useHydrated();
  const [chosenMonth, setMonth] = useState<Date | undefined>(selectedDate);
  const today = hydrated ? startOfDay(new Date()) : undefined;
  const month = hydrated ? (chosenMonth ?? today) : undefined;
  const monthKey = month ? toDateKey(startOfMonth(month)) : undefined;
  const dateKey = selectedDate ? toDateKey(selectedDate) : undefined;
  const visitorZone = visitorTimeZone();

  // Asked on both flows: its answer names the clinic's zone (decision 0064); only
  // /book-consultation highlights the dates.
  // The first month's call is the one the page's inline script preloads (slot-dates-preload.tsx).
  const openDates = useQuery({
    queryKey: ["slot-dates", monthKey, kindId],
    queryFn: () => slotApi.openDates(monthKey as string, toDateKey(endOfMonth(month as Date)), kindId),
    enabled: monthKey !== undefined,
  });
  const slots = useQuery({
    queryKey: ["slots", dateKey, kindId],
    queryFn: () => slotApi.slots(dateKey as string, kindId),
    enabled: dateKey !== undefined,
    staleTime: 0,
  });

  // Said at the first failed attempt, not after the retries (spec §9: 3, exponential) that go on
  // behind it; a retry that succeeds simply shows the times (screen guide: A failed load says so at its
  // first failure, once). One toast: a fixed id.
  // The admin lists share app/load-failure.ts for this; the wizard keeps these lines of its own,
  // because that shared module costs its first load a chunk of its own and the 150 KB budget is spent.
  const slotsFailed = slots.failureCount > 0;
  useEffect(() => {
    if (slotsFailed)
      toast.error(text.loadFailedTitle, {
        id: "slots-load-failed",
        description: text.loadFailed,
      });
  }, [slotsFailed, text.loadFailedTitle, text.loadFailed]);

  // The clinic's zone as the server says it; no zone is shown before an answer names it.
  const clinicZone = openDates.data?.timezone ?? slots.data?.[0]?.tz;
  const showVisitorTime = clinicZone !== undefined && !sameTimeZone(visitorZone, clinicZone);
  // Zones named as step 2 and the admin name them ("IST", "GMT+9"), not by their IANA ids; on the chosen
  // day when there is one, since summer time changes a name.
  const zoneDay = slots.data?.[0]?.startAt;

  const available = useMemo(
    () => (openDates.data?.dates ?? []).map((key) => new Date(`${key}T00:00:00`)),
    [openDates.data],
  );

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{text.chooseDate}</h2>
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-2">
          <MonthCalendar
            selected={selectedDate}
            onSelect={onSelectDate}
            month={month}
            onMonthChange={setMonth}
            firstDay={today}
            marked={highlightOpenDates ? available : undefined}
            words={calendarWords}
          />
        </div>
        {highlightOpenDates && <p className="mt-2 text-sm text-slate-700">{text.markedDates}</p>}
      </div>
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{text.chooseTime}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {clinicZone
            ? text.say("timesInNamedZone", { zone: formatZoneName(clinicZone, zoneDay) })
            : text.timesInZone}
          {showVisitorTime ? text.say("withYourTime", { zone: formatZoneName(visitorZone, zoneDay) }) : ""}.
        </p>
        {!dateKey && <p className="mt-4 text-slate-700">{text.pickDate}</p>}
        {dateKey && slots.isPending && <p className="mt-4 text-slate-700">{text.loadingTimes}</p>}
        {dateKey && slots.data && slots.data.length === 0 && (
          <p className="mt-4 text-slate-700">{text.noTimes}</p>
        )}
        {slots.data && slots.data.length > 0 && (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={text.availableTimes}>
            {slots.data.map((slot) => {
              const chosen = selectedSlot?.slotId === slot.slotId;
              const open = slot.status === "OPEN";
              return (
                <li key={slot.slotId}>
                  <button
                    type="button"
                    disabled={!open}
                    aria-pressed={chosen}
                    onClick={() => onSelectSlot(slot)}
                    className={`min-h-11 w-full rounded-lg border px-3 py-2 text-center text-base ${
                      chosen
                        ? "border-brand-800 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-900 hover:border-brand-700"
                    } disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 disabled:line-through`}
                  >
                    {slot.startTimeFormatted}
                    {showVisitorTime && (
                      <span className="block text-xs">
                        {text.say("yours", { time: formatTime(slot.startAt, visitorZone) })}
                      </span>
                    )}
                    {!open && <span className="sr-only">{text.unavailable}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <button
          type="button"
          className={`${buttonStyles.primary} mt-6 w-full`}
          disabled={!selectedSlot}
          onClick={onContinue}
        >
          {continueLabel ?? text.continue}
        </button>
      </div>
    </div>
  );
}
