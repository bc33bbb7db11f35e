import {
  type AnalyticsPeriod,
  type AnalyticsQuery,
  defaultAnalyticsRange,
} from "@clinic/contract/admin-analytics";
import { formatDateRange, formatMoney } from "@clinic/contract/format";
import { type ReactNode, useEffect, useId, useState } from "react";
import { DateRangeFields, GroupByField } from "../../components/ui/form-field";
import { todayKey, useClinicZone } from "../../lib/clinic-zone";
import { useAnalytics } from "./analytics-api";
import { rangeProblem, rateText } from "./analytics-figures";
import { clinicUtilisation, PeriodsTable, RevenueTable, UtilisationTable } from "./analytics-tables";

const periodLabels: Record<AnalyticsPeriod, string> = { week: "Week", month: "Month" };

function SummaryCard({
  title,
  value,
  detail,
  testId,
}: {
  title: string;
  value: string;
  detail: ReactNode;
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <p className="text-sm font-semibold text-slate-700">{title}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
      <p className="mt-1 text-sm text-slate-700">{detail}</p>
    </div>
  );
}

/**
 * Admin → Analytics (issue 34): the clinic's no-show rate, utilisation, revenue by kind and new vs
 * returning patients, by week or month. Every figure is the server's (decision 0129): the page only lays
 * them out. It waits for the clinic's zone, since the default range ends on the clinic's today.
 */
export function AnalyticsPage() {
  const zone = useClinicZone();
  if (!zone) return <p className="text-slate-700">Loading analytics…</p>;
  return <AnalyticsPageIn zone={zone} />;
}

function AnalyticsPageIn({ zone }: { zone: string }) {
  const id = useId();
  const [range, setRange] = useState<AnalyticsQuery>(() => ({
    period: "week",
    ...defaultAnalyticsRange("week", todayKey(zone)),
  }));
  const problem = rangeProblem(range);
  // An invalid range is never asked for: the last good answer stays on screen with the reason shown.
  const [asked, setAsked] = useState(range);
  useEffect(() => {
    if (!problem) setAsked(range);
  }, [range, problem]);
  const query = useAnalytics(asked);
  const data = query.data;
  const t = data?.totals;
  const marked = t ? t.attended + t.noShows : 0;

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Range" className="rounded-xl border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-end gap-4">
          <GroupByField
            value={range.period}
            labels={periodLabels}
            onChange={(period) => setRange({ period, ...defaultAnalyticsRange(period, todayKey(zone)) })}
          />
          <DateRangeFields
            range={range}
            onChange={({ from, to }) => setRange({ ...range, from, to })}
            describedBy={problem ? `${id}-problem` : undefined}
          />
          {query.isFetching && <span className="pb-3 text-sm text-slate-700">Refreshing…</span>}
        </div>
        <p id={`${id}-problem`} role="status" className="mt-2 min-h-5 text-sm text-red-800">
          {problem ?? ""}
        </p>
        {data && (
          <p className="text-sm text-slate-700">
            {formatDateRange(data.from, data.to)}, clinic days in {data.timezone}; weeks start on Monday.
          </p>
        )}
      </section>
      {query.isError && (
        <p role="alert" className="text-red-700">
          Failed to fetch analytics. {query.error.message}
        </p>
      )}
      {data && t ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <SummaryCard
              title="No-show rate"
              value={rateText(t.noShowRate)}
              detail={
                marked === 0
                  ? "No attendance marked yet"
                  : `${t.noShows} no-show${t.noShows === 1 ? "" : "s"} of ${marked} marked`
              }
              testId="analytics-no-show"
            />
            <SummaryCard
              title="Utilisation"
              value={clinicUtilisation(t)}
              detail="Booked of the time offered in slots"
              testId="analytics-utilisation-card"
            />
            <SummaryCard
              title="Revenue"
              value={formatMoney(t.revenueInPaisa, data.currency)}
              detail="Net: kept after refunds and tax"
              testId="analytics-revenue-card"
            />
            <SummaryCard
              title="Patients"
              value={`${t.newPatients} new · ${t.returningPatients} returning`}
              detail={`${t.booked} appointment${t.booked === 1 ? "" : "s"} in the range`}
              testId="analytics-patients"
            />
          </div>
          <section
            aria-labelledby={`${id}-periods`}
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id={`${id}-periods`} className="mb-3 text-lg font-semibold text-slate-900">
              By {data.period}
            </h2>
            <PeriodsTable data={data} />
          </section>
          {/* Side by side only on a wide screen: at 1280 px beside the sidebar each table needs the full width. */}
          <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,2fr)_minmax(22rem,1fr)]">
            <section
              aria-labelledby={`${id}-utilisation`}
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 id={`${id}-utilisation`} className="mb-3 text-lg font-semibold text-slate-900">
                Utilisation by practitioner and kind
              </h2>
              <UtilisationTable rows={t.utilisation} />
              <p className="mt-2 text-sm text-slate-700">
                A slot that takes several kinds counts as offered time of each, so a practitioner's kinds can
                add up to more than their time.
              </p>
            </section>
            <section
              aria-labelledby={`${id}-revenue`}
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 id={`${id}-revenue`} className="mb-3 text-lg font-semibold text-slate-900">
                Revenue by kind
              </h2>
              <RevenueTable data={data} />
            </section>
          </div>
        </>
      ) : (
        !query.isError && <p className="text-slate-700">Loading analytics…</p>
      )}
    </div>
  );
}
