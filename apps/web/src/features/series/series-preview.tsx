import { formatDateKey, formatTimeRange } from "@clinic/contract/format";
import type { SeriesPreview, SeriesSkipReason } from "@clinic/contract/series";

/** Why a date is left out, as the desk would say it. */
export const skipReasonLabels: Record<SeriesSkipReason, string> = {
  closed_day: "Clinic closed",
  outside_hours: "Outside the practitioner's hours",
  practitioner_busy: "Practitioner busy",
  past: "Already past",
};

/**
 * The series before it is booked (issue 35): the sessions' dates and times, the dates left out and why,
 * and what the package keeps after it, so nothing is booked by surprise.
 */
export function SeriesPreviewList({ preview, zone }: { preview: SeriesPreview; zone: string }) {
  const { sessions, skipped, sessionsLeft, problem } = preview;
  return (
    <div className="mt-4 flex flex-col gap-4" data-testid="series-preview">
      <div>
        <h3 className="font-semibold text-slate-900">
          {sessions.length} {sessions.length === 1 ? "session" : "sessions"}
        </h3>
        {sessions.length === 0 ? (
          <p className="text-slate-700">No date of the series can be booked.</p>
        ) : (
          <ol className="mt-1 flex flex-col gap-1 text-slate-900">
            {sessions.map((s) => (
              <li key={s.startAt} className="tabular-nums">
                {formatDateKey(s.date)}, {formatTimeRange(s.startAt, s.endAt, zone)}
              </li>
            ))}
          </ol>
        )}
      </div>
      {skipped.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Skipped</h3>
          <ul className="mt-1 flex flex-col gap-1 text-slate-800">
            {skipped.map((s) => (
              <li key={s.date}>
                {formatDateKey(s.date)}: {skipReasonLabels[s.reason]}
              </li>
            ))}
          </ul>
        </div>
      )}
      {problem && (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      )}
      {sessionsLeft !== null && (
        // The package's sessions free to book (the preview's `sessionsLeft`) less this series'.
        <p className="font-medium text-slate-900">
          Sessions left to book after: {sessionsLeft - sessions.length}
        </p>
      )}
    </div>
  );
}
