import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { checkedEmail } from "./email-address";
import { isIanaTimeZone } from "./iana-time-zone";
import { measurementSettingsSchema } from "./measurements";
import { weekdays as weekOrder } from "./opening-hours";
import { packageSettingsSchema } from "./package-settings";
import { retentionSettingsSchema } from "./patient-rights";
import { receiptSettingsSchema } from "./receipts";
import { dateKeySchema } from "./slots";
import { upiSettingsSchema } from "./upi";

/**
 * The Settings page and its calls (admin.md §2 Settings page, §3 Settings, §7; DESIGN.md
 * "Where each setting lives"; decisions 0031–0034). Secrets go in, never come back: answers
 * carry masks only.
 */

export const videoProviders = ["google_meet", "zoom", "jitsi"] as const;
export type VideoProvider = (typeof videoProviders)[number];
export const videoProviderLabels: Record<VideoProvider, string> = {
  google_meet: "Google Meet",
  zoom: "Zoom",
  jitsi: "Jitsi Meet",
};

/** Monday first (the public pages' opening hours use the same order). */
export const weekdays = weekOrder;
export type Weekday = (typeof weekdays)[number];
/** Weekday of `Date.getUTCDay()` numbering (0 = Sunday). */
export const weekdayOfDayNumber: readonly Weekday[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];

export const settingsMessages = {
  email: "Please enter a valid email address",
  timezone: "Choose a time zone from the list",
  videoProvider: "Video provider must be one of google_meet, zoom, jitsi",
  time: "Use a 24-hour time such as 09:00",
  openBeforeClose: "Opening time must be before closing time",
  holiday: "Holidays are dates as YYYY-MM-DD",
  blackoutOrder: "A blackout must not end before it starts",
  serverSet: "This value is set by the server and cannot be changed here",
  failedSave: "Failed to save settings",
  failedRazorpay: "Failed to update Razorpay",
  failedVideo: "Failed to update video provider",
  saved: "Settings saved",
  keyId: "Key id looks like rzp_test_… or rzp_live_…",
  secret: "Secret is required",
} as const;

/** True for an IANA zone name this runtime knows (and UTC). */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, settingsMessages.time);

