import type { AgendaItem } from "@clinic/contract/agenda";
import { formatDateKey } from "@clinic/contract/format";
import { AppointmentButton } from "./agenda-block";
import { itemsByDay } from "./agenda-layout";
import { JoinMeetingLink } from "./join-meeting-link";

/**
 * The agenda on a phone (and the dashboard's today's appointments): each day's appointments as a list, in
 * time order, a confirmed video appointment with the way into its room.
 */
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
                // The room's link beside the appointment, below it where the two do not fit (a phone).
                <li key={item.bookingId} className="flex flex-wrap items-start gap-x-3">
                  <div className="min-w-0 flex-1 basis-56">
                    <AppointmentButton item={item} zone={zone} onOpen={onOpen} className="w-full" />
                    {showPractitioner && item.practitioner && (
                      <p className="mt-0.5 text-xs text-slate-700">with {item.practitioner.name}</p>
                    )}
                  </div>
                  {item.meetingLink && (
                    <JoinMeetingLink href={item.meetingLink} patientName={item.patient.name} />
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
