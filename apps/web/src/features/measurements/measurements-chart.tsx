import { formatDayMonth } from "@clinic/contract/format";
import type { VolumeThresholds } from "@clinic/contract/limb-volume";
import type { Locale } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { type ChartSession, type ChartWords, chartRows, chartWordsEn } from "./chart-rows";
import { shortDay } from "./flag-badge";

/** Room above and below the lines, so two limbs close together do not sit on the axis. */
const volumeDomain: [(min: number) => number, (max: number) => number] = [
  (min) => Math.max(0, Math.floor((min * 0.95) / 50) * 50),
  (max) => Math.ceil((max * 1.03) / 50) * 50,
];

/*
 * The tracker's charts (decision 0107): volumes over time, one line per limb, and the inter-limb
 * difference with the two thresholds drawn. Recharts lives only in this module, loaded with
 * React.lazy (its own chunk), as the dashboard's earnings chart. `width` fixes the size for the
 * printed report, where nothing is laid out to measure.
 */

const palette = ["#0f766e", "#b45309", "#1d4ed8", "#7c3aed", "#be123c", "#4d7c0f", "#334155", "#a16207"];

export default function MeasurementsChart({
  sessions,
  thresholds,
  width,
  words = chartWordsEn,
  locale = "en",
}: {
  sessions: ChartSession[];
  thresholds: VolumeThresholds;
  width?: number;
  /** The patient's page gives its language's words and days; the admin's stay English. */
  words?: ChartWords;
  locale?: Locale;
}) {
  const { rows, volumeLines, differenceLines } = chartRows(sessions, words);
  /** "4 Sep" on the axis (the year is in the table and the tooltip). */
  const tickDay = (key: string) => formatDayMonth(key, locale);
  const day = (key: unknown) => shortDay(String(key), locale);
  const frame = (chart: React.ReactElement, height: number) =>
    width ? (
      <div style={{ width, height }}>{chart}</div>
    ) : (
      <div className="w-full" style={{ height }}>
        {/* A height in pixels, not "100%": drawn while its section is still hidden (0 × 0), Recharts
            warned "width(0) and height(0)" on the patient page; a fixed height keeps it quiet. */}
        <ResponsiveContainer width="100%" height={height}>
          {chart}
        </ResponsiveContainer>
      </div>
    );
  const size = width ? { width, height: 220 } : {};
  const axis = { tick: { fill: "#334155", fontSize: 12 } };
  const maxDifference = Math.max(
    thresholds.clinicalPercent + 2,
    ...rows.flatMap((r) => differenceLines.map((l) => Number(r[l.key] ?? 0))),
  );
  const lastLimbs = sessions.at(-1);
  return (
    <figure className="m-0 space-y-4" data-testid="measurements-chart">
      <div
        role="img"
        aria-label={fill(words.volumeAria, {
          count: rows.length,
          latest: lastLimbs ? fill(words.latestOn, { day: day(lastLimbs.takenOn) }) : "",
        })}
      >
        <h3 className="mb-1 text-base font-semibold text-slate-900">{words.volume}</h3>
        {frame(
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} {...size}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="takenOn" {...axis} minTickGap={12} tickFormatter={tickDay} />
            <YAxis {...axis} width={64} domain={volumeDomain} />
            {!width && <Tooltip labelFormatter={day} formatter={(v) => `${Number(v).toFixed(1)} ml`} />}
            <Legend />
            {volumeLines.map((l, i) => (
              <Line
                key={l.key}
                dataKey={l.key}
                name={l.name}
                stroke={palette[i % palette.length]}
                strokeWidth={2}
                strokeDasharray={l.other ? "6 4" : undefined}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>,
          240,
        )}
      </div>
      {differenceLines.length > 0 && (
        <div
          role="img"
          aria-label={fill(words.differenceAria, {
            subclinical: thresholds.subclinicalPercent,
            clinical: thresholds.clinicalPercent,
          })}
        >
          <h3 className="mb-1 text-base font-semibold text-slate-900">{words.difference}</h3>
          {frame(
            <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} {...size}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="takenOn" {...axis} minTickGap={12} tickFormatter={tickDay} />
              <YAxis {...axis} width={48} domain={[0, Math.ceil(maxDifference)]} unit=" %" />
              {!width && <Tooltip labelFormatter={day} formatter={(v) => `${Number(v).toFixed(1)} %`} />}
              <Legend />
              <ReferenceLine
                y={thresholds.subclinicalPercent}
                stroke="#b45309"
                strokeDasharray="4 4"
                label={{
                  value: fill(words.subclinical, { percent: thresholds.subclinicalPercent }),
                  position: "insideTopLeft",
                  fill: "#92400e",
                  fontSize: 12,
                }}
              />
              <ReferenceLine
                y={thresholds.clinicalPercent}
                stroke="#b91c1c"
                strokeDasharray="4 4"
                label={{
                  value: fill(words.clinical, { percent: thresholds.clinicalPercent }),
                  position: "insideTopLeft",
                  fill: "#991b1b",
                  fontSize: 12,
                }}
              />
              {differenceLines.map((l, i) => (
                <Line
                  key={l.key}
                  dataKey={l.key}
                  name={l.name}
                  stroke={palette[i % palette.length]}
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>,
            220,
          )}
        </div>
      )}
      <figcaption className="text-sm text-slate-700">{words.caption}</figcaption>
    </figure>
  );
}
