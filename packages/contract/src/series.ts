import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { weekdays } from "./opening-hours";
import { dateKeySchema } from "./slots";

/**
 * A series of appointments (issue 35): `count` sessions at one time on the given weekdays from
 * `startDate`, for a patient, by one practitioner, optionally paid from a package.
 */
export const seriesMessages = {
  weekdays: "Choose at least one weekday (monday to sunday, or 0 to 6 with 0 for Sunday)",
  time: "Time must be HH:MM (24-hour, the clinic's time)",
  count: "A series is 1 to 60 sessions",
  kindRequired: "Choose the kind of appointment",
  practitionerRequired: "Choose the practitioner: the clinic has more than one",
  practitionerUnknown: "That practitioner does not exist",
  booked: (n: number) => `${n} ${n === 1 ? "session" : "sessions"} booked`,
} as const;

/** Why a date of the series was not booked. */
export const seriesSkipReasons = ["closed_day", "outside_hours", "practitioner_busy", "past"] as const;
export type SeriesSkipReason = (typeof seriesSkipReasons)[number];

/** A weekday by name, or by number as the slot generator counts them (0 Sunday … 6 Saturday; 7 also Sunday). */
const weekdaySchema = z.union([z.enum(weekdays), z.number().int().min(0).max(7)]);

export const seriesRequestSchema = z.object({
  kindId: z.string({ error: seriesMessages.kindRequired }).trim().min(1, seriesMessages.kindRequired).max(64),
  practitionerId: z.string().trim().min(1).max(64).optional(),
  startDate: dateKeySchema,
  time: z.string({ error: seriesMessages.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, seriesMessages.time),
  weekdays: z
    .array(weekdaySchema, { error: seriesMessages.weekdays })
    .min(1, seriesMessages.weekdays)
    .max(7, seriesMessages.weekdays),
  count: z
    .number({ error: seriesMessages.count })
    .int(seriesMessages.count)
    .min(1, seriesMessages.count)
    .max(60, seriesMessages.count),
  packagePurchaseId: z.string().trim().min(1).max(64).optional(),
  /** A series of home visits: the address, as a single home visit asks for it. */
  visitAddress: z.string().trim().min(1).max(300).optional(),
});
export type SeriesRequest = z.input<typeof seriesRequestSchema>;
export type SeriesRequestValid = z.output<typeof seriesRequestSchema>;

/** The JavaScript day number (0 Sunday … 6 Saturday) of a weekday as the request gives it. */
export function weekdayNumber(day: (typeof weekdays)[number] | number): number {
  if (typeof day === "number") return day % 7;
  return (weekdays.indexOf(day) + 1) % 7;
}

export const seriesAnswerSchema = z.object({
  seriesId: z.string(),
  booked: z.array(
    z.object({ bookingId: z.string(), date: z.string(), startAt: z.string(), endAt: z.string() }),
  ),
  skipped: z.array(z.object({ date: z.string(), reason: z.enum(seriesSkipReasons) })),
});
export type SeriesAnswer = z.infer<typeof seriesAnswerSchema>;
export const seriesResponseSchema = successEnvelopeSchema(seriesAnswerSchema);

/** POST /api/admin/patients/{patientId}/series/preview: the dates the series would take, nothing booked. */
export const seriesPreviewSchema = z.object({
  sessions: z.array(z.object({ date: z.string(), startAt: z.string(), endAt: z.string() })),
  skipped: z.array(z.object({ date: z.string(), reason: z.enum(seriesSkipReasons) })),
  /** With a package: its sessions left now (the series needs `sessions.length`). */
  sessionsLeft: z.number().int().nullable(),
  /** Why booking this series would be refused now (the package cannot pay for it), or null. */
  problem: z.string().nullable(),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;
export const seriesPreviewResponseSchema = successEnvelopeSchema(seriesPreviewSchema);
