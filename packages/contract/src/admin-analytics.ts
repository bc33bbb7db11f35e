import { z } from "zod";
import { rangeDays } from "./admin-earnings";
import { successEnvelopeSchema } from "./api-envelope";
import { dateKeySchema } from "./slots";

/**
 * GET /api/admin/analytics?from&to&period=week|month (issue 34, the spec's second "Soon" section).
 *
 * Days are clinic days (the clinic's zone, Asia/Kolkata by default), both ends included; weeks start on
 * Monday. Every figure is counted by PostgreSQL (decision 0129, "Analytics"):
 * - an appointment is a confirmed (PAID) booking, on the clinic day of its slot;
 * - no-show rate = no-shows / (attended + no-shows) of the period's appointments; null when none is marked;
 * - utilisation per practitioner and kind: open minutes are the minutes of every slot offered in the
 *   period that takes the kind (free, held or booked); booked minutes are the length of the appointments
 *   of that kind in them (the booking's own length, so a 45-minute session in a 60-minute slot is 45);
 * - revenue by kind is the earnings panel's net (money kept, tax out), by the day of payment: the one
 *   earnings rule (dashboard repository), so the two screens agree;
 * - new patients: their first ever appointment is in the period; returning: an appointment in the
 *   period, the first one earlier. Bookings not linked to a patient record are not counted as patients.
 */
export const analyticsPeriods = ["week", "month"] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** The longest range (days, inclusive): a little over a year, so "this month last year" fits. */
export const maxAnalyticsRangeDays = 400;

export const analyticsMessages = {
  period: "period must be week or month",
  order: "from must not be after to",
  range: `Show at most ${maxAnalyticsRangeDays} days at a time`,
} as const;

export const analyticsQuerySchema = z
  .object({
    from: dateKeySchema,
    to: dateKeySchema,
    period: z.enum(analyticsPeriods, { error: analyticsMessages.period }),
  })
  .refine((q) => q.from <= q.to, { message: analyticsMessages.order, path: ["to"] })
  .refine((q) => q.from > q.to || rangeDays(q.from, q.to) <= maxAnalyticsRangeDays, {
    message: analyticsMessages.range,
    path: ["from"],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Booked against offered minutes of one practitioner (null: a slot nobody was given) and one kind. */
export const utilisationRowSchema = z.object({
  practitionerId: z.string().nullable(),
  practitionerName: z.string(),
  kindId: z.string(),
  kindName: z.string(),
  bookedMinutes: z.number().int(),
  openMinutes: z.number().int(),
});
export type UtilisationRow = z.infer<typeof utilisationRowSchema>;

/**
 * One practitioner's whole time, each slot once: a slot that takes two kinds counts in both kinds'
 * rows above, so the kinds' open minutes may add up to more than this.
 */
export const practitionerUtilisationSchema = utilisationRowSchema.omit({ kindId: true, kindName: true });
export type PractitionerUtilisation = z.infer<typeof practitionerUtilisationSchema>;

export const revenueByKindSchema = z.object({
  kindId: z.string(),
  kindName: z.string(),
  /** Net in paise: paid − refunded − tax kept (the earnings panel's `net`). */
  amountInPaisa: z.number().int(),
});
export type RevenueByKind = z.infer<typeof revenueByKindSchema>;

const figures = {
  /** no-shows / (attended + no-shows), 0 to 1; null when no appointment of the period is marked. */
  noShowRate: z.number().min(0).max(1).nullable(),
  attended: z.number().int(),
  noShows: z.number().int(),
  /** Appointments (confirmed bookings) on the period's days, marked or not. */
  booked: z.number().int(),
  utilisation: z.array(utilisationRowSchema),
  byPractitioner: z.array(practitionerUtilisationSchema),
  revenueByKind: z.array(revenueByKindSchema),
  /** Net of every kind together, in paise. */
  revenueInPaisa: z.number().int(),
  newPatients: z.number().int(),
  returningPatients: z.number().int(),
};

export const analyticsPeriodSchema = z.object({
  /** The period's first day: the Monday of the week, or the 1st of the month. */
  start: z.string(),
  /** The part of the period inside the asked range (first and last day counted). */
  from: z.string(),
  to: z.string(),
  ...figures,
});
export type AnalyticsPeriodFigures = z.infer<typeof analyticsPeriodSchema>;

export const analyticsSchema = z.object({
  period: z.enum(analyticsPeriods),
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  currency: z.string(),
  /** Every period from the one holding `from` to the one holding `to`, empty ones as zeros. */
  periods: z.array(analyticsPeriodSchema),
  /**
   * The whole range: the periods' sums, except patients, counted once each (a patient seen in three
   * weeks is one returning patient of the range, not three).
   */
  totals: z.object(figures),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export const analyticsResponseSchema = successEnvelopeSchema(analyticsSchema);

/**
 * The range the page asks for first, ending `today` (a clinic day): the last 12 weeks from a Monday, or
 * the last 6 months from a 1st, whole periods so the first one is not cut short.
 */
export function defaultAnalyticsRange(period: AnalyticsPeriod, today: string): { from: string; to: string } {
  const day = new Date(`${today}T00:00:00Z`);
  if (period === "week") {
    const sinceMonday = (day.getUTCDay() + 6) % 7;
    day.setUTCDate(day.getUTCDate() - sinceMonday - 7 * 11);
  } else {
    day.setUTCDate(1);
    day.setUTCMonth(day.getUTCMonth() - 5);
  }
  return { from: day.toISOString().slice(0, 10), to: today };
}
