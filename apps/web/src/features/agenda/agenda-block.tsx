import type { AgendaItem } from "@clinic/contract/agenda";
import { formatTime } from "@clinic/contract/format";
import { mutedLabel } from "./agenda-layout";

/**
 * One appointment as a button: its time, the patient, the kind, on the kind's colour (a bar and a light
 * tint, the text staying dark for contrast). Cancelled and no-show ones are muted and struck, with a label;
 * a session of a series or paid from a package says so after its kind.
 */
export function AppointmentButton({
  item,
  zone,
  onOpen,
  className = "",
  style,
}: {
  item: AgendaItem;
  zone: string;
  onOpen(item: AgendaItem): void;
  className?: string;
  style?: React.CSSProperties;
}) {
  const muted = mutedLabel(item);
  return (
    <button
      type="button"
      data-testid="agenda-appointment"
      data-status={muted ?? "active"}
      onClick={() => onOpen(item)}
      // Muted by a plain grey and a dashed edge, not by opacity: the text keeps its contrast.
      style={{
        borderLeftColor: item.kind.colour,
        backgroundColor: muted ? "#f1f5f9" : `${item.kind.colour}1f`,
        ...style,
      }}
      className={`flex min-h-11 flex-col overflow-hidden rounded-md border border-l-4 px-2 py-1 text-left text-sm text-slate-900 hover:ring-2 hover:ring-brand-700 ${muted ? "border-dashed border-slate-400" : "border-slate-200"} ${className}`}
    >
      <span className="flex flex-wrap items-center gap-x-2 font-semibold tabular-nums">
        {formatTime(item.startAt, zone)}
        {muted && (
          <span className="rounded-full bg-slate-700 px-1.5 text-xs font-semibold text-white">{muted}</span>
        )}
        {item.attendance === "attended" && (
          <span className="rounded-full bg-green-800 px-1.5 text-xs font-semibold text-white">Attended</span>
        )}
      </span>
      <span className={`truncate ${muted ? "line-through" : ""}`}>{item.patient.name}</span>
      <span className="truncate text-xs text-slate-700">
        {item.kind.name}
        {/* A session of a course (issue 35): part of a series, or paid from a package. */}
        {item.seriesId ? " · Series" : item.fromPackage ? " · Package" : ""}
      </span>
    </button>
  );
}
