import { type Earnings, type EarningsGranularity, earningsCsv } from "@clinic/contract/admin-earnings";
import {
  formatDateRange,
  formatDayMonth,
  formatMoney,
  formatMonthYear,
  formatZoneName,
} from "@clinic/contract/format";
import { createColumnHelper } from "@tanstack/react-table";
import { Download } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { DateRangeFields, GroupByField } from "../../components/ui/form-field";
import { todayKey, useClinicZone } from "../../lib/clinic-zone";
import { type EarningsRange, useEarnings } from "./dashboard-api";
import { EarningsByKind } from "./earnings-by-kind";
import { defaultRange, rangeProblem } from "./earnings-range";

// Recharts is heavy: loaded only here, in its own chunk, when the admin opens the dashboard.
const EarningsChart = lazy(() => import("./earnings-chart"));

const granularityLabel: Record<EarningsGranularity, string> = { day: "Day", week: "Week", month: "Month" };

function periodLabel(period: string, g: EarningsGranularity): string {
  if (g === "month") return formatMonthYear(period);
  const text = formatDayMonth(period);
  return g === "week" ? `Week of ${text}` : text;
}

function CsvLink({ data }: { data: Earnings }) {
  const href = useMemo(
    () => URL.createObjectURL(new Blob([earningsCsv(data)], { type: "text/csv;charset=utf-8" })),
    [data],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <a
      href={href}
      download={`earnings-${data.granularity}-${data.from}-to-${data.to}.csv`}
      className={buttonStyles.secondary}
    >
      <Download aria-hidden="true" className="size-4" />
      Download CSV
    </a>
  );
}

type EarningsRow = Earnings["periods"][number];
const column = createColumnHelper<EarningsRow>();

function earningsColumns(data: Earnings) {
  const money = (paise: number) => formatMoney(paise, data.currency);
  const figure = (key: "gross" | "tax" | "refunds" | "net", header: string, footerTestId?: string) =>
    column.accessor((p) => money(p[key]), {
      id: key,
      header,
      meta: { align: "right", className: "tabular-nums" },
      footer: () => <span data-testid={footerTestId}>{money(data.totals[key])}</span>,
    });
  return [
    column.accessor((p) => periodLabel(p.period, data.granularity), {
      id: "period",
      header: "Period",
      meta: { rowHeader: true },
      footer: "Total",
    }),
    column.accessor("count", {
      header: "Paid bookings",
      meta: { align: "right" },
      footer: () => data.totals.count,
    }),
    figure("gross", "Gross"),
    figure("tax", "Tax"),
    figure("refunds", "Refunds"),
    figure("net", "Net", "earnings-total-net"),
  ];
}

function EarningsTable({ data }: { data: Earnings }) {
  const columns = useMemo(() => earningsColumns(data), [data]);
  return (
    <DataTable
      data={data.periods}
      columns={columns}
      getRowId={(p) => p.period}
      caption={`Earnings by ${data.granularity}, ${formatDateRange(data.from, data.to)}`}
      narrow="scroll"
      scrollLabel="Earnings table"
      minWidth="min-w-[36rem]"
      columnsMenu={false}
      testId="earnings-table"
    />
  );
}

/** Earnings (issue 8; decision 0037): chart, table, range and granularity, CSV built in the browser. */
export function EarningsPanel() {
  const zone = useClinicZone();
  // The default range ends on the clinic's today (decision 0064): wait for its zone rather than guess.
  if (!zone)
    return (
      <section aria-label="Earnings" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">Earnings</h2>
        <p className="mt-3 text-sm text-slate-600">Loading...</p>
      </section>
    );
  return <EarningsPanelIn zone={zone} />;
}

function EarningsPanelIn({ zone }: { zone: string }) {
  const id = useId();
  const [range, setRange] = useState<EarningsRange>(() => defaultRange("day", todayKey(zone)));
  const problem = rangeProblem(range);
  // An invalid range is never asked for: the last good one stays on screen with the reason shown.
  const [asked, setAsked] = useState(range);
  useEffect(() => {
    if (!problem) setAsked(range);
  }, [range, problem]);
  const query = useEarnings(asked);
  const data = query.data;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          Earnings
        </h2>
        {data && <CsvLink data={data} />}
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <GroupByField
          value={range.granularity}
          labels={granularityLabel}
          onChange={(g) => setRange(defaultRange(g, range.to || todayKey(zone)))}
        />
        <DateRangeFields
          range={range}
          onChange={({ from, to }) => setRange({ ...range, from, to })}
          describedBy={problem ? `${id}-problem` : undefined}
        />
      </div>
      <p id={`${id}-problem`} role="status" className="mt-2 min-h-5 text-sm text-red-800">
        {problem ?? ""}
      </p>
      {query.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Failed to fetch earnings. {query.error instanceof Error ? query.error.message : ""}
        </p>
      )}
      {data ? (
        <div className="mt-2 flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            Money by the day it was paid, in the clinic's time zone ({formatZoneName(data.timezone)}); weeks
            start on Monday. Net is what was kept after refunds and tax.
          </p>
          <Suspense fallback={<div className="h-72 animate-pulse rounded-lg bg-slate-100" />}>
            <EarningsChart data={data} label={(p) => periodLabel(p, data.granularity)} />
          </Suspense>
          <EarningsTable data={data} />
          <EarningsByKind data={data} />
        </div>
      ) : (
        !query.isError && <p className="mt-2 text-slate-700">Loading earnings…</p>
      )}
    </section>
  );
}
