import type { AgendaItem } from "@clinic/contract/agenda";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { useState } from "react";
import { Link } from "react-router";
import { browserTimeZone, useClinicZone } from "../../lib/clinic-zone";
import { useAgenda } from "./agenda-api";
import { AgendaDrawer } from "./agenda-drawer";
import { countsByKind } from "./agenda-layout";
import { AgendaDayList } from "./agenda-list";

/**
 * The dashboard's today's appointments (admin.md §2; issue 34): the day's appointments from the agenda,
 * every kind and practitioner, a video one with the way into its room, and the way to the whole agenda.
 */
export function AgendaToday() {
  const zone = useClinicZone() ?? browserTimeZone();
  const today = dateKeyInZone(new Date(), zone);
  const query = useAgenda(today, today, 30_000);
  const [open, setOpen] = useState<AgendaItem | null>(null);
  const data = query.data;
  const current = data?.items.find((i) => i.bookingId === open?.bookingId) ?? null;
  return (
    <section
      aria-labelledby="agenda-today-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="agenda-today-heading" className="text-lg font-semibold text-slate-900">
          Today's appointments
        </h2>
        <Link
          to="/admin/agenda"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Open the agenda
        </Link>
      </div>
      {query.isError && (
        <p role="alert" className="text-red-700">
          Failed to fetch data. {query.error.message}
        </p>
      )}
      {data && (
        <div data-testid="today-appointments">
          {data.items.length === 0 ? (
            <p className="text-slate-700">No appointments today.</p>
          ) : (
            <>
              <p className="mb-3 text-slate-800" data-testid="agenda-today-kinds">
                {countsByKind(data.items)
                  .map((k) => `${k.count} × ${k.name}`)
                  .join(" · ")}
              </p>
              <AgendaDayList items={data.items} days={[today]} zone={data.timezone} onOpen={setOpen} />
            </>
          )}
        </div>
      )}
      <AgendaDrawer
        item={current}
        zone={data?.timezone ?? zone}
        now={new Date()}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