export const dayHoursSchema = z
  .object({ closed: z.boolean(), open: hhmm, close: hhmm })
  .refine((d) => d.closed || d.open < d.close, {
    message: settingsMessages.openBeforeClose,
    path: ["close"],
  });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const businessHoursSchema = z.object({
  monday: dayHoursSchema,
  tuesday: dayHoursSchema,
  wednesday: dayHoursSchema,
  thursday: dayHoursSchema,
  friday: dayHoursSchema,
  saturday: dayHoursSchema,
  sunday: dayHoursSchema,
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

/**
 * Business hours when there is nothing better: a server without a web build (API only, tests). With a
 * build, the first value is the content file's hours, read from the build (decision 0095); this is the
 * spec's bulk-create window (admin.md §9: 09:00–17:00, Monday to Friday, decision 0031).
 */
export const defaultBusinessHours: BusinessHours = {
  monday: { closed: false, open: "09:00", close: "17:00" },
  tuesday: { closed: false, open: "09:00", close: "17:00" },
  wednesday: { closed: false, open: "09:00", close: "17:00" },
  thursday: { closed: false, open: "09:00", close: "17:00" },
  friday: { closed: false, open: "09:00", close: "17:00" },
  saturday: { closed: true, open: "09:00", close: "17:00" },
  sunday: { closed: true, open: "09:00", close: "17:00" },
};

export const blackoutRangeSchema = z
  .object({ from: dateKeySchema, to: dateKeySchema })
  .refine((r) => r.from <= r.to, { message: settingsMessages.blackoutOrder, path: ["to"] });
export type BlackoutRange = z.infer<typeof blackoutRangeSchema>;

/** PUT /api/admin/settings: the general settings; a field left out keeps its value. */
export const settingsRequestSchema = z.object({
  adminEmail: checkedEmail(z.string().trim().toLowerCase(), settingsMessages.email).optional(),
  adminTimezone: z.string().trim().refine(isIanaTimeZone, settingsMessages.timezone).optional(),
  businessHours: businessHoursSchema.optional(),
  holidays: z.array(dateKeySchema).max(366).optional(),
  blackoutRanges: z.array(blackoutRangeSchema).max(100).optional(),
  defaultVideoProvider: z.enum(videoProviders, { error: settingsMessages.videoProvider }).optional(),
  /** Years after the last visit that intake data and private notes are kept (decision 0102). */
  retention: retentionSettingsSchema.optional(),
  /** The lymphoedema tracker's thresholds and reminder intervals (decision 0107). */
  measurements: measurementSettingsSchema.optional(),
  /** The clinic's billing details for receipts (issue 22, decision 0105). */
  receipts: receiptSettingsSchema.optional(),
  /** The clinic's UPI ID and payee name for the front desk's QR (issue 35, decision 0132). */
  upi: upiSettingsSchema.optional(),
  /** Whether a no-show uses a package's session (issue 35). */
  packages: packageSettingsSchema.optional(),
});
export type SettingsRequest = z.input<typeof settingsRequestSchema>;

export const secretMask = "••••";

/** "rzp_test_…3456": the prefix up to the last underscore and the last four characters. */
export function maskKeyId(keyId: string): string {
  const cut = keyId.lastIndexOf("_");
  const prefix = cut >= 0 && cut < keyId.length - 4 ? keyId.slice(0, cut + 1) : "";
  // By code points: cutting a surrogate pair in half leaves text PostgreSQL refuses to store (issue 9).
  return `${prefix}…${Array.from(keyId).slice(-4).join("")}`;
}

const source = z.enum(["server", "settings", "none"]);

export const razorpaySettingsSchema = z.object({
  /** server: RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET in the environment ('set by the server'). */
  source,
  keyId: z.string().nullable(),
  secret: z.string().nullable(),
  webhookSecret: z.string().nullable(),
  /** Last connection check of stored keys: ok, failed (with the provider's words) or not yet. */
  check: z.object({
    state: z.enum(["ok", "failed", "unchecked"]),
    message: z.string().nullable(),
    at: z.string().nullable(),
  }),
});

export const videoSettingsSchema = z.object({
  zoom: z.object({
    accountId: z.string().nullable(),
    clientId: z.string().nullable(),
    clientSecret: z.string().nullable(),
  }),
  googleMeet: z.object({ clientEmail: z.string().nullable(), serviceAccount: z.string().nullable() }),
  jitsi: z.object({
    baseUrl: z.string(),
    appId: z.string().nullable(),
    appSecret: z.string().nullable(),
  }),
});

export const settingsSchema = z.object({
  adminEmail: z.string().nullable(),
  adminTimezone: z.string(),
  businessHours: businessHoursSchema,
  holidays: z.array(z.string()),
  blackoutRanges: z.array(z.object({ from: z.string(), to: z.string() })),
  defaultVideoProvider: z.enum(videoProviders),
  retention: retentionSettingsSchema,
  measurements: measurementSettingsSchema,
  receipts: receiptSettingsSchema,
  upi: upiSettingsSchema,
  packages: packageSettingsSchema,
  /** Fields the environment gives: shown read-only, 'set by the server'. */
  serverSet: z.object({ adminEmail: z.boolean(), adminTimezone: z.boolean(), razorpay: z.boolean() }),
  /** The payment provider new bookings use now. */
  paymentProvider: z.enum(["dummy", "razorpay"]),
  razorpay: razorpaySettingsSchema,
  video: videoSettingsSchema,
  email: z.object({ transport: z.enum(["outbox", "smtp"]), to: z.string().nullable() }),
  updatedAt: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = successEnvelopeSchema(settingsSchema);

/**
 * GET /api/admin/clinic-calendar: the clinic's zone, hours and closed days, which every staff screen that
 * shows times or days needs, whatever the role; the rest of Settings is the owner's.
 */
export const clinicCalendarSchema = settingsSchema.pick({
  adminTimezone: true,
  businessHours: true,
  holidays: true,
  blackoutRanges: true,
});
export type ClinicCalendar = z.infer<typeof clinicCalendarSchema>;
export const clinicCalendarResponseSchema = successEnvelopeSchema(clinicCalendarSchema);

/** PUT /api/admin/settings/razorpay. */
export const razorpayRequestSchema = z.object({
  key_id: z
    .string({ error: settingsMessages.keyId })
    .trim()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, settingsMessages.keyId),
  secret: z.string({ error: settingsMessages.secret }).trim().min(8, "Secret is too short").max(200),
  webhook_secret: z.string().trim().max(200).optional(),
});
export type RazorpayRequest = z.input<typeof razorpayRequestSchema>;

export const connectionTestSchema = z.object({ ok: z.boolean(), message: z.string() });
export const connectionTestResponseSchema = successEnvelopeSchema(connectionTestSchema);

const notBlank = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`);

/** What a Google service account's JSON key file must hold for Meet links to be made with it. */
export const serviceAccountKeySchema = z.object({
  type: z.literal("service_account"),
  client_email: z.string(),
  private_key: z.string(),
});

/** The JSON value of `text`, or undefined when it is not JSON. */
function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** PUT /api/admin/settings/video: one provider's credentials at a time. */
export const videoRequestSchema = z.discriminatedUnion(
  "provider",
  [
    z.object({
      provider: z.literal("zoom"),
      accountId: notBlank("Account ID").max(200),
      clientId: notBlank("Client ID").max(200),
      clientSecret: notBlank("Client secret").max(500),
    }),
    z.object({
      provider: z.literal("google_meet"),
      serviceAccountJson: notBlank("Service account JSON")
        .max(20_000)
        .refine(
          (v) => serviceAccountKeySchema.safeParse(jsonOrNothing(v)).success,
          "Paste the service account's JSON key file (type service_account)",
        ),
    }),
    z.object({
      provider: z.literal("jitsi"),
      baseUrl: z
        .string()
        .trim()
        .regex(
          /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[^\s?#]*)?$/,
          "Base URL must be an http:// or https:// address",
        ),
      appId: z.string().trim().max(200).optional(),
      appSecret: z.string().trim().max(500).optional(),
    }),
  ],
  { error: settingsMessages.videoProvider },
);
export type VideoRequest = z.input<typeof videoRequestSchema>;

export const testEmailSchema = z.object({ to: z.string(), transport: z.enum(["outbox", "smtp"]) });
export const testEmailResponseSchema = successEnvelopeSchema(testEmailSchema);
