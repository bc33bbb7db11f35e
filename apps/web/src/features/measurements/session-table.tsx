import { limbLabels, type MeasurementSession, type Measurements } from "@clinic/contract/measurements";
import { createColumnHelper } from "@tanstack/react-table";
import { compactButton } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { FlagBadge, millilitres, percent, shortDay } from "./flag-badge";

/** "left arm session of 24 Nov 2026": how a session is named in buttons and questions. */
export const sessionName = (s: Pick<MeasurementSession, "limb" | "takenOn">) =>
  `${limbLabels[s.limb].toLowerCase()} session of ${shortDay(s.takenOn)}`;

const column = createColumnHelper<MeasurementSession>();
const change = (s: MeasurementSession) =>
  s.baselineId === s.id
    ? "First session"
    : `${s.volumeChangeMl > 0 ? "+" : ""}${millilitres(s.volumeChangeMl)} (${percent(s.volumeChangePercent)})`;
const actionButton = `${compactButton} border-slate-400 text-slate-900`;

function sessionColumns(
  data: Measurements,
  onCorrect?: (session: MeasurementSession) => void,
  onDelete?: (session: MeasurementSession) => void,
) {
  // Every value whole (the sessions are compared across, figure by figure), never cut short.
  const columns = [
    column.accessor((s) => shortDay(s.takenOn), {
      id: "date",
      header: "Date",
      meta: { width: "w-28", wrap: true, className: "whitespace-nowrap" },
    }),
    column.accessor((s) => limbLabels[s.limb], { id: "limb", header: "Limb", meta: { wrap: true } }),
    column.accessor((s) => millilitres(s.affectedVolumeMl), {
      id: "affected",
      header: "Affected",
      meta: { wrap: true, align: "right", className: "tabular-nums" },
    }),
    column.accessor((s) => millilitres(s.otherVolumeMl), {
      id: "other",
      header: "Other",
      meta: { wrap: true, align: "right", className: "tabular-nums" },
    }),
    column.accessor(
      (s) =>
        s.differenceMl === null ? "-" : `${millilitres(s.differenceMl)} · ${percent(s.differencePercent)}`,
      {
        id: "difference",
        header: "Difference",
        meta: { width: "w-36", wrap: true, align: "right", className: "tabular-nums" },
      },
    ),
    column.accessor(change, {
      id: "change",
      header: "Since first",
      meta: { width: "w-36", wrap: true, className: "tabular-nums" },
    }),
    column.accessor((s) => s.islStage ?? "-", {
      id: "isl",
      header: "ISL",
      meta: { width: "w-14", wrap: true },
    }),
    column.display({
      id: "flag",
      header: "Flag",
      meta: { width: "w-36", wrap: true },
      cell: ({ row: { original: s } }) => (
        <>
          <FlagBadge flag={s.flag} thresholds={data.thresholds} />
          {s.flagBasis === "change" && (
            <span className="block text-xs text-slate-700">against the first session</span>
          )}
        </>
      ),
    }),
  ];
  if (!onDelete) return columns;
  return [
    ...columns,
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { width: "w-44", wrap: true },
      cell: ({ row: { original: s } }) => (
        <div className="flex gap-2">
          {onCorrect && (
            <button
              type="button"
              className={actionButton}
              onClick={() => onCorrect(s)}
              aria-label={`Correct the ${sessionName(s)}`}
            >
              Correct
            </button>
          )}
          <button
            type="button"
            className={actionButton}
            onClick={() => onDelete(s)}
            aria-label={`Delete the ${sessionName(s)}`}
          >
            Delete
          </button>
        </div>
      ),
    }),
  ];
}

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
  return (
    <DataTable
      data={sessions}
      columns={sessionColumns(data, onCorrect, onDelete)}
      getRowId={(s) => s.id}
      narrow="scroll"
      minWidth="min-w-[44rem]"
      columnsMenu={false}
      testId="measurement-sessions"
      rowAttributes={() => ({ "data-testid": "measurement-row" })}
      empty={<p className="text-slate-700">No measurements yet.</p>}
    />
  );
}
