import type { AgendaItem } from "@clinic/contract/agenda";
import { formatDateKey } from "@clinic/contract/format";
import { AppointmentButton } from "./agenda-block";
import { itemsByDay } from "./agenda-layout";

/** The agenda on a phone (and the dashboard's Today): each day's appointments as a list, in time order. */
export function AgendaDayList({
  items,
  days,
  zone,
  onOpen,
  showPractitioner = true,
}: {
  items: readonly AgendaItem[];
  days: readonly string[];
  zone: string;
  onOpen(item: AgendaItem): void;
  showPractitioner?: boolean;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="agenda-list">
      {itemsByDay(items, days).map((day) => (
        <section key={day.dateKey} aria-labelledby={`agenda-list-${day.dateKey}`}>
          {/* One day is named by the page's own heading already. */}
          <h3
            id={`agenda-list-${day.dateKey}`}
            className={days.length > 1 ? "mb-2 font-semibold text-slate-900" : "sr-only"}
          >
            {formatDateKey(day.dateKey)}
          </h3>
          {day.items.length === 0 ? (
            <p className="text-sm text-slate-700">No appointments.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {day.items.map((item) => (
                <li key={item.bookingId}>
                  <AppointmentButton item={item} zone={zone} onOpen={onOpen} className="w-full" />
                  {showPractitioner && item.practitioner && (
                    <p className="mt-0.5 text-xs text-slate-700">with {item.practitioner.name}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
