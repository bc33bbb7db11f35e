import { defaultBusinessHours } from "@clinic/contract/admin-settings";
import { bookingCaptchaAction } from "@clinic/contract/captcha";
import type pg from "pg";
import { type Config, isLocalSite } from "./config/config";
import { settingDefaults } from "./config/env-schema";
import type { Database } from "./db/client";
import type { CalendarProvider } from "./integrations/calendar/calendar-provider";
import {
  createCalendarFromSettings,
  type GoogleCalendarSettings,
} from "./integrations/calendar/create-calendar";
import { type CaptchaVerifier, createAltchaCaptcha } from "./integrations/captcha/altcha-captcha";
import { createCaptchaVerifier } from "./integrations/captcha/create-captcha-verifier";
import { createEmailSender } from "./integrations/email/create-email-sender";
import type { EmailSender } from "./integrations/email/email-sender";
import { createMeetingProvider, type ZoomSettings } from "./integrations/meetings/create-meeting-provider";
import { outboxFilesFor } from "./integrations/outbox-files";
import type { OutboxFiles } from "./integrations/outbox-folder";
import { createDummyProvider, type PaymentProvider } from "./integrations/payments/payment-provider";
import { createRazorpayProvider } from "./integrations/payments/razorpay";
import { bookingJobs } from "./jobs/booking-jobs";
import { type JobCounts, startJobRunner } from "./jobs/job-runner";
import { maintenanceJobs } from "./jobs/maintenance-jobs";
import { messageJobs } from "./jobs/message-jobs";
import { recordJobs } from "./jobs/record-jobs";
import { createLogger, type Logger } from "./logger";
import { captchaSettingsFromConfig, reviewNoticesFromConfig } from "./reviews-module";
import { createAddressHasher } from "./services/address-hash";
import { useJobQueue } from "./services/background/job-queue";
import { type BookingDeps, paymentsOf, type WhatsAppSettings } from "./services/booking/booking-deps";
import { alignUnfinishedSlots, type ClinicZone, createClinicZone } from "./services/clinic-zone";
import { emailChannel } from "./services/measurements/measurement-reminders";
import type { LiveOpeningHours } from "./services/opening-hours";
import type { ErasureFiles } from "./services/patient-rights/erase-record";
import { createPaymentsResolver, createUnconfiguredRazorpay } from "./services/payment-settings-service";
import { type AccessSecrets, createAccessSecrets } from "./services/record-access/access-secrets";
import { createSecretBox } from "./services/secret-box";
import type { SettingsContext } from "./services/settings-service";
import { seedDemoIfEmpty } from "./services/slot-admin-service";
import { createSlotReadCache } from "./services/slot-read-cache";
import { whatsappDeliveryFromConfig } from "./services/whatsapp/whatsapp-delivery-config";
import { whatsappCareReminderChannel } from "./services/whatsapp/whatsapp-notices";

