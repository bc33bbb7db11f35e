import type { Earnings } from "@clinic/contract/admin-earnings";
import { formatDateRange, formatMoney, formatRupees } from "@clinic/contract/format";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * The earnings chart: one stacked bar per period, net + tax + refunds = gross. Recharts lives
 * only in this module, which the panel loads with React.lazy (its own chunk, admin only).
 */
export default function EarningsChart({
  data,
  label,
}: {
  data: Earnings;
  label: (period: string) => string;
}) {
  const rows = data.periods.map((p) => ({
    name: label(p.period),
    net: p.net / 100,
    tax: p.tax / 100,
    refunds: p.refunds / 100,
  }));
  const money = (rupees: number) => formatMoney(Math.round(rupees * 100), data.currency);
  const total = formatMoney(data.totals.gross, data.currency);
  return (
    <figure className="m-0" data-testid="earnings-chart">
      <div
        role="img"
        aria-label={`Bar chart of earnings by ${data.granularity}, ${formatDateRange(data.from, data.to)}: ${total} gross in all. The table below has the figures.`}
        className="h-72 w-full"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="name" tick={{ fill: "#334155", fontSize: 12 }} minTickGap={12} />
            <YAxis
              tick={{ fill: "#334155", fontSize: 12 }}
              tickFormatter={(rupees: number) => formatRupees(rupees)}
              width={80}
            />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Legend />
            <Bar dataKey="net" name="Net" stackId="money" fill="#0f766e" />
            <Bar dataKey="tax" name="Tax" stackId="money" fill="#64748b" />
            <Bar dataKey="refunds" name="Refunds" stackId="money" fill="#b45309" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 text-sm text-slate-700">
        Each bar is the money paid in that period: net, tax and refunds together make the gross.
      </figcaption>
    </figure>
  );
}
