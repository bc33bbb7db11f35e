import { volumeTrend } from "@clinic/contract/limb-volume";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { ManageSection } from "../../components/ui/manage-section";
import { useLocale } from "../../i18n/locale";
import { useRecordTexts } from "../../i18n/record";
import { RecordCodeStep, useRecordSession } from "../record-access";
import { millilitres, percent, shortDay } from "./flag-badge";
import { measurementsApi, myMeasurementsKey } from "./measurements-api";
import { flagInWords, trendInWords, trendName } from "./my-measurements-words";

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
  const text = useRecordTexts("measurements");
  const chart = useRecordTexts("chart");
  const limbs = useRecordTexts("limbs");
  const locale = useLocale();
  const day = (key: string) => shortDay(key, locale);
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
    <ManageSection id="my-measurements" heading={text.heading}>
      {data.scope === "booking" && (
        <>
          <p className="mt-2 max-w-2xl text-slate-800">
            {data.sessions.length > 0 ? text.thisVisit : text.inRecord}
          </p>
          {!asking && (
            <button
              type="button"
              className={`${buttonStyles.secondary} mt-4`}
              onClick={() => setAsking(true)}
            >
              {text.seeAll}
            </button>
          )}
          {asking && (
            <RecordCodeStep
              purpose={text.purpose}
              onOpened={() => setAsking(false)}
              onCancel={() => setAsking(false)}
            />
          )}
        </>
      )}
      <p className="mt-2 max-w-2xl text-slate-800">{text.intro}</p>
      {data.homeCare && (
        <div className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="home-care-note">
          <h3 className="text-lg font-semibold text-slate-900">{text.homeCare}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-900">{data.homeCare.note}</p>
          <p className="mt-2 text-sm text-slate-700">
            {text.say("fromVisit", { day: day(data.homeCare.writtenOn) })}
          </p>
        </div>
      )}
      {latest && (
        <dl className="mt-6 grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-lg">
          <dt className="text-slate-700">{text.latest}</dt>
          <dd className="text-slate-900">
            {day(latest.takenOn)}, {limbs[latest.limb].toLowerCase()}
          </dd>
          <dt className="text-slate-700">{text.affected}</dt>
          <dd className="text-slate-900 tabular-nums">{millilitres(latest.affectedVolumeMl)}</dd>
          {latest.otherVolumeMl !== null && (
            <>
              <dt className="text-slate-700">{text.other}</dt>
              <dd className="text-slate-900 tabular-nums">{millilitres(latest.otherVolumeMl)}</dd>
              <dt className="text-slate-700">{text.difference}</dt>
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
              <span className="font-semibold">{text.since}</span>{" "}
              <span data-testid="measurement-trend">
                <span className="font-semibold">{trendName(trend.trend, text)}.</span>{" "}
                {trendInWords(trend, previous, latest, text, locale)}
              </span>
            </p>
          )}
          {latest.otherVolumeMl !== null && (
            <p data-testid="flag-in-words" data-flag={latest.flag}>
              {flagInWords(latest.flag, data.thresholds, text)}
            </p>
          )}
        </div>
      )}
      {data.sessions.length > 0 && (
        <div className="mt-6">
          <Suspense fallback={<p className="text-slate-700">{text.loadingChart}</p>}>
            <MeasurementsChart
              sessions={data.sessions}
              thresholds={data.thresholds}
              words={{ ...chart, limbs }}
              locale={locale}
            />
          </Suspense>
        </div>
      )}
    </ManageSection>
  );
}
