import type { AgendaItem } from "@clinic/contract/agenda";
import { formatDateKey, formatDateRange } from "@clinic/contract/format";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { compactButton } from "../../components/ui/button-styles";
import { browserTimeZone, useClinicZone } from "../../lib/clinic-zone";
import { useAgenda } from "./agenda-api";
import { AgendaDrawer } from "./agenda-drawer";
import { AgendaGridView } from "./agenda-grid";
import { type AgendaView, addDays, layoutAgenda, rangeOf } from "./agenda-layout";
import { AgendaDayList } from "./agenda-list";

/** The agenda refreshes itself as the dashboard does, so the front desk sees new bookings come in. */
const REFRESH_MS = 30_000;
const isDateKey = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The time now, moved on every minute (the "Now" line, and when Attended / No-show become possible). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const toggle = (on: boolean) =>
  `${compactButton} ${on ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white text-slate-800"}`;

/**
 * Admin → Agenda (issue 34): the clinic's booked appointments by day or week, one column per
 * practitioner, in the clinic's zone (the server's answer names it). The view and the day are in the
 * address (?view=week&date=YYYY-MM-DD), so a reload or a shared link shows the same. On a phone each
 * day is a list instead of the grid.
 */
export function AgendaPage() {
  const [params, setParams] = useSearchParams();
  const view: AgendaView = params.get("view") === "week" ? "week" : "day";
  // Until the first answer names the clinic's zone, Settings' (or the browser's) decides which day is today.
  const guessedZone = useClinicZone() ?? browserTimeZone();
  const [answeredZone, setAnsweredZone] = useState<string | null>(null);
  const zone = answeredZone ?? guessedZone;
  const now = useNow();
  const today = dateKeyInZone(now, zone);
  const date = isDateKey(params.get("date")) ? (params.get("date") as string) : today;
  const days = useMemo(() => rangeOf(view, date), [view, date]);
  const from = days[0] ?? date;
  const to = days.at(-1) ?? date;
  const query = useAgenda(from, to, REFRESH_MS);
  const data = query.data;
  useEffect(() => {
    if (data?.timezone) setAnsweredZone(data.timezone);
  }, [data?.timezone]);
  const grid = useMemo(
    () => (data ? layoutAgenda(data.items, data.practitioners, days, data.timezone) : null),
    [data, days],
  );
  const [openId, setOpenId] = useState<string | null>(null);
  // The drawer reads the latest answer, so a marked attendance shows there at once.
  const open = data?.items.find((i) => i.bookingId === openId) ?? null;
  const go = (next: { view?: AgendaView; date?: string }) => {
    const nextView = next.view ?? view;
    const nextDate = next.date ?? date;
    setParams(nextDate === today ? { view: nextView } : { view: nextView, date: nextDate });
  };
  const step = view === "week" ? 7 : 1;
  const onOpen = (item: AgendaItem) => setOpenId(item.bookingId);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Agenda view">
        <fieldset className="flex gap-1">
          <legend className="sr-only">View</legend>
          <button
            type="button"
            aria-pressed={view === "day"}
            className={toggle(view === "day")}
            onClick={() => go({ view: "day" })}
          >
            Day
          </button>
          <button
            type="button"
            aria-pressed={view === "week"}
            className={toggle(view === "week")}
            onClick={() => go({ view: "week" })}
          >
            Week
          </button>
        </fieldset>
        <div className="flex gap-1">
          <button
            type="button"
            aria-label={view === "week" ? "Previous week" : "Previous day"}
            className={toggle(false)}
            onClick={() => go({ date: addDays(date, -step) })}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={toggle(false)} onClick={() => go({ date: today })}>
            Today
          </button>
          <button
            type="button"
            aria-label={view === "week" ? "Next week" : "Next day"}
            className={toggle(false)}
            onClick={() => go({ date: addDays(date, step) })}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        <h2 className="text-lg font-semibold text-slate-900" data-testid="agenda-range" aria-live="polite">
          {view === "week" ? formatDateRange(from, to) : formatDateKey(date)}
        </h2>
        {query.isFetching && <span className="text-sm text-slate-700">Refreshing…</span>}
      </div>
      {query.isError && (
        <p role="alert" className="text-red-700">
          Failed to fetch data. {query.error.message}
        </p>
      )}
      {data && grid ? (
        <>
          {data.items.length === 0 && (
            <p className="text-slate-700" data-testid="agenda-empty">
              No appointments {view === "week" ? "this week" : "on this day"}.
            </p>
          )}
          <div className="hidden md:block">
            <AgendaGridView
              grid={grid}
              zone={data.timezone}
              today={today}
              now={now}
              week={view === "week"}
              onOpen={onOpen}
            />
          </div>
          <div className="md:hidden">
            <AgendaDayList items={data.items} days={days} zone={data.timezone} onOpen={onOpen} />
          </div>
        </>
      ) : (
        !query.isError && <p className="text-slate-700">Loading the agenda…</p>
      )}
      <AgendaDrawer item={open} zone={zone} now={now} onClose={() => setOpenId(null)} />
    </div>
  );
}
