import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { controlInLine } from "./control-characters";
import { type Locale, nameIn } from "./locales";

/**
 * Appointment kinds (issue 34, decision 0129): what a patient can book. The spec's video consultation
 * is the default kind; its price, length and buffer are the Pricing screen's.
 */
export const kindModes = ["video", "in_clinic", "home_visit"] as const;
export type KindMode = (typeof kindModes)[number];

/** A mode inside a sentence, after a kind's name: "Manual lymphatic drainage (in the clinic)". */
export const kindModeWords: Record<KindMode, string> = {
  video: "video",
  in_clinic: "in the clinic",
  home_visit: "home visit",
};

export const kindModeLabels: Record<KindMode, string> = {
  video: "Video consultation",
  in_clinic: "In the clinic",
  home_visit: "Home visit",
};

/** Every slot and booking made before kinds existed has this kind. */
export const defaultKindId = "consultation";
/** How far ahead the default kind may be booked: ten years, i.e. as far as the clinic makes slots (the spec has no limit). */
export const defaultKindHorizonDays = 3650;

/** The default kind as migration 0029 made it (and the server makes it again if it is ever missing). */
export const defaultKindSeed = {
  name: "Video consultation",
  names: { hi: "वीडियो परामर्श", kn: "ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ" },
  colour: "#2f6f73",
} as const;

export const kindMessages = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 80 characters",
  control: "This text cannot contain control characters",
  mode: "Mode must be video, in_clinic or home_visit",
  duration: "Duration must be between 5 and 480 minutes",
  buffer: "Buffer must be between 0 and 120 minutes",
  amount: "Price must be a whole number of paise, from 0 to ₹10,00,000",
  notice: "Minimum notice must be between 0 and 720 hours",
  advance: "Booking ahead must be between 1 and 3650 days",
  colour: "Colour must be a hex colour such as #2f6f73",
  addressTooLong: "Address must be at most 300 characters",
  areaTooLong: "Area served must be at most 300 characters",
  areaRequired: "Say which area home visits cover",
  defaultOnline: "The default kind (the consultation) stays bookable online",
  defaultMode: "The default kind stays a video consultation",
  created: "Appointment kind added",
  updated: "Appointment kind updated",
  deleted: "Appointment kind deleted",
  archived: "Appointment kind archived: it has bookings, so it stays on them",
  defaultKept: "The default kind cannot be deleted",
  notFound: "Appointment kind not found",
  notOffered: "This time is not available for that kind of appointment. Please choose another time.",
  visitAddressRequired: "Please enter the address for the home visit",
} as const;

const line = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !controlInLine.test(v), kindMessages.control);

/** A colour on the agenda, as `#rrggbb`: a kind's, and a practitioner's (issue 34). */
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, kindMessages.colour);

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST /api/admin/appointment-kinds and PUT /api/admin/appointment-kinds/{id}. */
export const kindRequestSchema = z
  .object({
    name: line(80, kindMessages.nameTooLong).pipe(z.string().min(1, kindMessages.nameRequired)),
    names: z
      .object({
        hi: line(80, kindMessages.nameTooLong).optional(),
        kn: line(80, kindMessages.nameTooLong).optional(),
      })
      .optional(),
    mode: z.enum(kindModes, { error: kindMessages.mode }),
    durationMinutes: whole(5, 480, kindMessages.duration),
    bufferMinutes: whole(0, 120, kindMessages.buffer),
    amountInPaisa: whole(0, 100_000_000, kindMessages.amount),
    minNoticeHours: whole(0, 720, kindMessages.notice),
    maxAdvanceDays: whole(1, defaultKindHorizonDays, kindMessages.advance),
    bookableOnline: z.boolean(),
    colour: colourSchema,
    // Null or left out: none (an answer's kind can be sent back as it came).
    address: line(300, kindMessages.addressTooLong).nullish(),
    serviceArea: line(300, kindMessages.areaTooLong).nullish(),
  })
  .refine((k) => k.mode !== "home_visit" || (k.serviceArea ?? "") !== "", {
    message: kindMessages.areaRequired,
    path: ["serviceArea"],
  });
export type KindRequest = z.input<typeof kindRequestSchema>;
export type KindRequestValid = z.output<typeof kindRequestSchema>;

export const kindIdParamSchema = z.object({ id: z.string().min(1).max(64) });

/** A kind as the admin reads it. */
export const appointmentKindSchema = z.object({
  id: z.string(),
  name: z.string(),
  names: z.object({ hi: z.string().optional(), kn: z.string().optional() }),
  mode: z.enum(kindModes),
  durationMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  amountInPaisa: z.number().int(),
  currency: z.string(),
  minNoticeHours: z.number().int(),
  maxAdvanceDays: z.number().int(),
  bookableOnline: z.boolean(),
  colour: z.string(),
  address: z.string().nullable(),
  serviceArea: z.string().nullable(),
  isDefault: z.boolean(),
  archived: z.boolean(),
});
export type AppointmentKind = z.infer<typeof appointmentKindSchema>;

export const kindListResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(appointmentKindSchema) }),
);
export const kindResponseSchema = successEnvelopeSchema(appointmentKindSchema);
export const kindDeletedResponseSchema = successEnvelopeSchema(
  z.object({ id: z.string(), archived: z.boolean() }),
);

/** A kind as GET /api/public/appointment-kinds lists it (bookable online, not archived). */
export const publicKindSchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(kindModes),
  durationMinutes: z.number().int(),
  amountInPaisa: z.number().int(),
  currency: z.string(),
  /** For `home_visit`: the area served. */
  serviceArea: z.string().nullable(),
  isDefault: z.boolean(),
});
export type PublicKind = z.infer<typeof publicKindSchema>;
export const publicKindsResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(publicKindSchema) }),
);

/** A kind's name in a language: its translation when the clinic gave one, else the English name. */
export function kindNameIn(
  kind: { name: string; names: { hi?: string; kn?: string } },
  locale: Locale,
): string {
  return nameIn(kind, locale);
}

/** A map link for an address (Google Maps' search URL, which every phone opens in its map app). */
export function mapLinkOf(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
