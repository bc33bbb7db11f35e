import { formatDateKey, formatDayMonth } from "@clinic/contract/format";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { keyOfDay, type TrendLine, type Trends } from "./trend-rows";

/*
 * Care beside volume (issue 36): four small charts on one axis of days, one under the other, so a
 * week of little garment wear or a worse questionnaire total sits straight under the difference it
 * goes with. Recharts lives only in this module, loaded with React.lazy as the tracker's chart.
 */

const palette = ["#0f766e", "#b45309", "#1d4ed8", "#7c3aed", "#be123c"];
const axis = { tick: { fill: "#334155", fontSize: 12 } };

function latest(lines: TrendLine[], unit: string): string {
  return lines
    .map((l) => {
      const last = l.points.at(-1);
      return last ? `${l.name}: ${last.value}${unit} on ${formatDateKey(last.key)}` : "";
    })
    .filter(Boolean)
    .join("; ");
}

function TrendChart({
  title,
  lines,
  domain,
  unit,
  yDomain,
  testId,
}: {
  title: string;
  lines: TrendLine[];
  domain: [number, number];
  unit: string;
  yDomain: [number, number | "auto"];
  testId: string;
}) {
  // One day's span still draws: a day each side.
  const xDomain: [number, number] = domain[0] === domain[1] ? [domain[0] - 1, domain[1] + 1] : domain;
  // Whole days only, at most about six: "3 Dec" once, never a day twice between two ticks.
  const step = Math.max(1, Math.ceil((xDomain[1] - xDomain[0]) / 6));
  const ticks = Array.from(
    { length: Math.floor((xDomain[1] - xDomain[0]) / step) + 1 },
    (_, i) => xDomain[0] + i * step,
  );
  return (
    <div role="img" aria-label={`${title}. ${latest(lines, unit) || "No values yet."}`} data-testid={testId}>
      <h3 className="mb-1 text-base font-semibold text-slate-900">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-700">No values yet.</p>
      ) : (
        <div className="w-full" style={{ height: 170 }}>
          <ResponsiveContainer width="100%" height={170}>
            <LineChart margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis
                type="number"
                dataKey="day"
                domain={xDomain}
                {...axis}
                ticks={ticks}
                tickFormatter={(day: number) => formatDayMonth(keyOfDay(day))}
              />
              <YAxis {...axis} width={72} domain={yDomain} unit={unit} />
              <Tooltip
                labelFormatter={(day) => formatDateKey(keyOfDay(Number(day)))}
                formatter={(v) => `${v}${unit}`}
              />
              {lines.length > 1 && <Legend />}
              {lines.map((l, i) => (
                <Line
                  key={l.name}
                  data={l.points}
                  dataKey="value"
                  name={l.name}
                  stroke={palette[i % palette.length]}
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </div>
  );
}

/** The four charts, top to bottom; each axis starts at 0, the hours' ends at 24. */
function chartsOf(trends: Trends) {
  return [
    { testId: "trend-volume", title: "Limb volume", lines: trends.volume, unit: " ml", top: "auto" },
    {
      testId: "trend-difference",
      title: "Limb volume difference",
      lines: trends.difference,
      unit: " %",
      top: "auto",
    },
    { testId: "trend-hours", title: "Garment worn (hours a day)", lines: trends.hours, unit: " h", top: 24 },
    { testId: "trend-scores", title: "Questionnaire totals", lines: trends.scores, unit: "", top: "auto" },
  ] as const;
}

export default function CareTrendsChart({ trends }: { trends: Trends }) {
  const domain = trends.domain;
  if (!domain) return null;
  return (
    <figure className="m-0 space-y-4" data-testid="care-trends-chart">
      {chartsOf(trends).map((chart) => (
        <TrendChart
          key={chart.testId}
          title={chart.title}
          lines={chart.lines}
          domain={domain}
          unit={chart.unit}
          yDomain={[0, chart.top]}
          testId={chart.testId}
        />
      ))}
      <figcaption className="text-sm text-slate-700">
        On one line of dates: the affected limb's volume, the difference between the limbs, the hours a day
        the garment was worn (the weekly check-ins), and each questionnaire's total.
      </figcaption>
    </figure>
  );
}
