import type { Config } from "./config/config";
import type { Database } from "./db/client";
import { type CaptchaVerifier, createAltchaCaptcha } from "./integrations/captcha/altcha-captcha";
import { createEmailSender } from "./integrations/email/create-email-sender";
import { createJitsiProvider } from "./integrations/meetings/jitsi";
import { createDummyProvider, type PaymentProvider } from "./integrations/payments/payment-provider";
import { createRazorpayProvider } from "./integrations/payments/razorpay";
import { startBookingJobs } from "./jobs/booking-jobs";
import type { Logger } from "./logger";
import type { BookingDeps } from "./services/booking-service";
import { seedDemoIfEmpty } from "./services/slot-admin-service";
import { createSlotReadCache } from "./services/slot-read-cache";

/** What the booking routes need, assembled from settings (server.ts) or by tests. */
export type BookingModuleOptions = {
  appSecret: string;
  clinicTimezone?: string;
  holdMinutes?: number;
  limitHoldsPerClient?: number;
  limitBookingsPerMinute?: number;
  paymentProvider?: "dummy" | "razorpay";
  jitsiBaseUrl?: string;
  organizerEmail?: string;
  publicUrl?: string;
  clinicEmail?: string;
  captchaWork?: number;
  manageCutoffHours?: number;
  razorpay?: { keyId?: string; keySecret?: string; webhookSecret?: string; apiBase?: string };
  captcha?: CaptchaVerifier;
  payments?: PaymentProvider;
  now?: () => Date;
};

export type BookingModule = BookingDeps & { limitBookingsPerMinute: number; cutoffHours: number };

export function createBookingModule(db: Database, o: BookingModuleOptions): BookingModule {
  let payments = o.payments;
  if (!payments && o.paymentProvider === "razorpay") {
    if (!o.razorpay?.keyId || !o.razorpay.keySecret)
      throw new Error("PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.");
    payments = createRazorpayProvider({
      ...o.razorpay,
      keyId: o.razorpay.keyId,
      keySecret: o.razorpay.keySecret,
    });
  }
  const work = o.captchaWork ?? 20_000;
  return {
    db,
    settings: {
      clinicTimezone: o.clinicTimezone ?? "Asia/Kolkata",
      holdMinutes: o.holdMinutes ?? 10,
      limitHoldsPerClient: o.limitHoldsPerClient ?? 2,
      organizer: { name: "Physiotherapy Clinic", email: o.organizerEmail ?? "bookings@clinic.example" },
      publicUrl: o.publicUrl ?? "http://localhost:3000",
      clinicEmail: o.clinicEmail,
    },
    limitBookingsPerMinute: o.limitBookingsPerMinute ?? 10,
    cutoffHours: o.manageCutoffHours ?? 24,
    captcha:
      o.captcha ??
      createAltchaCaptcha({
        appSecret: o.appSecret,
        counterMin: Math.floor(work / 4),
        counterMax: work,
      }),
    payments: payments ?? createDummyProvider(),
    slotCache: createSlotReadCache(),
    meetings: createJitsiProvider(o.jitsiBaseUrl),
    ...(o.now ? { now: o.now } : {}),
  };
}

/** The booking settings of the server's configuration. */
export function bookingOptionsFromConfig(config: Config, appSecret: string): BookingModuleOptions {
  return {
    appSecret,
    clinicTimezone: config.CLINIC_TIMEZONE,
    holdMinutes: config.HOLD_MINUTES,
    limitHoldsPerClient: config.LIMIT_HOLDS_PER_CLIENT,
    limitBookingsPerMinute: config.LIMIT_BOOKINGS_PER_MINUTE,
    paymentProvider: config.PAYMENT_PROVIDER,
    jitsiBaseUrl: config.JITSI_BASE_URL,
    organizerEmail: config.ADMIN_EMAIL ?? `bookings@${new URL(config.PUBLIC_URL).hostname}`,
    publicUrl: config.PUBLIC_URL,
    clinicEmail: config.ADMIN_EMAIL,
    captchaWork: config.ALTCHA_COST,
    manageCutoffHours: config.MANAGE_CUTOFF_HOURS,
    razorpay: {
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiBase: config.RAZORPAY_API_BASE,
    },
  };
}

/** The demo seed on an empty database (unless SEED_DEMO=false) and the booking jobs. */
export async function startBookingBackground(
  db: Database,
  config: Config,
  log: Logger,
): Promise<{ stop(): Promise<void> }> {
  if (config.SEED_DEMO) {
    const created = await seedDemoIfEmpty(db, config.CLINIC_TIMEZONE);
    if (created > 0)
      log.info({ created }, "demo slots opened for the next 14 days (SEED_DEMO=false turns this off)");
  }
  return startBookingJobs(db, log, createEmailSender(config, log), {
    reminderHours: config.REMINDER_HOURS,
    publicUrl: config.PUBLIC_URL,
    clinicTimezone: config.CLINIC_TIMEZONE,
  });
}