/** What the booking routes need, assembled from settings (server.ts) or by tests. */
export type BookingModuleOptions = {
  appSecret: string;
  clinicTimezone?: string;
  holdMinutes?: number;
  limitHoldsPerClient?: number;
  limitHeldSlotsPercent?: number;
  limitBookingsPerMinute?: number;
  /** Captcha challenges and payment verify calls per minute per client address (decision 0045). */
  limitChallengesPerMinute?: number;
  limitVerifyPerMinute?: number;
  paymentProvider?: "dummy" | "razorpay";
  jitsiBaseUrl?: string;
  /**
   * The .ics ORGANIZER: the clinic's name and contact email from the content file (read from the web
   * build, decision 0093), never ADMIN_EMAIL, which is the admin's sign-in identity.
   */
  organizer?: { name: string; email: string };
  publicUrl?: string;
  clinicEmail?: string;
  captchaWork?: number;
  manageCutoffHours?: number;
  razorpay?: {
    keyId?: string;
    keySecret?: string;
    webhookSecret?: string;
    apiBase?: string;
    checkoutUrl?: string;
  };
  captcha?: CaptchaVerifier;
  payments?: PaymentProvider;
  /** MEETING_PROVIDER, and the Zoom and Google Calendar credentials (decision 0057). */
  meetingProvider?: "jitsi" | "google_meet" | "zoom";
  zoom?: ZoomSettings;
  googleCalendar?: GoogleCalendarSettings;
  /** A calendar provider given directly (tests); otherwise made from `googleCalendar`. */
  calendar?: CalendarProvider;
  /** Where calendar and meeting failures are reported (ids and reasons only). */
  log?: Logger;
  now?: () => Date;
  /** CLINIC_TIMEZONE was given by the environment: Settings shows it read-only. */
  clinicTimezoneFromEnv?: boolean;
  /** How old the clinic's zone read from Settings may get before it is read again (default 5 s). */
  clinicZoneMaxAgeMs?: number;
  /** The milliseconds clock of that bound (tests move it instead of sleeping). */
  clinicZoneClock?: () => number;
  /** The active email transport, for Settings → Email and its test email. */
  email?: { transport: "outbox" | "smtp"; sender?: EmailSender };
  /** The public pages' opening hours (decision 0095): their first value and what a save tells. */
  openingHours?: LiveOpeningHours;
  /** The privacy notice's version a patient's booking consents under (decision 0100); none: unchecked. */
  noticeVersion?: string;
  /** WhatsApp updates (decision 0103); without it the outbox provider and no webhook secrets. */
  whatsapp?: WhatsAppSettings;
  /** The outbox folders of the providers in use, emptied of a record's messages by its erasure (decision 0116). */
  outboxFiles?: OutboxFiles;
};

export type BookingModule = BookingDeps & {
  limitBookingsPerMinute: number;
  limitChallengesPerMinute: number;
  limitVerifyPerMinute: number;
  cutoffHours: number;
  /** Pricing and Settings (issue 8). */
  settingsContext: SettingsContext;
  /** The clinic's live zone (decision 0064); `settings.clinicTimezone` reads it. */
  clinicZone: ClinicZone;
  /** The one-time codes of record access (decision 0113), keyed from APP_SECRET. */
  accessSecrets: AccessSecrets;
  /** What the admin's erasures delete after their commit: the record's outbox files (decision 0116). */
  erasureFiles?: ErasureFiles;
};

