import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { taxTreatments } from "./receipts";

/**
 * GET /api/admin/dashboard (admin.md §2 Dashboard, §3 dashboard stats, §4 dashboard statistics):
 * one call, counted in the database, in the clinic's time zone (decision 0035).
 */
export const dashboardAppointmentSchema = z.object({
  bookingId: z.string(),
  slotId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  patientName: z.string(),
  meetingLink: z.string().nullable(),
  slotStatus: z.string(),
});
export type DashboardAppointment = z.infer<typeof dashboardAppointmentSchema>;

export const dashboardStatsSchema = z.object({
  /** Today's slots in the clinic's zone: booked (BOOKED or COMPLETED) of all. */
  todayBookings: z.object({ booked: z.number().int(), total: z.number().int() }),
  /** This week's slots (Monday to Sunday in the clinic's zone): OPEN and still ahead, of all. */
  availableSlots: z.object({ available: z.number().int(), total: z.number().int() }),
  /** Every paid booking on record (status PAID). */
  totalBookings: z.number().int(),
  /** Paid bookings whose slot is BOOKED (confirmed, not yet completed). */
  confirmedBookings: z.number().int(),
  /** Slot counts by status, all slots. */
  slotCounts: z.object({
    open: z.number().int(),
    held: z.number().int(),
    booked: z.number().int(),
    completed: z.number().int(),
    total: z.number().int(),
  }),
  pendingReviews: z.number().int(),
  /**
   * The real current price (decision 0036), tax included (decision 0017). The receipt treatment says
   * whether it holds GST (decision 0125): `taxPercent` is the rate a booking made now carries, 0
   * when exempt.
   */
  currentRate: z.object({
    amountInPaisa: z.number().int(),
    currency: z.string(),
    taxTreatment: z.enum(taxTreatments),
    taxPercent: z.number(),
  }),

  /** Paid bookings whose receipt waits for the clinic's legal name and address (decision 0125). */
  receiptsWaiting: z.number().int(),
  todayAppointments: z.array(dashboardAppointmentSchema),
  /** The clinic's zone the day and week are counted in, and the bounds used. */
  timezone: z.string(),
  today: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  lastUpdated: z.string(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardResponseSchema = successEnvelopeSchema(dashboardStatsSchema);

/** "25%" style share, 0 when there is nothing to share (no division by zero on an empty day). */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}
