import { z } from "zod";
import { businessHoursSchema } from "./admin-settings";
import { successEnvelopeSchema } from "./api-envelope";
import { kindModes } from "./appointment-kinds";
import { bookingStatuses } from "./booking";
import { dateKeySchema } from "./slots";

/**
 * The clinic's agenda (issue 34): booked appointments only, never empty slots, in the clinic's day
 * order, for any status (cancelled ones included), per practitioner.
 */
export const attendanceValues = ["attended", "no_show"] as const;
export type Attendance = (typeof attendanceValues)[number];

export const agendaMessages = {
  range: "Show at most 62 days at a time",
  order: "from must not be after to",
  tooEarly: "Attendance can be marked once the appointment has started.",
  notBooked: "Only a confirmed (paid) appointment has attendance to mark.",
  attended: "Marked as attended",
  noShow: "Marked as no-show",
  notFound: "Booking not found.",
} as const;

export const agendaQuerySchema = z
  .object({
    from: dateKeySchema,
    to: dateKeySchema,
    practitionerId: z.string().trim().min(1).max(64).optional(),
    status: z.enum(bookingStatuses).optional(),
  })
  .refine((q) => q.from <= q.to, { message: agendaMessages.order, path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62, {
    message: agendaMessages.range,
    path: ["to"],
  });
export type AgendaQuery = z.infer<typeof agendaQuerySchema>;

export const agendaItemSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** The clinic day (YYYY-MM-DD) the appointment is on. */
  dateKey: z.string(),
  kind: z.object({ id: z.string(), name: z.string(), mode: z.enum(kindModes), colour: z.string() }),
  practitioner: z.object({ id: z.string(), name: z.string(), colour: z.string().nullable() }).nullable(),
  patient: z.object({ id: z.string().nullable(), name: z.string() }),
  status: z.enum(bookingStatuses),
  /** The booking's status, or REFUNDED for a cancelled booking whose online payment was returned. */
  paymentStatus: z.enum([...bookingStatuses, "REFUNDED"]),
  attendance: z.enum(attendanceValues).nullable(),
  /** The series the appointment was booked in (issue 35), shared by its sessions; null for one alone. */
  seriesId: z.string().nullable(),
  /** Paid from a package of sessions (issue 35). */
  fromPackage: z.boolean(),
  /** The room of a confirmed (paid) video appointment; null for any other. */
  meetingLink: z.string().nullable(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const agendaResponseSchema = successEnvelopeSchema(
  z.object({
    items: z.array(agendaItemSchema),
    /**
     * Everyone who sees patients, for the agenda's columns (even with no appointment in the range), and
     * the bulk slot form's choice: their own business hours (null: the clinic's) are its default window.
     */
    practitioners: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        colour: z.string().nullable(),
        businessHours: businessHoursSchema.nullable(),
      }),
    ),
    timezone: z.string(),
  }),
);

export const attendanceRequestSchema = z.object({
  attendance: z.enum(attendanceValues, { error: "attendance must be attended or no_show" }),
});
export const attendanceResponseSchema = successEnvelopeSchema(
  z.object({ bookingId: z.string(), attendance: z.enum(attendanceValues), markedAt: z.string() }),
);
