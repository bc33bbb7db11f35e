import { type AdminSlot, slotEnd } from "@clinic/contract/admin-slots";
import { type ClosedDays, isClosedDay } from "@clinic/contract/closed-days";
import { formatTime24 } from "@clinic/contract/format";
import type { SlotStatus } from "@clinic/contract/slots";
import { useEffect, useRef } from "react";
import { slotStatusColours } from "../../components/ui/status-badge";
import type { PreviewSlot, PreviewState } from "./bulk-preview";
import { dayLabel, hourHeight, hourRange, inLanes, type Span, spanOf } from "./week-layout";

/** A status's border in the week (the fill is the badge's colour, `slotStatusColours`). */
const statusBorders: Record<SlotStatus, string> = {
  OPEN: "border-green-700",
  HELD: "border-amber-700",
  BOOKED: "border-sky-700",
  COMPLETED: "border-slate-500",
};
const statusWords: Record<SlotStatus, string> = {
  OPEN: "Open",
  HELD: "Held",
  BOOKED: "Booked",
  COMPLETED: "Completed",
};

/** How a previewed slot looks and reads: dashed, its fate named in words as well as in colour. */
export const previewLooks: Record<PreviewState, { word: string; spoken: string; className: string }> = {
  new: { word: "New", spoken: "new slot", className: "border-brand-700 bg-brand-50 text-brand-900" },
  overlap: {
    word: "Overlaps",
    spoken: "overlaps an existing slot, will be skipped",
    className: "border-red-700 bg-red-50 text-red-900",
  },
  closed: {
    word: "Closed day",
    spoken: "closed day, will be skipped",
    className: "border-slate-600 bg-slate-100 text-slate-800",
  },
};

type Item = Span & ({ kind: "slot"; slot: AdminSlot } | { kind: "preview"; slot: PreviewSlot });

const firstName = (slot: AdminSlot) => slot.booking?.customerName.trim().split(/\s+/)[0] || undefined;
const range = (slot: { startAt: string; endAt: string }, zone: string) =>
  `${formatTime24(slot.startAt, zone)}–${formatTime24(slot.endAt, zone)}`;

/** The name a slot's block is announced by: "Wed 25 Nov 09:00–10:00, BOOKED, Priya". */
export function slotBlockName(slot: AdminSlot, zone: string, day: string): string {
  const name = firstName(slot);
  const times = range({ startAt: slot.startAt, endAt: slotEnd(slot) }, zone);
  return `${dayLabel(day)} ${times}, ${slot.status}${name ? `, ${name}` : ""}`;
}

/**
 * The week at a glance: days across (Monday to Sunday), times down in the clinic's zone, each slot a
 * button in its status's colour that opens its actions; the bulk create's preview as dashed blocks
 * beside them. A table (day headers, one row of days), scrolling sideways inside its own box on a
 * narrow screen.
 */
