import type { DashboardStats } from "@clinic/contract/admin-dashboard";
import type { Earnings, EarningsGranularity } from "@clinic/contract/admin-earnings";
import { defaultEarningsDays, maxEarningsRangeDays, rangeDays } from "@clinic/contract/admin-earnings";
import { bookingTax } from "@clinic/contract/receipts";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import type { Database } from "../db/client";
import {
  dashboardCounts,
  type EarningsRow,
  earningsByKind,
  earningsByPeriod,
  todayAppointments,
} from "../db/dashboard-repository";
import { DomainError } from "./domain-error";
import { currentPricing } from "./pricing-service";
import { readReceiptSettings } from "./receipts/receipt-settings";
import { receiptsWaiting } from "./receipts/waiting-receipts";

/** What the dashboard and earnings need: the database, the clinic's zone and a clock (tests fix it). */
export type DashboardDeps = { db: Database; clinicTimezone: string; now?: () => Date };

const clock = (deps: DashboardDeps) => (deps.now ?? (() => new Date()))();
const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /api/admin/dashboard: the statistics of admin.md §3, counted in the database (decision 0035). */
export async function dashboardStats(deps: DashboardDeps): Promise<DashboardStats> {
  const now = clock(deps);
  const tz = deps.clinicTimezone;
  const [counts, today, price, receipts, waiting] = await Promise.all([
    dashboardCounts(deps.db, now, tz),
    todayAppointments(deps.db, now, tz),
    currentPricing(deps.db),
    readReceiptSettings(deps.db),
    receiptsWaiting(deps.db),
  ]);
  // The rate a booking made now carries: no GST at all when exempt (decision 0125).
  const tax = bookingTax(receipts.taxTreatment, price.amountInPaisa, price.taxPercent);
  return {
    todayBookings: { booked: counts.today_booked, total: counts.today_total },
    availableSlots: { available: counts.week_available, total: counts.week_total },
    totalBookings: counts.total_bookings,
    confirmedBookings: counts.confirmed_bookings,
    slotCounts: {
      open: counts.open,
      held: counts.held,
      booked: counts.booked,
      completed: counts.completed,
      total: counts.total,
    },
    pendingReviews: counts.pending_reviews,
    currentRate: {
      amountInPaisa: price.amountInPaisa,
      currency: price.currency,
      taxTreatment: tax.treatment,
      taxPercent: tax.taxPercent,
    },
    receiptsWaiting: waiting,
    todayAppointments: today.map((r) => ({
      bookingId: r.booking_id,
      slotId: r.slot_id,
      startAt: iso(r.start_at),
      endAt: iso(r.end_at),
      patientName: r.patient_name,
      meetingLink: r.meeting_link,
      slotStatus: r.slot_status,
    })),
    timezone: tz,
    today: counts.today,
    weekStart: counts.week_start,
    weekEnd: counts.week_end,
    lastUpdated: now.toISOString(),
  };
}

function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Last day of the period starting at `period` (YYYY-MM-DD); analytics cuts its periods the same way. */
export function periodEnd(period: string, unit: EarningsGranularity): string {
  if (unit === "day") return period;
  if (unit === "week") return addDays(period, 6);
  const d = new Date(`${period}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/**
 * GET /api/admin/earnings (decision 0037). The range is validated by the contract; without one it
 * is the recent days ending today in the clinic's zone.
 */
export async function earnings(
  deps: DashboardDeps,
  q: { granularity: EarningsGranularity; from?: string; to?: string },
): Promise<Earnings> {
  const tz = deps.clinicTimezone;
  const to =
    q.to ?? (q.from && q.from > dateKeyInZone(clock(deps), tz) ? q.from : dateKeyInZone(clock(deps), tz));
  const from = q.from ?? addDays(to, -(defaultEarningsDays[q.granularity] - 1));
  // A range completed from today can still be too long (an old `from` alone): the contract's rule, again.
  if (rangeDays(from, to) > maxEarningsRangeDays[q.granularity])
    throw new DomainError("validation_failed", "Some fields need attention.", {
      from: "the range is too long for this granularity",
    });
  const [rows, kinds, price] = await Promise.all([
    earningsByPeriod(deps.db, { unit: q.granularity, from, to, tz }),
    earningsByKind(deps.db, { from, to, tz }),
    currentPricing(deps.db),
  ]);
  const periods = rows.map((r) => {
    const end = periodEnd(r.period, q.granularity);
    return {
      period: r.period,
      from: r.period < from ? from : r.period,
      to: end > to ? to : end,
      ...moneyOf(r),
    };
  });
  const sum = (key: "gross" | "tax" | "refunds" | "net" | "count") =>
    periods.reduce((total, p) => total + p[key], 0);
  return {
    granularity: q.granularity,
    from,
    to,
    timezone: tz,
    currency: price.currency,
    periods,
    totals: {
      gross: sum("gross"),
      tax: sum("tax"),
      refunds: sum("refunds"),
      net: sum("net"),
      count: sum("count"),
    },
    byKind: kinds.map((k) => ({ kindId: k.kind_id, name: k.name, ...moneyOf(k) })),
  };
}

/** One group's money as numbers, and its net: what was kept, tax out (the earnings panel and analytics). */
export function moneyOf(r: Omit<EarningsRow, "period">) {
  const gross = Number(r.gross);
  const tax = Number(r.tax);
  const refunds = Number(r.refunds);
  return { gross, tax, refunds, net: gross - refunds - tax, count: r.n };
}
