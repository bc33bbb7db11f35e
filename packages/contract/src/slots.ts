import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";

/** Slot status and its transitions (admin.md §4 "Slot status"). */
export const slotStatuses = ["OPEN", "HELD", "BOOKED", "COMPLETED"] as const;
export type SlotStatus = (typeof slotStatuses)[number];
export const slotStatusSchema = z.enum(slotStatuses);

/**
 * Allowed moves. OPEN → HELD (hold) | BOOKED (mark booked); HELD → OPEN (release) |
 * BOOKED; BOOKED → COMPLETED | OPEN (reopen); COMPLETED is final.
 */
export const slotTransitions: Readonly<Record<SlotStatus, readonly SlotStatus[]>> = {
  OPEN: ["HELD", "BOOKED"],
  HELD: ["OPEN", "BOOKED"],
  BOOKED: ["COMPLETED", "OPEN"],
  COMPLETED: [],
};

export const completedSlotMessage = "Completed appointments cannot be modified";

export function canTransition(from: SlotStatus, to: SlotStatus): boolean {
  return slotTransitions[from].includes(to);
}

/** Answers of `isRealDate`, remembered: the slot list asks about the same few days on every request. */
const realDates = new Map<string, boolean>();

/** True when a YYYY-MM-DD string names a day of the calendar (not 2026-02-30). */
export function isRealDate(v: string): boolean {
  const known = realDates.get(v);
  if (known !== undefined) return known;
  const d = new Date(`${v}T00:00:00Z`);
  const real = !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  if (realDates.size >= 2000) realDates.clear();
  realDates.set(v, real);
  return real;
}

/**
 * A day written YYYY-MM-DD that the calendar has (2026-02-30 is refused, not read as 2 March): every date
 * a request gives is one. The document says `format: date` beside the pattern, as the check is a real
 * date's (issue 37); `missing` words the refusal of a value that is not a string at all.
 */
export function calendarDate(messages: { shape: string; real: string; missing?: string }) {
  return z
    .string(messages.missing ? { error: messages.missing } : undefined)
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.shape)
    .refine(isRealDate, messages.real)
    .meta({ format: "date" });
}

export const dateKeySchema = calendarDate({
  shape: "must be a date as YYYY-MM-DD",
  real: "must be a real calendar date",
});

/** One slot as the public slot list answers it (public-site.md §3). */
export const publicSlotSchema = z.object({
  slotId: z.string(),
  id: z.string(),
  date: z.string(),
  dateKey: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startTimeFormatted: z.string(),
  endTimeFormatted: z.string(),
  tz: z.string(),
  status: slotStatusSchema,
  calendarEventId: z.string().nullable(),
  /** The appointment kinds this slot takes (issue 34). */
  kindIds: z.array(z.string()),
  /** Whose time it is (a staff member's id); null before the clinic has one. */
  practitionerId: z.string().nullable(),
});
export type PublicSlot = z.infer<typeof publicSlotSchema>;

/** `kindId` (issue 34): only the slots that take this kind, within its notice and booking horizon. */
const kindIdQuery = z.string().trim().min(1).max(64).optional();
export const slotsQuerySchema = z.object({ date: dateKeySchema, kindId: kindIdQuery });
/** The day's slots; `timezone`: the clinic's zone the formatted times are in (decision 0064). */
export const slotsResponseSchema = successEnvelopeSchema(z.array(publicSlotSchema)).extend({
  timezone: z.string(),
});

export const slotDatesQuerySchema = z
  .object({ from: dateKeySchema, to: dateKeySchema, kindId: kindIdQuery })
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, {
    message: "the range may cover at most 92 days",
    path: ["to"],
  });
export const slotDatesResponseSchema = successEnvelopeSchema(
  z.object({ dates: z.array(z.string()), timezone: z.string() }),
);

/** POST /api/admin/slots/bulkCreate (admin.md §7): the slots the generator made. */
export const bulkSlotSchema = z.object({
  dateKey: dateKeySchema,
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  tz: z.string().default("Asia/Kolkata"),
  status: z.literal("OPEN").default("OPEN"),
  /** Whose time (a practitioner's or owner's staff id); left out: the clinic's first practitioner. */
  practitionerId: z.string().min(1).max(64).optional(),
  /** The kinds the slot takes; left out: the default kind. */
  kindIds: z
    .array(z.string().min(1).max(64))
    .min(1, "Choose at least one appointment kind")
    .max(20)
    .optional(),
});
export const bulkCreateRequestSchema = z.object({
  slots: z.array(bulkSlotSchema).min(1, "There are no slots to create.").max(2000),
});
export type BulkCreateRequest = z.infer<typeof bulkCreateRequestSchema>;
export const bulkCreateResultSchema = z.object({
  count: z.number().int(),
  calendarEventsCreated: z.number().int(),
  calendarEventsFailed: z.number().int(),
  /** Slots left out because they overlap an existing slot or another slot of the call. */
  skipped: z.number().int().optional(),
  /** Of the skipped: slots on a holiday or in a blackout range (Settings). */
  skippedClosed: z.number().int().optional(),
});
export const bulkCreateResponseSchema = successEnvelopeSchema(bulkCreateResultSchema);
