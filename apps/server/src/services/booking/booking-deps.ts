import { dateKeyInZone } from "@clinic/contract/slot-generator";
import type { Database } from "../../db/client";
import type { CaptchaVerifier } from "../../integrations/captcha/altcha-captcha";
import type { MeetingProvider } from "../../integrations/meetings/jitsi";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import type { AddressHasher } from "../address-hash";
import type { CalendarSync } from "../calendar-sync-service";
import type { SecretBox } from "../secret-box";
import type { SlotReadCache } from "../slots/slot-read-cache";
import type { BookingEventWiring } from "./events/booking-event";

/** What every booking use case reads: the clinic's settings and the providers, built by the composition root (compose/clinic-services.ts). */
export type BookingSettings = {
  clinicTimezone: string;
  holdMinutes: number;
  limitHoldsPerClient: number;
  /** LIMIT_HELD_SLOTS_PERCENT: beyond this share of the open supply, holds are shared (decision 0092). */
  limitHeldSlotsPercent: number;
  organizer: { name: string; email: string };
  /** The clinic's address (content file): where an in-clinic kind without its own address takes place. */
  clinicAddress?: string;
  /** Origin of the site, for the manage link in emails. */
  publicUrl: string;
  /** Where the clinic's notices go (ADMIN_EMAIL); none when unset. */
  clinicEmail: string | undefined;
};

export type BookingDeps = {
  db: Database;
  /** The public slot answers per date, kept until a change (decision 0122, slots/slot-read-cache.ts). */
  slotCache?: SlotReadCache;
  settings: BookingSettings;
  captcha: CaptchaVerifier;
  payments: PaymentProvider;
  /** The provider of the next booking, resolved per booking (environment → Settings → default). */
  resolvePayments?: () => Promise<PaymentProvider>;
  meetings: MeetingProvider;
  /** The clinic's calendar (Google Calendar when configured; decision 0057). */
  calendarSync?: CalendarSync;
  /** Where follow-up failures (confirmations, refunds) are reported: ids and reasons only. */
  log?: BookingLog;
  /** Keyed hashes of client addresses (APP_SECRET), for the hold limit's client key (decision 0093). */
  addressHash: AddressHasher;
  /**
   * The version of the privacy notice this server shows (the web build's, decision 0100): a patient's
   * booking must consent under it. Undefined without a web build: the version sent is recorded unchecked.
   */
  noticeVersion?: string;
  /** WhatsApp updates (decision 0103): the clinic's own number for new-booking notices (WHATSAPP_CLINIC_NUMBER). */
  whatsapp?: WhatsAppSettings;
  /** APP_SECRET's box: seals each manage token for the reminders' manage link (decision 0066). */
  secretBox?: SecretBox;
  now?: () => Date;
  /** What follows a booking's events (decision 0120): built by events/booking-subscribers.ts from the rest. */
  bookingEvents: BookingEventWiring;
};

/** The booking dependencies a subscriber may use: all but the subscribers themselves. */
export type SubscriberDeps = Omit<BookingDeps, "bookingEvents">;

/** WhatsApp updates (decision 0103): the provider, the clinic's number and the webhook's secrets. */
export type WhatsAppSettings = {
  provider: "outbox" | "cloud";
  clinicNumber?: string | undefined;
  /** WHATSAPP_APP_SECRET: the webhook's signature key. */
  appSecret?: string | undefined;
  /** WHATSAPP_VERIFY_TOKEN: the webhook's handshake. */
  verifyToken?: string | undefined;
};

export type BookingLog = {
  info(event: Record<string, unknown>, message: string): void;
  warn(event: Record<string, unknown>, message: string): void;
};

/** The payment provider to use now (decision 0033); `payments` when nothing resolves it. */
export function paymentsOf(
  deps: Pick<BookingDeps, "payments" | "resolvePayments">,
): Promise<PaymentProvider> {
  return deps.resolvePayments ? deps.resolvePayments() : Promise.resolve(deps.payments);
}

export function clock(deps: Pick<BookingDeps, "now">): Date {
  return (deps.now ?? (() => new Date()))();
}

/** Today on the clinic's calendar (a YYYY-MM-DD key), by the test's clock when one is set. */
export function todayInClinic(deps: Pick<BookingDeps, "now" | "settings">): string {
  return dateKeyInZone(clock(deps), deps.settings.clinicTimezone);
}

/** The slot list cache forgets everything once a write committed (and when it started). */
export function afterWrite<T>(deps: BookingDeps, work: Promise<T>): Promise<T> {
  deps.slotCache?.invalidate();
  return work.finally(() => deps.slotCache?.invalidate());
}
