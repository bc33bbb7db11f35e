import { z } from "zod";
import { type AdminSlot, adminSlotSchema } from "./admin-slots";
import { successEnvelopeSchema } from "./api-envelope";
import { dateKeySchema, slotStatuses } from "./slots";

/** GET /api/admin/bookings (admin.md §2 Bookings section: a table of slots with their live booking). */
export const bookingViews = ["upcoming", "past", "all"] as const;
export const bookingSorts = [
  "date",
  "status",
  "customer",
  "paymentStatus",
  "email",
  "phone",
  "createdAt",
] as const;
export type BookingSort = (typeof bookingSorts)[number];
/** Filter page sizes (25/50/100/200) and footer sizes (10/25/50/100) drive one state (admin.md §9). */
export const filterPageSizes = [25, 50, 100, 200] as const;
export const footerPageSizes = [10, 25, 50, 100] as const;
export const defaultPageSize = 50;

/**
 * `status` filters the slot's status; `CONFIRMED` (the dashboard's question) means BOOKED slots
 * (decision 0029).
 */
export const adminBookingsQuerySchema = z
  .object({
    view: z.enum(bookingViews).default("upcoming"),
    from: dateKeySchema.optional(),
    to: dateKeySchema.optional(),
    status: z.enum([...slotStatuses, "CONFIRMED", "all"]).optional(),
    sort: z.enum(bookingSorts).default("date"),
    order: z.enum(["asc", "desc"]).default("asc"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(defaultPageSize),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] });
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>;
export type AdminBookingsQueryInput = z.input<typeof adminBookingsQuerySchema>;

/** Where a page sits in the whole filtered list: `total` rows, this is page `page` of `pageSize` rows. */
export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
/** One page as the service returns it: the rows and where they sit. */
export type AdminBookingsPage = { items: AdminSlot[]; pagination: Pagination };
/**
 * The answer (admin.md §7: "data list"): `data` is the page's slot rows, the paging is a sibling of
 * `data` in the envelope (decision 0083).
 */
export const adminBookingsResponseSchema = successEnvelopeSchema(z.array(adminSlotSchema)).extend({
  pagination: paginationSchema,
});
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponseSchema>;

export const adminBookingIdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const rescheduleSlotsQuerySchema = z.object({ date: dateKeySchema });
export const adminRescheduleRequestSchema = z.object({
  newSlotId: z.string().min(1).max(64),
  newStartTime: z.iso.datetime().optional(),
  newEndTime: z.iso.datetime().optional(),
});
export const updateBookingRequestSchema = z.object({
  notes: z.string().trim().max(2000, "Notes are too long").optional(),
});
export const deleteBookingRequestSchema = z.object({ action: z.enum(["cancel", "delete"]) });

export const defaultAppointmentType = "Standard Consultation";
export const defaultDurationMinutes = 60;
