import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { csvLine } from "./csv";
import { majorUnits } from "./money";
import { dateKeySchema } from "./slots";

/**
 * GET /api/admin/earnings?granularity=day|week|month&from&to (admin.md §7; decision 0037).
 * Dates are days in the clinic's zone, both inclusive; weeks start on Monday.
 */
export const earningsGranularities = ["day", "week", "month"] as const;
export type EarningsGranularity = (typeof earningsGranularities)[number];

/** The longest range (days, inclusive) each granularity may ask for. */
export const maxEarningsRangeDays: Record<EarningsGranularity, number> = {
  day: 366,
  week: 731,
  month: 3660,
};

/** Days from `from` to `to`, both counted (dates as YYYY-MM-DD). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const earningsQuerySchema = z
  .object({
    granularity: z.enum(earningsGranularities, { message: "granularity must be day, week or month" }),
    from: dateKeySchema.optional(),
    to: dateKeySchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] })
  .refine(
    (q) =>
      !q.from || !q.to || q.from > q.to || rangeDays(q.from, q.to) <= maxEarningsRangeDays[q.granularity],
    { message: "the range is too long for this granularity", path: ["from"] },
  );
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

/** One period: its first day (the bucket: day, Monday of the week, first of the month) and money in paise. */
export const earningsPeriodSchema = z.object({
  period: z.string(),
  /** The part of the period inside the asked range (first and last day). */
  from: z.string(),
  to: z.string(),
  /** Everything paid in the period, tax included. */
  gross: z.number().int(),
  /** Tax contained in what was kept (refunded bookings carry none). */
  tax: z.number().int(),
  /** Paid in the period and later cancelled: refunded (or, for dummy/admin payments, never collected). */
  refunds: z.number().int(),
  /** gross − refunds − tax. */
  net: z.number().int(),
  /** Bookings paid in the period (refunded ones included). */
  count: z.number().int(),
});
export type EarningsPeriod = z.infer<typeof earningsPeriodSchema>;

export const earningsSchema = z.object({
  granularity: z.enum(earningsGranularities),
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  currency: z.string(),
  periods: z.array(earningsPeriodSchema),
  totals: earningsPeriodSchema.omit({ period: true, from: true, to: true }),
  /** The range's totals per appointment kind (issue 34), kinds with no payment left out. */
  byKind: z.array(
    earningsPeriodSchema
      .omit({ period: true, from: true, to: true })
      .extend({ kindId: z.string(), name: z.string() }),
  ),
});
export type Earnings = z.infer<typeof earningsSchema>;
export const earningsResponseSchema = successEnvelopeSchema(earningsSchema);

/** The range the panel asks for when none is given: recent periods ending today. */
export const defaultEarningsDays: Record<EarningsGranularity, number> = { day: 30, week: 84, month: 365 };

const csvHeader = ["period", "from", "to", "paid_bookings", "gross", "tax", "refunds", "net", "currency"];

/** The earnings as CSV (CRLF lines), amounts in major units with two decimals. */
export function earningsCsv(e: Earnings): string {
  const rows = e.periods.map((p) => [
    p.period,
    p.from,
    p.to,
    String(p.count),
    majorUnits(p.gross),
    majorUnits(p.tax),
    majorUnits(p.refunds),
    majorUnits(p.net),
    e.currency,
  ]);
  rows.push([
    "total",
    e.from,
    e.to,
    String(e.totals.count),
    majorUnits(e.totals.gross),
    majorUnits(e.totals.tax),
    majorUnits(e.totals.refunds),
    majorUnits(e.totals.net),
    e.currency,
  ]);
  return [csvHeader, ...rows].map(csvLine).join("");
}
