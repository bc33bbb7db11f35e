import {
  type AuditEntryView,
  auditPageSizes,
  auditValueText,
  defaultAuditPageSize,
} from "@clinic/contract/admin-audit";
import { formatDateTime as when } from "@clinic/contract/format";
import { createColumnHelper } from "@tanstack/react-table";
import { ArrowRight } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { DateRangeFields, FormField } from "../../components/ui/form-field";
import { type AuditFilter, useAuditPage } from "./audit-api";

const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

function Change({ entry }: { entry: AuditEntryView }) {
  const hasChange = entry.before !== undefined || entry.after !== undefined;
  const rest = entry.details && Object.keys(entry.details).length > 0 ? auditValueText(entry.details) : "";
  return (
    <>
      {hasChange && (
        <span className="inline-flex flex-wrap items-center gap-1">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{auditValueText(entry.before)}</span>
          <ArrowRight aria-label="to" className="size-4 shrink-0 text-slate-700" />
          <span className="rounded bg-brand-50 px-1.5 py-0.5 break-all">{auditValueText(entry.after)}</span>
        </span>
      )}
      {rest && <span className="block text-xs break-all text-slate-700">{rest}</span>}
      {!hasChange && !rest && <span className="text-slate-700">—</span>}
    </>
  );
}

const column = createColumnHelper<AuditEntryView>();

function auditColumns(zone: string) {
  return [
    column.accessor((e) => when(e.at, zone), {
      id: "when",
      header: "When",
      meta: { width: "w-44", wrap: true, className: "whitespace-nowrap tabular-nums" },
    }),
    column.display({
      id: "who",
      header: "Who",
      meta: { width: "w-48", wrap: true, className: "break-all" },
      // The staff member's name, with the address that proved who they were (issue 34).
      cell: ({ row: { original: e } }) =>
        e.actorName ? (
          <>
            <span className="font-semibold">{e.actorName}</span>
            <span className="block text-xs text-slate-700">{e.actor}</span>
          </>
        ) : (
          e.actor
        ),
    }),
    column.display({
      id: "what",
      header: "What",
      meta: { width: "w-48", wrap: true },
      cell: ({ row: { original: e } }) => (
        <>
          <span className="font-semibold">{e.action}</span>
          {e.entityId && <span className="block text-xs break-all text-slate-700">{e.entityId}</span>}
        </>
      ),
    }),
    column.display({
      id: "change",
      header: "Before → after",
      meta: { wrap: true },
      cell: ({ row: { original: e } }) => <Change entry={e} />,
    }),
  ];
}

/**
 * The audit log, read-only (issue 8; decision 0038): who, what, before → after, when; filtered by
 * kind and days (in the clinic's zone) and paged by the server. Mounted as Settings' "Audit log" tab.
 */
export function AuditLogPanel() {
  const id = useId();
  const [filter, setFilter] = useState<AuditFilter>({
    kind: "",
    from: "",
    to: "",
    page: 1,
    pageSize: defaultAuditPageSize,
  });
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const query = useAuditPage(filter, !badRange);
  const data = query.data;
  const timezone = data?.timezone ?? "";
  const columns = useMemo(() => auditColumns(timezone), [timezone]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const set = (change: Partial<AuditFilter>) => setFilter((f) => ({ ...f, page: 1, ...change }));
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-testid="audit-log"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Audit log
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every change made in the admin panel. Entries cannot be edited or deleted.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <FormField label="Kind">
          {(control) => (
            <select {...control} value={filter.kind} onChange={(e) => set({ kind: e.target.value })}>
              <option value="">All kinds</option>
              {(data?.kinds ?? []).map((k) => (
                <option key={k} value={k}>
                  {kindLabel(k)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <DateRangeFields
          range={filter}
          onChange={({ from, to }) => set({ from, to })}
          describedBy={badRange ? `${id}-problem` : undefined}
        />
        {(filter.kind || filter.from || filter.to) && (
          <button
            type="button"
            className={buttonStyles.ghost}
            onClick={() => set({ kind: "", from: "", to: "" })}
          >
            Clear filters
          </button>
        )}
      </div>
      <p id={`${id}-problem`} role="status" className="mt-2 min-h-5 text-sm text-red-800">
        {badRange
          ? "The start date must not be after the end date."
          : query.isError
            ? `Failed to fetch data. ${query.error instanceof Error ? query.error.message : ""}`
            : ""}
      </p>
      {data ? (
        <>
          <DataTable
            data={data.items}
            columns={columns}
            getRowId={(e) => String(e.id)}
            caption="Audit log entries, newest first"
            narrow="scroll"
            scrollLabel="Audit log table"
            minWidth="min-w-[44rem]"
            columnsMenu={false}
            testId="audit-table"
            rowAttributes={(e) => ({ "data-testid": "audit-row", "data-action": e.action })}
            emptyRow={<span className="text-slate-700">No entries match.</span>}
          />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-800">
            <p>
              Showing {first}-{last} of {data.total} entries
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex items-center gap-2">
                Per page
                <select
                  className="min-h-11 rounded-lg border border-slate-400 bg-white px-2"
                  value={filter.pageSize}
                  onChange={(e) => set({ pageSize: Number(e.target.value) })}
                >
                  {auditPageSizes.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={filter.page <= 1}
                onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
              >
                Previous
              </button>
              <span>
                Page {data.page} of {pages}
              </span>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={filter.page >= pages}
                onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
              >
                Next
              </button>
            </div>
          </div>
        </>
      ) : (
        !query.isError && <p className="mt-2 text-slate-700">Loading the audit log…</p>
      )}
    </section>
  );
}
