import { defaultBusinessHours } from "@clinic/contract/admin-settings";
import type { Config } from "../config/config";
import { settingDefaults } from "../config/env-schema";
import type { Database } from "../db/client";
import { createCalendarFromSettings } from "../integrations/calendar/create-calendar";
import { createAltchaCaptcha } from "../integrations/captcha/altcha-captcha";
import { createMeetingProvider } from "../integrations/meetings/create-meeting-provider";
import { createDummyProvider } from "../integrations/payments/payment-provider";
import { createRazorpayProvider } from "../integrations/payments/razorpay";
import { createLogger, type Logger } from "../logger";
import type { BookingRouteDeps } from "../routes/booking-routes";
import { createAddressHasher } from "../services/address-hash";
import type { BookingDeps } from "../services/booking/booking-deps";
import { withBookingEvents } from "../services/booking/events/booking-subscribers";
import { type ClinicZone, createClinicZone } from "../services/clinic-zone";
import type { ErasureFiles } from "../services/patient-rights/erase-record";
import { createPaymentsResolver, createUnconfiguredRazorpay } from "../services/payment-settings-service";
import { loadInstruments } from "../services/questionnaires/instruments";
import type { QuestionnaireDeps } from "../services/questionnaires/send-questionnaire";
import { createAccessSecrets } from "../services/record-access/access-secrets";
import type { RecordAccessDeps } from "../services/record-access/record-access-deps";
import { createSecretBox } from "../services/secret-box";
import type { SettingsContext } from "../services/settings-service";
import { createSlotReadCache } from "../services/slots/slot-read-cache";
import { fallbackOrganizer, type ServiceOptions, serviceOptionsFromConfig } from "./service-options";

/**
 * The clinic's services, each area with only what its routes and jobs need, built once from the
 * options by `composeServices` (the composition root's one place that knows how they fit together).
 */
export type ClinicServices = {
  /** The booking use cases' dependencies, the manage window and the public routes' rate limits. */
  booking: BookingRouteDeps;
  /** Pricing and Settings (issue 8). */
  settings: SettingsContext;
  /** The clinic's live zone (decision 0064); `booking.settings.clinicTimezone` reads it. */
  clinicZone: ClinicZone;
  /** Record access (decision 0113): the one-time codes keyed from APP_SECRET, the clinic's name and zone. */
  recordAccess: RecordAccessDeps;
  /** What the admin's erasures delete after their commit: the record's outbox files (decision 0116). */
  erasure: { db: Database; files?: ErasureFiles };
  /** Outcome questionnaires (issue 36): the instruments, the clinic's name for the email. */
  questionnaires: QuestionnaireDeps;
};

