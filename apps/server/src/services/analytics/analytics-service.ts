import type {
  Analytics,
  AnalyticsPeriodFigures,
  AnalyticsQuery,
  PractitionerUtilisation,
  RevenueByKind,
  UtilisationRow,
} from "@clinic/contract/admin-analytics";
import {
  type AppointmentFiguresRow,
  appointmentFigures,
  type UtilisationFiguresRow,
  utilisationFigures,
} from "../../db/analytics-repository";
import { earningsByPeriodAndKind } from "../../db/dashboard-repository";
import type { Queryable } from "../../db/transaction";
import { moneyOf, periodEnd } from "../dashboard-service";
import { currentPricing } from "../pricing-service";

type Figures = Analytics["totals"];

/** A slot nobody was given (older data before practitioners): shown, not dropped. */
const unassigned = "Unassigned";

/**
 * GET /api/admin/analytics (issue 34). Three grouped queries (appointments, utilisation, revenue), each
 * answering per period and for the whole range; here they are only put side by side, never recounted.
 */
export async function analytics(db: Queryable, q: AnalyticsQuery, tz: string): Promise<Analytics> {
  const range = { unit: q.period, from: q.from, to: q.to };
  const [appointments, utilisation, revenue, price] = await Promise.all([
    appointmentFigures(db, range),
    utilisationFigures(db, range),
    earningsByPeriodAndKind(db, { ...range, tz }),
    currentPricing(db),
  ]);
  const figuresOf = (period: string | null): Figures => {
    const a = appointments.find((r) => r.period === period);
    const u = utilisation.filter((r) => r.period === period);
    const revenueByKind: RevenueByKind[] = revenue
      .filter((r) => r.period === period)
      .map((r) => ({ kindId: r.kind_id, kindName: r.name, amountInPaisa: moneyOf(r).net }));
    return {
      ...attendanceOf(a),
      ...patientsOf(a, period === null),
      utilisation: u.filter((r) => r.kind_id !== null).map(utilisationRow),
      byPractitioner: u.filter((r) => r.kind_id === null).map(practitionerRow),
      revenueByKind,
      revenueInPaisa: revenueByKind.reduce((sum, r) => sum + r.amountInPaisa, 0),
    };
  };
  const periods: AnalyticsPeriodFigures[] = periodStarts(q.period, q.from, q.to).map((start) => {
    const end = periodEnd(start, q.period);
    return { start, from: start < q.from ? q.from : start, to: end > q.to ? q.to : end, ...figuresOf(start) };
  });
  return {
    period: q.period,
    from: q.from,
    to: q.to,
    timezone: tz,
    currency: price.currency,
    periods,
    totals: figuresOf(null),
  };
}

function attendanceOf(a: AppointmentFiguresRow | undefined) {
  const attended = a?.attended ?? 0;
  const noShows = a?.no_shows ?? 0;
  const marked = attended + noShows;
  return { noShowRate: marked === 0 ? null : noShows / marked, attended, noShows, booked: a?.booked ?? 0 };
}

/** The range's row counts each patient once: new when first seen in the range, else returning. */
function patientsOf(a: AppointmentFiguresRow | undefined, wholeRange: boolean) {
  const patients = a?.patients ?? 0;
  const fresh = (wholeRange ? a?.new_in_range : a?.new_in_period) ?? 0;
  return { newPatients: fresh, returningPatients: patients - fresh };
}

function practitionerRow(r: UtilisationFiguresRow): PractitionerUtilisation {
  return {
    practitionerId: r.practitioner_id,
    practitionerName: r.practitioner_name ?? unassigned,
    bookedMinutes: r.booked_minutes,
    openMinutes: r.open_minutes,
  };
}

function utilisationRow(r: UtilisationFiguresRow): UtilisationRow {
  return { ...practitionerRow(r), kindId: r.kind_id ?? "", kindName: r.kind_name ?? "" };
}

/** The first day of every period from the one holding `from` to the one holding `to`. */
export function periodStarts(unit: "week" | "month", from: string, to: string): string[] {
  const day = new Date(`${from}T00:00:00Z`);
  if (unit === "week") day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  else day.setUTCDate(1);
  const starts: string[] = [];
  while (day.toISOString().slice(0, 10) <= to) {
    starts.push(day.toISOString().slice(0, 10));
    if (unit === "week") day.setUTCDate(day.getUTCDate() + 7);
    else day.setUTCMonth(day.getUTCMonth() + 1);
  }
  return starts;
}
