import {
  type Earnings,
  type EarningsGranularity,
  earningsCsv,
  earningsGranularities,
} from "@clinic/contract/admin-earnings";
import { Download } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { DateRangeFields, FormField } from "../../components/ui/form-field";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { todayKey, useClinicZone } from "../../lib/clinic-zone";
import { adminMoney } from "../../lib/format";
import { type EarningsRange, useEarnings } from "./dashboard-api";
import { defaultRange, rangeProblem } from "./earnings-range";

// Recharts is heavy: loaded only here, in its own chunk, when the admin opens the dashboard.
const EarningsChart = lazy(() => import("./earnings-chart"));

const granularityLabel: Record<EarningsGranularity, string> = { day: "Day", week: "Week", month: "Month" };

function periodLabel(period: string, g: EarningsGranularity): string {
  const d = new Date(`${period}T00:00:00Z`);
  if (g === "month")
    return new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(d);
  const text = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    d,
  );
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

function EarningsTable({ data }: { data: Earnings }) {
  const money = (paise: number) => adminMoney(paise, data.currency);
  return (
    <ScrollRegion label="Earnings table">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="earnings-table">
        <caption className="sr-only">
          Earnings by {data.granularity} from {data.from} to {data.to}
        </caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Period
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Paid bookings
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Gross
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Tax
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Refunds
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Net
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums text-slate-900">
          {data.periods.map((p) => (
            <tr key={p.period}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {periodLabel(p.period, data.granularity)}
              </th>
              <td className="py-2 pr-3 text-right">{p.count}</td>
              <td className="py-2 pr-3 text-right">{money(p.gross)}</td>
              <td className="py-2 pr-3 text-right">{money(p.tax)}</td>
              <td className="py-2 pr-3 text-right">{money(p.refunds)}</td>
              <td className="py-2 text-right">{money(p.net)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold tabular-nums text-slate-900">
          <tr>
            <th scope="row" className="py-2 pr-3">
              Total
            </th>
            <td className="py-2 pr-3 text-right">{data.totals.count}</td>
            <td className="py-2 pr-3 text-right">{money(data.totals.gross)}</td>
            <td className="py-2 pr-3 text-right">{money(data.totals.tax)}</td>
            <td className="py-2 pr-3 text-right">{money(data.totals.refunds)}</td>
            <td className="py-2 text-right" data-testid="earnings-total-net">
              {money(data.totals.net)}
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
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
        <FormField label="Group by">
          {(control) => (
            <select
              {...control}
              value={range.granularity}
              onChange={(e) =>
                setRange(defaultRange(e.target.value as EarningsGranularity, range.to || todayKey(zone)))
              }
            >
              {earningsGranularities.map((g) => (
                <option key={g} value={g}>
                  {granularityLabel[g]}
                </option>
              ))}
            </select>
          )}
        </FormField>
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
            Money by the day it was paid, in the clinic's time zone ({data.timezone}); weeks start on Monday.
            Net is what was kept after refunds and tax.
          </p>
          <Suspense fallback={<div className="h-72 animate-pulse rounded-lg bg-slate-100" />}>
            <EarningsChart data={data} label={(p) => periodLabel(p, data.granularity)} />
          </Suspense>
          <EarningsTable data={data} />
        </div>
      ) : (
        !query.isError && <p className="mt-2 text-slate-700">Loading earnings…</p>
      )}
    </section>
  );
}
