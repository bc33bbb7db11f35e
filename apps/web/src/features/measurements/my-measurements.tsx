import { volumeTrend } from "@clinic/contract/limb-volume";
import { limbLabels } from "@clinic/contract/measurements";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { RecordCodeStep, useRecordSession } from "../record-access";
import { millilitres, percent, shortDay } from "./flag-badge";
import { measurementsApi, myMeasurementsKey } from "./measurements-api";
import { flagInWords, trendInWords, trendNames } from "./my-measurements-words";

// Pure: a page that imports this feature for another part does not keep this module for the call.
const MeasurementsChart = /* @__PURE__ */ lazy(() => import("./measurements-chart"));

/**
 * "My measurements" on the manage page (issues 23, 30; decisions 0107, 0113): the patient's own chart,
 * latest figures and the practitioner's home-care note. The manage link's token shows this visit's;
 * once the patient opened their whole record with the code, every visit's. Shown only when the
 * practitioner has recorded something (the chart's code is loaded only then).
 */
export function MyMeasurementsSection() {
  const { bookingId, token, session } = useRecordSession();
  const recordSession = session?.recordSession ?? null;
  const query = useQuery({
    queryKey: [...myMeasurementsKey(bookingId), recordSession],
    queryFn: ({ signal }) => measurementsApi.mine(bookingId, token, recordSession, signal),
    retry: false,
  });
  const [asking, setAsking] = useState(false);
  const data = query.data;
  if (!data) return null;
  // The whole record's measurements come with its code (decision 0113); a record already open that has
  // none has nothing to show.
  if (data.scope === "record" && data.sessions.length === 0 && !data.homeCare) return null;
  const latest = data.sessions.at(-1);
  // The visit before the latest, of the same limb (sessions come oldest first): the whole record's.
  const previous = latest && data.sessions.filter((s) => s.limb === latest.limb && s.id !== latest.id).at(-1);
  const trend = latest && previous ? volumeTrend(previous, latest) : undefined;
  return (
    <section
      id="my-measurements"
      aria-labelledby="my-measurements-heading"
      className="mt-12 border-t border-slate-200 pt-8"
    >
      <h2 id="my-measurements-heading" className="text-2xl font-bold text-slate-900">
        My measurements
      </h2>
      {data.scope === "booking" && (
        <>
          <p className="mt-2 max-w-2xl text-slate-800">
            {data.sessions.length > 0
              ? "These are the measurements taken at this visit. Your measurements from all your visits are in your whole record."
              : "Measurements taken at the clinic are kept in your whole record."}
          </p>
          {!asking && (
            <button
              type="button"
              className={`${buttonStyles.secondary} mt-4`}
              onClick={() => setAsking(true)}
            >
              See all my measurements
            </button>
          )}
          {asking && (
            <RecordCodeStep
              purpose="To show you your measurements"
              onOpened={() => setAsking(false)}
              onCancel={() => setAsking(false)}
            />
          )}
        </>
      )}
      <p className="mt-2 max-w-2xl text-slate-800">
        The volume of your limbs, worked out from the measurements taken at the clinic. Your practitioner will
        explain what they mean for you.
      </p>
      {data.homeCare && (
        <div className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="home-care-note">
          <h3 className="text-lg font-semibold text-slate-900">Your home-care advice</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-900">{data.homeCare.note}</p>
          <p className="mt-2 text-sm text-slate-700">
            From your visit on {shortDay(data.homeCare.writtenOn)}
          </p>
        </div>
      )}
      {latest && (
        <dl className="mt-6 grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-lg">
          <dt className="text-slate-700">Latest visit</dt>
          <dd className="text-slate-900">
            {shortDay(latest.takenOn)}, {limbLabels[latest.limb].toLowerCase()}
          </dd>
          <dt className="text-slate-700">Affected limb</dt>
          <dd className="text-slate-900 tabular-nums">{millilitres(latest.affectedVolumeMl)}</dd>
          {latest.otherVolumeMl !== null && (
            <>
              <dt className="text-slate-700">Other limb</dt>
              <dd className="text-slate-900 tabular-nums">{millilitres(latest.otherVolumeMl)}</dd>
              <dt className="text-slate-700">Difference</dt>
              <dd className="text-slate-900 tabular-nums">{percent(latest.differencePercent)}</dd>
            </>
          )}
        </dl>
      )}
      {latest && (trend || latest.otherVolumeMl !== null) && (
        // Plain words, not a red badge: how it went, what the difference means, and that it will be
        // talked through (screen guide: My measurements in plain words).
        <div className="mt-4 max-w-2xl space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-4 text-lg text-slate-900">
          {trend && previous && (
            <p>
              <span className="font-semibold">Since your last visit:</span>{" "}
              <span data-testid="measurement-trend">
                <span className="font-semibold">{trendNames[trend.trend]}.</span>{" "}
                {trendInWords(trend, previous, latest)}
              </span>
            </p>
          )}
          {latest.otherVolumeMl !== null && (
            <p data-testid="flag-in-words" data-flag={latest.flag}>
              {flagInWords(latest.flag, data.thresholds)}
            </p>
          )}
        </div>
      )}
      {data.sessions.length > 0 && (
        <div className="mt-6">
          <Suspense fallback={<p className="text-slate-700">Loading chart…</p>}>
            <MeasurementsChart sessions={data.sessions} thresholds={data.thresholds} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
