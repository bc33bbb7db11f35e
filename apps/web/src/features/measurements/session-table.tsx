import { limbLabels, type MeasurementSession, type Measurements } from "@clinic/contract/measurements";
import { compactButton } from "../../components/ui/button-styles";
import { FlagBadge, millilitres, percent, shortDay } from "./flag-badge";

/** "left arm session of 24 Nov 2026": how a session is named in buttons and questions. */
export const sessionName = (s: Pick<MeasurementSession, "limb" | "takenOn">) =>
  `${limbLabels[s.limb].toLowerCase()} session of ${shortDay(s.takenOn)}`;

/**
 * The sessions, newest first, with what they give. The table scrolls sideways on a phone (its
 * columns are read across, session by session).
 */
export function SessionTable({
  data,
  onCorrect,
  onDelete,
}: {
  data: Measurements;
  /** Both given on a record that can change (not merged or erased). */
  onCorrect?: (session: MeasurementSession) => void;
  onDelete?: (session: MeasurementSession) => void;
}) {
  const sessions = [...data.sessions].reverse();
  if (sessions.length === 0) return <p className="text-slate-700">No measurements yet.</p>;
  const change = (s: MeasurementSession) =>
    s.baselineId === s.id
      ? "First session"
      : `${s.volumeChangeMl > 0 ? "+" : ""}${millilitres(s.volumeChangeMl)} (${percent(s.volumeChangePercent)})`;
  return (
    <div className="overflow-x-auto">
      <table
        className="w-full min-w-[44rem] border-collapse text-left text-sm"
        data-testid="measurement-sessions"
      >
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pr-3">
              Date
            </th>
            <th scope="col" className="py-2 pr-3">
              Limb
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Affected
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Other
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Difference
            </th>
            <th scope="col" className="py-2 pr-3">
              Since first
            </th>
            <th scope="col" className="py-2 pr-3">
              ISL
            </th>
            <th scope="col" className="py-2 pr-3">
              Flag
            </th>
            {onDelete && (
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} className="border-b border-slate-200 align-top" data-testid="measurement-row">
              <td className="py-2 pr-3 whitespace-nowrap">{shortDay(s.takenOn)}</td>
              <td className="py-2 pr-3">{limbLabels[s.limb]}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{millilitres(s.affectedVolumeMl)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{millilitres(s.otherVolumeMl)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {s.differenceMl === null
                  ? "-"
                  : `${millilitres(s.differenceMl)} · ${percent(s.differencePercent)}`}
              </td>
              <td className="py-2 pr-3 tabular-nums">{change(s)}</td>
              <td className="py-2 pr-3">{s.islStage ?? "-"}</td>
              <td className="py-2 pr-3">
                <FlagBadge flag={s.flag} thresholds={data.thresholds} />
                {s.flagBasis === "change" && (
                  <span className="block text-xs text-slate-700">against the first session</span>
                )}
              </td>
              {onDelete && (
                <td className="py-2">
                  <div className="flex gap-2">
                    {onCorrect && (
                      <button
                        type="button"
                        className={`${compactButton} border-slate-400 text-slate-900`}
                        onClick={() => onCorrect(s)}
                        aria-label={`Correct the ${sessionName(s)}`}
                      >
                        Correct
                      </button>
                    )}
                    <button
                      type="button"
                      className={`${compactButton} border-slate-400 text-slate-900`}
                      onClick={() => onDelete(s)}
                      aria-label={`Delete the ${sessionName(s)}`}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
