import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { formatDecimal } from "./format";
import { dateKeySchema, slotStatuses, slotStatusSchema } from "./slots";

/** The live booking of a slot as the admin screens show it (admin.md §3 Booking). */
export const adminSlotBookingSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paymentStatus: z.string(),
  paymentId: z.string().nullable(),
  paymentMethod: z.string(),
  paymentProvider: z.string(),
  appointmentType: z.string(),
  duration: z.number().int(),
  meetingLink: z.string().nullable(),
  notes: z.string(),
  timezone: z.string(),
  isAdminBooking: z.boolean(),
  createdAt: z.string(),
  /** The booking's patient record (decision 0099): set once it is paid or made by the clinic. */
  patientId: z.string().nullable(),
  /** Its receipt's number (decision 0105); null when none was issued (not charged, unpaid). */
  receiptNumber: z.string().nullable().optional(),
});
export type AdminSlotBooking = z.infer<typeof adminSlotBookingSchema>;

/** A slot with its live booking, if any (admin.md §3 Slot). */
export const adminSlotSchema = z.object({
  slotId: z.string(),
  id: z.string(),
  dateKey: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  tz: z.string(),
  status: slotStatusSchema,
  calendarEventId: z.string().nullable(),
  createdAt: z.string(),
  /** Whose time it is, and the appointment kinds it may take (issue 34). */
  practitionerId: z.string().nullable(),
  kindIds: z.array(z.string()),
  booking: adminSlotBookingSchema.nullable(),
  bookingError: z.string().optional(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;

export const adminSlotsQuerySchema = z
  .object({
    from: dateKeySchema.optional(),
    to: dateKeySchema.optional(),
    status: z.enum([...slotStatuses, "all"]).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] });
export const adminSlotsResponseSchema = successEnvelopeSchema(z.array(adminSlotSchema));

/**
 * The most slots one list answers (GET /admin/slots and /admin/slots/all). Past it the latest are kept:
 * every coming slot and the most recent past ones, never the oldest (a clinic's years of slots outgrow
 * it, and the coming ones are what the desk works with).
 */
export const slotListLimit = 5000;
/** Said above a list that reached the limit. */
export const slotListLimitNote = `Showing the latest ${formatDecimal(slotListLimit, 0)} slots. Earlier ones are in Bookings, by their dates.`;

export const slotIdParamSchema = z.object({ id: z.string().min(1).max(64) });
export const updateSlotRequestSchema = z.object({ status: slotStatusSchema });
export const adminSlotResponseSchema = successEnvelopeSchema(adminSlotSchema);
export const deletedResponseSchema = successEnvelopeSchema(z.object({ id: z.string() }));

/** The spec's toast texts (admin.md §8). */
export const slotUpdatedVerb: Record<string, string> = {
  HELD: "held",
  OPEN: "reopened",
  BOOKED: "marked as booked",
  COMPLETED: "marked as completed",
};
export const deleteSlotQuestion = "Are you sure you want to delete this slot? This action cannot be undone.";

/**
 * The slot screen's toasts as the spec writes them (admin.md §5, §6, §8). A text written with a colon
 * ('Authentication required: ...') is one toast title, not a title and a description.
 */
export const slotMessages = {
  authRequired: "Authentication required: Please log in to manage slots",
  loadFailedForDate: "Error: Failed to load slots for selected date.",
  loadFailed: "Failed to load slots. Please try again.",
  validationError: "Validation Error: Please correct the errors in the form",
  updateFailed: "Failed to update slot status",
  deleteFailed: "Failed to delete slot",
  createFailed: "Failed to create slots",
} as const;

/** A slot's end; a slot stored without one lasts the fallback hour (admin.md §3, §9). */
export function slotEnd(slot: { startAt: string; endAt?: string | null }): string {
  return slot.endAt || new Date(Date.parse(slot.startAt) + 3_600_000).toISOString();
}