export function WeekView({
  days,
  slots,
  preview = [],
  zone,
  today,
  closed,
  onOpen,
  focusRequest = 0,
}: {
  days: readonly string[];
  slots: readonly AdminSlot[];
  preview?: readonly PreviewSlot[];
  zone: string;
  today: string;
  closed: ClosedDays;
  onOpen(slot: AdminSlot): void;
  /** A new number brings the week into view with focus (the bulk form's "Preview on the week view"). */
  focusRequest?: number;
}) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusRequest > 0) box.current?.focus();
  }, [focusRequest]);
  const shown = new Set(days);
  const items: Item[] = [
    ...slots.map((slot) => ({
      kind: "slot" as const,
      slot,
      ...spanOf({ startAt: slot.startAt, endAt: slotEnd(slot) }, zone),
    })),
    ...preview.map((slot) => ({ kind: "preview" as const, slot, ...spanOf(slot, zone) })),
  ].filter((item) => shown.has(item.day));
  const hours = hourRange(items);
  const px = hourHeight(items);
  const height = (hours.to - hours.from) * px;
  const y = (minute: number) => ((minute - hours.from * 60) / 60) * px;
  const hourMarks = Array.from({ length: hours.to - hours.from }, (_, i) => hours.from + i);
  const gridLines = {
    height,
    backgroundImage: `repeating-linear-gradient(to bottom, rgb(226 232 240) 0 1px, transparent 1px ${px}px)`,
  };
  const first = days[0] ?? "";
  const last = days[days.length - 1] ?? "";

  return (
    <section
      ref={box}
      aria-label="Week of slots"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the box scrolls sideways on a narrow screen; a keyboard must reach it to scroll it
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className="w-full min-w-[46rem] table-fixed border-collapse">
        <caption className="sr-only">
          Slots from {dayLabel(first)} to {dayLabel(last)}, times in {zone}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-14 border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-700"
            >
              Time
            </th>
            {days.map((day) => {
              const isToday = day === today;
              const isClosed = isClosedDay(closed, day);
              return (
                <th
                  key={day}
                  scope="col"
                  aria-current={isToday ? "date" : undefined}
                  className={`border-b border-l border-slate-200 px-1 py-2 text-sm font-semibold ${isToday ? "bg-brand-700 text-white" : "bg-slate-50 text-slate-900"}`}
                >
                  {dayLabel(day)}
                  {isClosed && <span className="block text-xs font-medium">Closed</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="sticky left-0 z-10 bg-white p-0 align-top" style={{ height }}>
              <span className="sr-only">
                {String(hours.from).padStart(2, "0")}:00 to {String(hours.to).padStart(2, "0")}:00
              </span>
              {hourMarks.map((h) => (
                <span
                  key={h}
                  aria-hidden="true"
                  className="absolute right-1.5 -translate-y-0 text-xs text-slate-700 tabular-nums"
                  style={{ top: y(h * 60) + 2 }}
                >
                  {String(h).padStart(2, "0")}:00
                </span>
              ))}
            </td>
            {days.map((day) => {
              const dayItems = inLanes(items.filter((item) => item.day === day));
              const isClosed = isClosedDay(closed, day);
              return (
                <td
                  key={day}
                  className={`relative border-l border-slate-200 p-0 align-top ${isClosed ? "bg-slate-100" : ""}`}
                  style={gridLines}
                >
                  {dayItems.length === 0 && <span className="sr-only">No slots</span>}
                  {dayItems.map((item) => {
                    const box = {
                      top: y(item.start) + 1,
                      height: Math.max(y(item.end) - y(item.start) - 2, 20),
                      left: `calc(${(item.lane * 100) / item.lanes}% + 2px)`,
                      width: `calc(${100 / item.lanes}% - 4px)`,
                    };
                    if (item.kind === "preview") {
                      const look = previewLooks[item.slot.state];
                      const times = range(item.slot, zone);
                      return (
                        <div
                          key={`preview-${item.slot.startAt}`}
                          data-preview={item.slot.state}
                          className={`@container absolute overflow-hidden rounded-md border-2 border-dashed px-1.5 py-0.5 text-xs leading-tight ${look.className}`}
                          style={box}
                        >
                          <span aria-hidden="true" className="block font-semibold tabular-nums">
                            {formatTime24(item.slot.startAt, zone)}
                            <span className="hidden @[5rem]:inline">
                              –{formatTime24(item.slot.endAt, zone)}
                            </span>
                          </span>
                          <span aria-hidden="true" className="block truncate">
                            {look.word}
                          </span>
                          <span className="sr-only">{`${dayLabel(day)} ${times}, ${look.spoken} (preview)`}</span>
                        </div>
                      );
                    }
                    const { slot } = item;
                    const name = firstName(slot);
                    return (
                      <button
                        key={slot.slotId}
                        type="button"
                        data-slot-id={slot.slotId}
                        aria-haspopup="dialog"
                        aria-label={slotBlockName(slot, zone, day)}
                        className={`@container absolute overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight hover:brightness-95 ${slotStatusColours[slot.status]} ${statusBorders[slot.status]}`}
                        style={box}
                        onClick={() => onOpen(slot)}
                      >
                        {/* A narrow block (a phone) shows the start only; its name has the whole range. */}
                        <span className="block font-semibold tabular-nums">
                          {formatTime24(slot.startAt, zone)}
                          <span className="hidden @[5rem]:inline">–{formatTime24(slotEnd(slot), zone)}</span>
                        </span>
                        <span className="block truncate">
                          {name ? `${name} · ${statusWords[slot.status]}` : statusWords[slot.status]}
                        </span>
                      </button>
                    );
                  })}
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The colours' meanings; the preview's only while there is one. */
export function WeekLegend({ withPreview }: { withPreview: boolean }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-800">
      {(Object.keys(statusWords) as SlotStatus[]).map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-block size-4 rounded border border-l-4 ${slotStatusColours[status]} ${statusBorders[status]}`}
          />
          {status}
        </li>
      ))}
      {withPreview &&
        (Object.keys(previewLooks) as PreviewState[]).map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-block size-4 rounded border-2 border-dashed ${previewLooks[state].className}`}
            />
            {state === "new" ? "New (preview)" : `${previewLooks[state].word} (skipped)`}
          </li>
        ))}
    </ul>
  );
}