export function createBookingModule(db: Database, o: BookingModuleOptions): BookingModule {
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
  const slotCache = createSlotReadCache();
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
  const work = o.captchaWork ?? settingDefaults.ALTCHA_COST;
  return {
    db,
    clinicZone,
    settings: {
      get clinicTimezone() {
        return clinicZone.current();
      },
      holdMinutes: o.holdMinutes ?? settingDefaults.HOLD_MINUTES,
      limitHoldsPerClient: o.limitHoldsPerClient ?? settingDefaults.LIMIT_HOLDS_PER_CLIENT,
      limitHeldSlotsPercent: o.limitHeldSlotsPercent ?? settingDefaults.LIMIT_HELD_SLOTS_PERCENT,
      organizer: o.organizer ?? fallbackOrganizer(o.publicUrl ?? settingDefaults.PUBLIC_URL),
      publicUrl: o.publicUrl ?? settingDefaults.PUBLIC_URL,
      clinicEmail: o.clinicEmail,
    },
    limitBookingsPerMinute: o.limitBookingsPerMinute ?? settingDefaults.LIMIT_BOOKINGS_PER_MINUTE,
    limitChallengesPerMinute: o.limitChallengesPerMinute ?? settingDefaults.LIMIT_CHALLENGES_PER_MINUTE,
    limitVerifyPerMinute: o.limitVerifyPerMinute ?? settingDefaults.LIMIT_VERIFY_PER_MINUTE,
    cutoffHours: o.manageCutoffHours ?? settingDefaults.MANAGE_CUTOFF_HOURS,
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
    accessSecrets: createAccessSecrets(o.appSecret),
    ...(o.noticeVersion !== undefined ? { noticeVersion: o.noticeVersion } : {}),
    whatsapp: o.whatsapp ?? { provider: "outbox" },
    settingsContext: {
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
    ...videoAndCalendar(o),
    ...(o.outboxFiles ? { erasureFiles: { outbox: o.outboxFiles, log: o.log ?? createLogger("warn") } } : {}),
    ...(o.log ? { log: o.log } : {}),
    ...(o.now ? { now: o.now } : {}),
  };
}

/**
 * Meeting links and the clinic's calendar from the environment's settings. When the admin settings
 * hold video credentials (readVideoCredentials of the settings work), they plug in here.
 */
function videoAndCalendar(o: BookingModuleOptions): Pick<BookingModule, "meetings" | "calendarSync"> {
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

/** Without a web build (API only, tests) there is no content to read: an address at the site's host. */
function fallbackOrganizer(publicUrl: string): { name: string; email: string } {
  return { name: "Physiotherapy Clinic", email: `bookings@${new URL(publicUrl).hostname}` };
}

/**
 * The booking settings of the server's configuration; `clinicContact` is the content file's name and
 * email (http/structured-data.ts `clinicContactOf`), the invitations' organizer.
 */
export function bookingOptionsFromConfig(
  config: Config,
  appSecret: string,
  clinicContact?: { name: string; email: string },
): BookingModuleOptions {
  return {
    appSecret,
    clinicTimezone: config.CLINIC_TIMEZONE,
    clinicTimezoneFromEnv: config.given?.has("CLINIC_TIMEZONE") ?? false,
    email: { transport: config.EMAIL_PROVIDER },
    holdMinutes: config.HOLD_MINUTES,
    limitHoldsPerClient: config.LIMIT_HOLDS_PER_CLIENT,
    limitHeldSlotsPercent: config.LIMIT_HELD_SLOTS_PERCENT,
    limitBookingsPerMinute: config.LIMIT_BOOKINGS_PER_MINUTE,
    limitChallengesPerMinute: config.LIMIT_CHALLENGES_PER_MINUTE,
    limitVerifyPerMinute: config.LIMIT_VERIFY_PER_MINUTE,
    paymentProvider: config.PAYMENT_PROVIDER,
    jitsiBaseUrl: config.JITSI_BASE_URL,
    organizer: clinicContact ?? fallbackOrganizer(config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
    clinicEmail: config.ADMIN_EMAIL,
    captchaWork: config.ALTCHA_COST,
    // Bookings use the robot check of CAPTCHA_PROVIDER too, with the booking form's action (decision 0056).
    ...(config.CAPTCHA_PROVIDER === "altcha"
      ? {}
      : {
          captcha: createCaptchaVerifier({
            ...captchaSettingsFromConfig(config),
            appSecret,
            expectedAction: bookingCaptchaAction,
          }),
        }),
    manageCutoffHours: config.MANAGE_CUTOFF_HOURS,
    outboxFiles: outboxFilesFor(config),
    whatsapp: {
      provider: config.WHATSAPP_PROVIDER,
      clinicNumber: config.WHATSAPP_CLINIC_NUMBER,
      appSecret: config.WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN,
    },
    razorpay: {
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiBase: config.RAZORPAY_API_BASE,
      checkoutUrl: config.RAZORPAY_CHECKOUT_URL,
    },
    meetingProvider: config.MEETING_PROVIDER,
    zoom: {
      accountId: config.ZOOM_ACCOUNT_ID,
      clientId: config.ZOOM_CLIENT_ID,
      clientSecret: config.ZOOM_CLIENT_SECRET,
      tokenUrl: config.ZOOM_TOKEN_URL,
      apiBase: config.ZOOM_API_BASE,
    },
    googleCalendar: {
      serviceAccountJson: config.GOOGLE_SERVICE_ACCOUNT_JSON,
      calendarId: config.GOOGLE_CALENDAR_ID,
      subject: config.GOOGLE_CALENDAR_SUBJECT,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      apiBase: config.GOOGLE_CALENDAR_API_BASE,
    },
  };
}

/**
 * What a start does before serving: unfinished slots follow the clinic's zone, and the demo seed on an
 * empty database. Demo slots come by default only for a site served to this machine alone that takes
 * dummy payments (decision 0091): a real clinic's first start, with Razorpay or a public address, must
 * not offer patients hours nobody chose. SEED_DEMO decides when set. Answers the module the jobs use.
 */
export async function prepareStart(
  db: Database,
  config: Config,
  log: Logger,
  appSecret: string,
  clinicContact?: { name: string; email: string },
): Promise<BookingModule> {
  // The jobs complete paid bookings' confirmations and owed refunds with the same providers as
  // the routes (decisions 0060, 0061).
  const followUps = createBookingModule(db, {
    ...bookingOptionsFromConfig(config, appSecret, clinicContact),
    log,
  });
  // The clinic's live zone (decision 0064): the demo seed, the reminders and the emails use it.
  const zone = await followUps.clinicZone.fresh();
  // Unfinished slots follow the zone, e.g. after CLINIC_TIMEZONE changed between runs (decision 0065).
  const aligned = await alignUnfinishedSlots(db, zone);
  if (aligned > 0) log.info({ aligned, zone }, "unfinished slots moved to the clinic's time zone");
  const demo =
    config.SEED_DEMO ?? (isLocalSite(config.PUBLIC_URL) && (await paymentsOf(followUps)).name === "dummy");
  if (demo) {
    const created = await seedDemoIfEmpty(db, zone);
    if (created > 0)
      log.info({ created }, "demo slots opened for the next 14 days (SEED_DEMO=false turns this off)");
  }
  return followUps;
}

/** Every piece of background work on the job queue (decision 0119), each on its own schedule. */
export async function startBackgroundWork(
  followUps: BookingModule,
  config: Config,
  log: Logger,
  pool: pg.Pool,
): Promise<{ stop(): Promise<void>; counts(): JobCounts }> {
  const { db } = followUps;
  // Every piece of background work on the job queue (decision 0119), each on its own schedule.
  const outboxFiles = outboxFilesFor(config);
  const clinicTimezone = () => followUps.clinicZone.current();
  const clinicName = () => followUps.settings.organizer.name;
  const jobs = await startJobRunner({
    pool,
    log,
    jobs: [
      ...bookingJobs({
        deps: followUps,
        log,
        reminderHours: config.REMINDER_HOURS,
        freshZone: () => followUps.clinicZone.fresh(),
      }),
      ...messageJobs({
        db,
        log,
        email: {
          sender: createEmailSender(config, log),
          // The box opens each booking's sealed manage token for the email's link (decisions 0066, 0093).
          links: { box: followUps.secretBox, publicUrl: config.PUBLIC_URL },
        },
        whatsapp: whatsappDeliveryFromConfig(config, log, followUps.secretBox),
        whatsappReminders: { reminderHours: config.REMINDER_HOURS, clinicTimezone, clinicName },
      }),
      ...recordJobs({
        db,
        log,
        clinicTimezone,
        measurementChannels: [
          emailChannel(config.PUBLIC_URL),
          whatsappCareReminderChannel({ log, publicUrl: config.PUBLIC_URL, clinicName }),
        ],
        outboxFiles,
        reviews: reviewNoticesFromConfig(db, config),
      }),
      ...maintenanceJobs({ db, log, outboxKeepDays: config.OUTBOX_KEEP_DAYS, outboxFiles }),
    ],
  });
  useJobQueue(jobs);
  return {
    counts: () => jobs.counts(),
    async stop() {
      useJobQueue(undefined);
      await jobs.stop();
    },
  };
}