export function composeServices(db: Database, o: ServiceOptions): ClinicServices {
  // Decision 0033: the provider is resolved per booking: keys in the environment, else keys
  // saved in Settings that passed their check, else the configured default.
  const envKeys =
    o.razorpay?.keyId && o.razorpay.keySecret
      ? { keyId: o.razorpay.keyId, keySecret: o.razorpay.keySecret, webhookSecret: o.razorpay.webhookSecret }
      : undefined;
  const fallback =
    o.payments ?? (o.paymentProvider === "razorpay" ? createUnconfiguredRazorpay() : createDummyProvider());
  const paymentSettings = {
    db,
    box: createSecretBox(o.appSecret),
    envKeys: o.payments ? undefined : envKeys,
    apiBase: o.razorpay?.apiBase ?? settingDefaults.RAZORPAY_API_BASE,
    checkoutUrl: o.razorpay?.checkoutUrl,
    fallback,
  };
  const resolver = createPaymentsResolver(paymentSettings);
  const payments = o.payments ?? (envKeys ? createRazorpayProvider({ ...o.razorpay, ...envKeys }) : fallback);
  const slotCache = createSlotReadCache({ changes: o.slotChanges });
  const clinicTimezone = o.clinicTimezone ?? settingDefaults.CLINIC_TIMEZONE;
  // Environment → Settings → default, read at call time (decision 0064). A change drops the
  // cached slot answers, which carry formatted times.
  const clinicZone = createClinicZone({
    db,
    envZone: o.clinicTimezoneFromEnv ? clinicTimezone : undefined,
    defaultZone: clinicTimezone,
    maxAgeMs: o.clinicZoneMaxAgeMs,
    now: o.clinicZoneClock,
    onChange: () => slotCache.invalidate(),
  });
  const work = o.ALTCHA_COST ?? settingDefaults.ALTCHA_COST;
  const booking: BookingRouteDeps = withBookingEvents({
    db,
    settings: {
      get clinicTimezone() {
        return clinicZone.current();
      },
      holdMinutes: o.HOLD_MINUTES ?? settingDefaults.HOLD_MINUTES,
      limitHoldsPerClient: o.LIMIT_HOLDS_PER_CLIENT ?? settingDefaults.LIMIT_HOLDS_PER_CLIENT,
      limitHeldSlotsPercent: o.LIMIT_HELD_SLOTS_PERCENT ?? settingDefaults.LIMIT_HELD_SLOTS_PERCENT,
      organizer: o.organizer ?? fallbackOrganizer(o.publicUrl ?? settingDefaults.PUBLIC_URL),
      clinicAddress: o.clinicAddress,
      publicUrl: o.publicUrl ?? settingDefaults.PUBLIC_URL,
      clinicEmail: o.clinicEmail,
    },
    limits: {
      bookingsPerMinute: o.LIMIT_BOOKINGS_PER_MINUTE ?? settingDefaults.LIMIT_BOOKINGS_PER_MINUTE,
      challengesPerMinute: o.LIMIT_CHALLENGES_PER_MINUTE ?? settingDefaults.LIMIT_CHALLENGES_PER_MINUTE,
      verifyPerMinute: o.LIMIT_VERIFY_PER_MINUTE ?? settingDefaults.LIMIT_VERIFY_PER_MINUTE,
    },
    cutoffHours: o.MANAGE_CUTOFF_HOURS ?? settingDefaults.MANAGE_CUTOFF_HOURS,
    captcha:
      o.captcha ??
      createAltchaCaptcha({
        appSecret: o.appSecret,
        counterMin: Math.floor(work / 4),
        counterMax: work,
      }),
    payments,
    ...(o.payments ? {} : { resolvePayments: resolver.resolve }),
    slotCache,
    // Seals each manage token, so reminders carry the manage link (decision 0066).
    secretBox: paymentSettings.box,
    addressHash: createAddressHasher(o.appSecret),
    ...(o.noticeVersion !== undefined ? { noticeVersion: o.noticeVersion } : {}),
    whatsapp: o.whatsapp ?? { provider: "outbox" },
    ...videoAndCalendar(o),
    ...(o.log ? { log: o.log } : {}),
    ...(o.now ? { now: o.now } : {}),
  });
  return {
    booking,
    clinicZone,
    settings: {
      db,
      box: paymentSettings.box,
      defaults: {
        clinicTimezone,
        jitsiBaseUrl: o.jitsiBaseUrl ?? settingDefaults.JITSI_BASE_URL,
        businessHours: o.openingHours?.defaults ?? defaultBusinessHours,
      },
      env: {
        adminEmail: o.clinicEmail,
        clinicTimezone: o.clinicTimezoneFromEnv ? clinicTimezone : undefined,
      },
      payments: { ...paymentSettings, resolver, fixed: o.payments },
      email: o.email ?? { transport: "outbox" },
      slotCache,
      zone: clinicZone,
      openingHours: o.openingHours,
    },
    recordAccess: {
      db,
      secrets: createAccessSecrets(o.appSecret),
      clinic: booking.settings.organizer,
      clinicTimezone: () => clinicZone.current(),
      ...(o.now ? { now: o.now } : {}),
    },
    questionnaires: {
      db,
      instruments: o.instruments ?? loadInstruments(undefined),
      clinicName: booking.settings.organizer.name,
      clinicTimezone: () => clinicZone.current(),
      ...(o.now ? { now: o.now } : {}),
    },
    erasure: {
      db,
      ...(o.outboxFiles ? { files: { outbox: o.outboxFiles, log: o.log ?? createLogger("warn") } } : {}),
    },
  };
}

/**
 * Meeting links and the clinic's calendar from the environment's settings. When the admin settings
 * hold video credentials (readVideoCredentials of the settings work), they plug in here.
 */
function videoAndCalendar(o: ServiceOptions): Pick<BookingDeps, "meetings" | "calendarSync"> {
  const report = (event: Record<string, unknown>) =>
    o.log?.warn(event, "calendar or meeting provider failed");
  const meetings = createMeetingProvider({
    provider: o.meetingProvider,
    jitsiBaseUrl: o.jitsiBaseUrl,
    zoom: o.zoom,
    onFailure: (f) => report({ action: "meeting.create", provider: f.provider, reason: f.reason }),
  });
  const calendar = o.calendar ?? createCalendarFromSettings(o.googleCalendar);
  return {
    meetings,
    ...(calendar
      ? {
          calendarSync: {
            calendar,
            meetingProvider: o.meetingProvider ?? settingDefaults.MEETING_PROVIDER,
            onFailure: report,
          },
        }
      : {}),
  };
}

/** The services of a configuration, as a start composes them (commands and tests without the HTTP app). */
export function servicesFromConfig(
  db: Database,
  config: Config,
  log: Logger,
  appSecret: string,
): ClinicServices {
  return composeServices(db, { ...serviceOptionsFromConfig(config, appSecret), log });
}
