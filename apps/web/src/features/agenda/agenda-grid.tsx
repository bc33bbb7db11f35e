import type { AgendaItem } from "@clinic/contract/agenda";
import { formatShortDate, formatTime } from "@clinic/contract/format";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { AppointmentButton } from "./agenda-block";
import { type AgendaGrid, minutesInZone } from "./agenda-layout";

/** Pixels per minute: an hour is 96 px, so a 30-minute appointment still shows its time, patient and kind. */
const scale = 1.6;

/**
 * The day or week grid: hours down the side, one column per day and practitioner, each appointment
 * placed by its time; a "Now" line across today's columns.
 */
export function AgendaGridView({
  grid,
  zone,
  today,
  now,
  week,
  onOpen,
}: {
  grid: AgendaGrid;
  zone: string;
  today: string;
  now: Date;
  week: boolean;
  onOpen(item: AgendaItem): void;
}) {
  const height = (grid.endMinute - grid.startMinute) * scale;
  const hours: number[] = [];
  for (let m = grid.startMinute; m < grid.endMinute; m += 60) hours.push(m);
  const nowTop = (minutesInZone(now, zone) - grid.startMinute) * scale;
  const showNow = nowTop >= 0 && nowTop <= height;
  const minColumn = week ? "7.5rem" : "12rem";
  const template = `4.5rem repeat(${grid.columns.length}, minmax(${minColumn}, 1fr))`;
  return (
    <ScrollRegion label="Agenda grid" className="rounded-xl border border-slate-200 bg-white">
      <div className="grid min-w-max" style={{ gridTemplateColumns: template }} data-testid="agenda-grid">
        <div className="sticky left-0 z-10 border-b border-slate-200 bg-white" />
        {grid.columns.map((column) => (
          <div
            key={column.key}
            className="border-b border-l border-slate-200 px-2 py-2 text-sm"
            // The practitioner's own colour (Users screen, issue 34) marks their column; the kinds colour the blocks.
            style={
              column.practitioner?.colour
                ? { borderTop: `4px solid ${column.practitioner.colour}` }
                : undefined
            }
            data-testid="agenda-column-head"
          >
            {week && (
              <p className="font-semibold text-slate-900">
                {formatShortDate(`${column.dateKey}T12:00:00Z`, "UTC")}
              </p>
            )}
            <p className={week ? "truncate text-slate-700" : "truncate font-semibold text-slate-900"}>
              {column.practitioner?.name ?? "No practitioner"}
            </p>
          </div>
        ))}
        <div className="relative sticky left-0 z-10 bg-white" style={{ height }}>
          {hours.map((m) => (
            <span
              key={m}
              className="absolute right-2 text-xs whitespace-nowrap text-slate-700 tabular-nums"
              style={{ top: (m - grid.startMinute) * scale }}
            >
              {formatTime(new Date(Date.UTC(2000, 0, 1, Math.floor(m / 60), m % 60)), "UTC")}
            </span>
          ))}
        </div>
        {grid.columns.map((column) => (
          <div key={column.key} className="relative border-l border-slate-200" style={{ height }}>
            {hours.map((m) => (
              <div
                key={m}
                aria-hidden="true"
                className="absolute inset-x-0 border-t border-slate-100"
                style={{ top: (m - grid.startMinute) * scale }}
              />
            ))}
            {column.blocks.map((b) => (
              <AppointmentButton
                key={b.item.bookingId}
                item={b.item}
                zone={zone}
                onOpen={onOpen}
                className="absolute"
                style={{
                  top: b.top * scale,
                  height: b.height * scale - 2,
                  left: `calc(${(100 * b.lane) / b.lanes}% + 2px)`,
                  width: `calc(${100 / b.lanes}% - 4px)`,
                }}
              />
            ))}
            {showNow && column.dateKey === today && (
              <div
                data-testid="agenda-now"
                className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-red-600"
                style={{ top: nowTop }}
              >
                <span className="absolute -top-2.5 right-1 rounded bg-red-600 px-1 text-xs font-semibold text-white">
                  Now
                </span>
              </div>
            )}
          </div>
        ))}
      </div>
    </ScrollRegion>
  );
}
