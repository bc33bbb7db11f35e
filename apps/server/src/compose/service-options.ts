import { bookingCaptchaAction } from "@clinic/contract/captcha";
import type { Instrument } from "@clinic/contract/questionnaires";
import type { Config } from "../config/config";
import type { SlotChanges } from "../db/slot-change-listener";
import type { CalendarProvider } from "../integrations/calendar/calendar-provider";
import type { GoogleCalendarSettings } from "../integrations/calendar/create-calendar";
import type { CaptchaVerifier } from "../integrations/captcha/altcha-captcha";
import { createCaptchaVerifier } from "../integrations/captcha/create-captcha-verifier";
import type { EmailSender } from "../integrations/email/email-sender";
import type { ZoomSettings } from "../integrations/meetings/create-meeting-provider";
import { outboxFilesFor } from "../integrations/outbox-files";
import type { OutboxFiles } from "../integrations/outbox-folder";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import type { Logger } from "../logger";
import { captchaSettingsFromConfig } from "../reviews-module";
import type { WhatsAppSettings } from "../services/booking/booking-deps";
import type { LiveOpeningHours } from "../services/opening-hours";
import { loadInstruments } from "../services/questionnaires/instruments";

/**
 * The configuration's settings, named as in the settings table (config/env/): the composition root reads
 * each where it hands it to its area (compose/clinic-services.ts); left out, the table's default.
 */
export type ServiceSettings = Partial<Config>;

/**
 * What the composition root builds the clinic's services from: the configuration's settings (server.ts,
 * `serviceOptionsFromConfig`) or a test's choice, and the providers a test hands in directly.
 */
export type ServiceOptions = ServiceSettings & {
  appSecret: string;
  clinicTimezone?: string;
  paymentProvider?: "dummy" | "razorpay";
  jitsiBaseUrl?: string;
  /**
   * The .ics ORGANIZER: the clinic's name and contact email from the content file (read from the web
   * build, decision 0093), never ADMIN_EMAIL, which is the admin's sign-in identity.
   */
  organizer?: { name: string; email: string };
  /** The clinic's address (the content file's): where an in-clinic kind without its own address is. */
  clinicAddress?: string;
  publicUrl?: string;
  clinicEmail?: string;
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
  /** The questionnaires the clinic can send (issue 36): the shipped one and `<DATA_DIR>/questionnaires`. */
  instruments?: Instrument[];
  /** Other servers' slot writes (decision 0122); without it the public slot reads are not cached. */
  slotChanges?: SlotChanges;
};

/** Without a web build (API only, tests) there is no content to read: an address at the site's host. */
export function fallbackOrganizer(publicUrl: string): { name: string; email: string } {
  return { name: "Physiotherapy Clinic", email: `bookings@${new URL(publicUrl).hostname}` };
}

/**
 * The booking settings of the server's configuration; `clinicContact` is the content file's name and
 * email (http/structured-data.ts `clinicContactOf`), the invitations' organizer.
 */
export function serviceOptionsFromConfig(
  config: Config,
  appSecret: string,
  clinicContact?: { name: string; email: string; address?: string },
): ServiceOptions {
  return {
    ...config,
    appSecret,
    clinicTimezone: config.CLINIC_TIMEZONE,
    clinicTimezoneFromEnv: config.given?.has("CLINIC_TIMEZONE") ?? false,
    email: { transport: config.EMAIL_PROVIDER },
    paymentProvider: config.PAYMENT_PROVIDER,
    jitsiBaseUrl: config.JITSI_BASE_URL,
    organizer: clinicContact
      ? { name: clinicContact.name, email: clinicContact.email }
      : fallbackOrganizer(config.PUBLIC_URL),
    clinicAddress: clinicContact?.address,
    publicUrl: config.PUBLIC_URL,
    clinicEmail: config.ADMIN_EMAIL,
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
    outboxFiles: outboxFilesFor(config),
    instruments: loadInstruments(config.dataDir),
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
