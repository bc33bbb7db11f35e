import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  adminBookingCreatedMessage,
  type BookingConfirmation,
  type BookingStatus,
  type CreateBookingInput,
  type CreatedBooking,
  checkoutName,
  defaultRazorpayCheckoutUrl,
  type PaymentProviderName,
  pricingDefaults,
  slotUnavailableMessage,
  type VerifyPaymentRequest,
} from "@clinic/contract/booking";
import { includedTax } from "@clinic/contract/money";
import { formatTimeInZone } from "@clinic/contract/slot-generator";
import type { PublicSlot, SlotStatus } from "@clinic/contract/slots";
import {
  attachOrderId,
  type BookingRow,
  claimPendingConfirmations,
  completePendingConfirmation,
  findBooking,
  findBookingWithSlot,
  markBookingPaid,
  releaseUnorderedHold,
} from "../db/booking-repository";
import { deleteExpiredCaptchaUses } from "../db/captcha-repository";
import type { Database } from "../db/client";
import {
  type HeldBooking,
  holdSlotForBooking,
  readHoldTerms,
  releaseExpiredHolds,
  releaseUnorderedHolds,
} from "../db/hold-repository";
import { forgetKey, saveKey } from "../db/idempotency-repository";
import { type PricingRow, readPricing } from "../db/pricing-repository";
import { openDates, type SlotRow, setSlotStatus, slotsOfDate } from "../db/slot-repository";
import { savepoint, type Tx, transaction } from "../db/transaction";
import { buildInvite } from "../integrations/calendar/ics-invite";
import type { CaptchaVerifier } from "../integrations/captcha/altcha-captcha";
import type { MeetingProvider } from "../integrations/meetings/jitsi";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import {
  newManageToken,
  queueConfirmationEmails,
  queueLatePaymentEmails,
  sealManageToken,
} from "./booking-email-service";
import { bookingPaidEvent, type CalendarSync } from "./calendar-sync-service";
import { captchaReusedRefusal, checkCaptcha, refuseFailedCaptcha } from "./captcha-service";
import {
  clinicNotificationEmail,
  closedDayMessage,
  closedDaysOf,
  generalSettingsKey,
  isClosedDay,
  readClosedDays,
} from "./closed-days";
import { type Answer, hashRequest, runIdempotent } from "./idempotency-service";
import { type OwedRefund, oweLatePayment, refundOwed } from "./refund-service";
import type { SecretBox } from "./secret-box";
import { ServiceRefusal } from "./service-refusal";
import type { SlotReadCache } from "./slot-read-cache";

export type BookingSettings = {
  clinicTimezone: string;
  holdMinutes: number;
  limitHoldsPerClient: number;
  organizer: { name: string; email: string };
  /** Origin of the site, for the manage link in emails. */
  publicUrl: string;
  /** Where the clinic's notices go (ADMIN_EMAIL); none when unset. */
  clinicEmail: string | undefined;
};

export type BookingDeps = {
  db: Database;
  /** Answers of the slot list per day, reused while nothing changed (see slot-read-cache.ts). */
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
  /** APP_SECRET's box: seals each manage token for the reminders' manage link (decision 0066). */
  secretBox?: SecretBox;
  now?: () => Date;
};

export type BookingLog = {
  info(event: Record<string, unknown>, message: string): void;
  warn(event: Record<string, unknown>, message: string): void;
};

/** The payment provider to use now (decision 0033); `payments` when nothing resolves it. */
export function paymentsOf(deps: BookingDeps): Promise<PaymentProvider> {
  return deps.resolvePayments ? deps.resolvePayments() : Promise.resolve(deps.payments);
}

const clock = (deps: BookingDeps) => (deps.now ?? (() => new Date()))();

// ── slots ────────────────────────────────────────────────────────────────────

function toPublicSlot(row: SlotRow, tz: string): PublicSlot {
  const startAt = row.startAt.toISOString();
  const endAt = row.endAt.toISOString();
  return {
    slotId: row.id,
    id: row.id,
    date: row.dateKey,
    dateKey: row.dateKey,
    startAt,
    endAt,
    startTime: startAt,
    endTime: endAt,
    startTimeFormatted: formatTimeInZone(row.startAt, tz),
    endTimeFormatted: formatTimeInZone(row.endAt, tz),
    tz: row.tz,
    status: row.status as SlotStatus,
    calendarEventId: row.calendarEventId,
  };
}

/** The clinic day's slots that have not started yet, times shown in the clinic's zone. */
export function listSlotsOfDate(deps: BookingDeps, dateKey: string): Promise<PublicSlot[]> {
  const load = () => querySlotsOfDate(deps, dateKey);
  return deps.slotCache ? deps.slotCache.read(`day:${dateKey}`, load) : load();
}

async function querySlotsOfDate(deps: BookingDeps, dateKey: string): Promise<PublicSlot[]> {
  const now = clock(deps);
  const [rows, closed] = await Promise.all([slotsOfDate(deps.db, dateKey), readClosedDays(deps.db)]);
  // Holidays and blackouts (Settings): their OPEN slots are not offered.
  const closedDay = isClosedDay(closed, dateKey);
  return rows
    .filter((r) => r.startAt > now && !(closedDay && r.status === "OPEN"))
    .map((r) => toPublicSlot(r, deps.settings.clinicTimezone));
}

/** The dates from `from` to `to` with OPEN slots that have not started, holidays and blackouts left out. */
export function listOpenDates(deps: BookingDeps, from: string, to: string): Promise<string[]> {
  const load = () => queryOpenDates(deps, from, to);
  return deps.slotCache ? deps.slotCache.read(`dates:${from}:${to}`, load) : load();
}

async function queryOpenDates(deps: BookingDeps, from: string, to: string): Promise<string[]> {
  const [dates, closed] = await Promise.all([
    openDates(deps.db, from, to, clock(deps)),
    readClosedDays(deps.db),
  ]);
  return dates.filter((d) => !isClosedDay(closed, d));
}

// ── pricing ──────────────────────────────────────────────────────────────────

export async function currentPricing(db: Database | Tx) {
  return pricingOf(await readPricing(db));
}

/** The pricing row's values, or the spec's defaults when none was ever saved. */
function pricingOf(row: PricingRow | undefined) {
  return row
    ? {
        amountInPaisa: row.amountInPaisa,
        currency: row.currency,
        taxPercent: row.taxPercent,
        durationMinutes: row.durationMinutes,
        bufferMinutes: row.bufferMinutes,
      }
    : { ...pricingDefaults };
}

// ── create ───────────────────────────────────────────────────────────────────

function clientKeyOf(address: string): string {
  return createHash("sha256").update(`client:${address}`).digest("hex").slice(0, 32);
}

function newReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(8);
  return `PT-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

export type CreateBookingCall = {
  input: CreateBookingInput;
  idempotencyKey: string;
  clientAddress: string;
  /** Set only when the route confirmed a signed-in admin. */
  asAdmin: boolean;
};

export const paymentUnavailableMessage =
  "The payment service is not answering right now, so this time was not booked and nothing was charged. Please try again in a few minutes.";

const paymentUnavailable: Answer = {
  status: 503,
  body: { success: false, code: "service_unavailable", message: paymentUnavailableMessage },
};

const createBookingOperation = "create-booking";

/** A public hold's order id until the provider's order is attached (createBookingOrder). */
const unorderedPrefix = "order_pending_";

/**
 * A hold still without its order this long after it was made was orphaned: the provider's call
 * times out after 10 s, so only a stopped server leaves one (decision 0075).
 */
export const unorderedHoldMinutes = 2;

/** Stored under the key while the provider's order is being made; replaced by the real answer. */
const orderInProgress: Answer = {
  status: 409,
  body: {
    success: false,
    code: "conflict",
    message:
      "A request with this Idempotency-Key is still being processed. Please wait a moment and try again.",
  },
};

type Ordering = {
  payments: PaymentProvider;
  bookingId: string;
  placeholder: string;
  amount: number;
  currency: string;
  data: CreatedBooking;
};
type IdempotentRequest = { operation: string; key: string; hash: string };

/**
 * The hold is committed first; the payment provider's order is made after, outside any
 * transaction (with the provider's own timeout), so a slow or dead provider never holds a
 * database connection (decision 0040). If the order cannot be made, the hold is released at
 * once and the patient told that nothing was booked or charged.
 */
export async function createBooking(
  deps: BookingDeps,
  call: CreateBookingCall,
): Promise<Answer & { replayed: boolean }> {
  const { captcha, ...rest } = call.input;
  const request: IdempotentRequest = {
    operation: createBookingOperation,
    key: call.idempotencyKey,
    hash: hashRequest({ ...rest, token: captcha?.token }),
  };
  const pending: { order?: Ordering; confirm?: string } = {};
  // Resolved before the transaction: it may read settings through another connection.
  const payments = await paymentsOf(deps);
  // Checked before the transaction too (CPU, or a provider's siteverify call), spent inside it.
  const verdict = call.asAdmin ? undefined : await checkCaptcha(deps.captcha, captcha);
  const first = await afterWrite(
    deps,
    runIdempotent(
      deps.db,
      request,
      async (tx) => {
        deps.slotCache?.invalidate();
        const now = clock(deps);
        const input = call.input;
        // Every refusal below comes before the first write, except losing the race for the slot,
        // which leaves the captcha spent (the wizard asks for a new one after any failure). So no
        // savepoint is needed (decision 0071).
        if (verdict) refuseFailedCaptcha(verdict);
        const clientKey = clientKeyOf(call.clientAddress);
        // The client's live holds, the slot's day, the closed days and the price: one round trip.
        const who = { clientKey, email: input.user.email.toLowerCase(), phone: input.user.phone };
        const limit = deps.settings.limitHoldsPerClient;
        const terms = await readHoldTerms(
          tx,
          { who, limit, slotId: input.slotId, settingsKey: generalSettingsKey },
          now,
        );
        if (!call.asAdmin) {
          if (terms.byClient >= limit || terms.byPerson >= limit)
            throw new ServiceRefusal(
              429,
              "rate_limited",
              `You already have ${limit} bookings waiting for payment. Please complete one or wait for it to expire.`,
            );
        }
        const readSlot = terms.slot;
        if (!readSlot) throw new ServiceRefusal(409, "conflict", slotUnavailableMessage);
        if (isClosedDay(closedDaysOf(terms.settings), readSlot.dateKey))
          throw new ServiceRefusal(409, "conflict", closedDayMessage);
        const price = pricingOf(terms.pricing);
        const bookingId = randomUUID();
        // A public hold gets a remote provider's order after this transaction (createBookingOrder).
        const orderId = call.asAdmin
          ? `order_admin_${randomBytes(12).toString("hex")}`
          : payments.local
            ? (
                await payments.createOrder({
                  amount: price.amountInPaisa,
                  currency: price.currency,
                  receipt: bookingId,
                })
              ).orderId
            : `${unorderedPrefix}${bookingId}`;
        const booking: HeldBooking = {
          id: bookingId,
          reference: newReference(),
          flow: input.flow,
          isAdminBooking: call.asAdmin,
          customerName: input.user.name,
          customerEmail: input.user.email.toLowerCase(),
          customerPhone: input.user.phone,
          timezone: input.user.timezone,
          notes: input.notes || (call.asAdmin ? "Booking created by admin" : ""),
          amount: price.amountInPaisa,
          currency: price.currency,
          taxPercent: price.taxPercent,
          taxAmount: includedTax(price.amountInPaisa, price.taxPercent),
          durationMinutes: Math.round((readSlot.endAt.getTime() - readSlot.startAt.getTime()) / 60_000),
          paymentProvider: payments.name,
          orderId,
          clientKey,
          holdExpiresAt: new Date(now.getTime() + deps.settings.holdMinutes * 60_000),
        };
        const data = createdBookingData(payments, booking, "PENDING", { ...readSlot, user: input.user });
        // A public hold's answer is known before it is written, so it is stored by the same
        // statement; an admin booking's is known only once it is paid (decision 0074).
        const answer: Answer | undefined = call.asAdmin
          ? undefined
          : payments.local
            ? { status: 201, body: { success: true, data } }
            : orderInProgress;
        // The solution spent, the slot held, the booking inserted and the answer stored: one statement.
        const held = await holdSlotForBooking(tx, {
          slot: { id: input.slotId, startAt: readSlot.startAt, endAt: readSlot.endAt },
          now,
          captcha: verdict?.ok ? verdict : undefined,
          booking,
          answer: answer && {
            operation: request.operation,
            key: request.key,
            ...storedAnswer(request, answer),
          },
        });
        if (held.captchaReused) throw captchaReusedRefusal();
        const slot = held.slot;
        if (!slot) throw new ServiceRefusal(409, "conflict", slotUnavailableMessage);
        if (call.asAdmin) {
          const pendingRow = await findBooking(tx, bookingId);
          if (!pendingRow) throw new Error("the admin booking just inserted is missing");
          const paid = await confirmPaid(deps, tx, pendingRow, slot, `admin_${bookingId}`, now);
          if (paid.userCalendar === "pending") pending.confirm = paid.id;
          const paidData = { ...data, paymentStatus: paid.status as BookingStatus };
          return {
            status: 201,
            body: { success: true, data: paidData, message: adminBookingCreatedMessage },
          };
        }
        if (payments.local) return { ...(answer as Answer), stored: true };
        pending.order = {
          payments,
          bookingId,
          placeholder: orderId,
          amount: booking.amount,
          currency: booking.currency,
          data,
        };
        return { ...orderInProgress, stored: true };
      },
      { refusesBeforeWriting: true },
    ),
  );
  // After the commit: the meeting link, the calendar event and the confirmation email (decision 0060).
  if (pending.confirm) await completeConfirmation(deps, pending.confirm);
  if (!pending.order) return first;
  return afterWrite(deps, createBookingOrder(deps, request, pending.order));
}

async function createBookingOrder(
  deps: BookingDeps,
  request: IdempotentRequest,
  o: Ordering,
): Promise<Answer & { replayed: boolean }> {
  let orderId: string;
  try {
    ({ orderId } = await o.payments.createOrder({
      amount: o.amount,
      currency: o.currency,
      receipt: o.bookingId,
    }));
  } catch {
    // Not stored: the key is freed, so the same request can be tried again later.
    await transaction(deps.db, async (tx) => {
      await releaseUnorderedHold(tx, o.bookingId, o.placeholder);
      await forgetKey(tx, request.operation, request.key);
    });
    return { ...paymentUnavailable, replayed: false };
  }
  const answer: Answer = { status: 201, body: { success: true, data: { ...o.data, orderId } } };
  const attached = await transaction(deps.db, async (tx) => {
    if (!(await attachOrderId(tx, o.bookingId, o.placeholder, orderId))) return false;
    await saveKey(tx, request.operation, request.key, storedAnswer(request, answer));
    return true;
  });
  // The hold was released as orphaned meanwhile (releaseUnorderedHolds): nothing is booked; the
  // key is left to whatever a retry stored under it since.
  if (!attached) return { ...paymentUnavailable, replayed: false };
  return { ...answer, replayed: false };
}

/** The answer's booking: amounts, times, and what Razorpay Checkout needs (nothing secret). */
function createdBookingData(
  payments: PaymentProvider,
  booking: HeldBooking,
  paymentStatus: BookingStatus,
  slot: { dateKey: string; startAt: Date; endAt: Date; user: CreateBookingInput["user"] },
): CreatedBooking {
  const keyId = payments.checkoutKeyId();
  return {
    bookingId: booking.id,
    orderId: booking.orderId,
    amount: booking.amount,
    currency: booking.currency,
    taxPercent: booking.taxPercent,
    taxAmount: booking.taxAmount,
    paymentProvider: booking.paymentProvider as PaymentProviderName,
    paymentStatus,
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    checkout: keyId
      ? {
          keyId,
          name: checkoutName,
          description: `Consultation on ${slot.dateKey}`,
          scriptUrl: payments.checkoutScriptUrl?.() ?? defaultRazorpayCheckoutUrl,
          prefill: { name: slot.user.name, email: slot.user.email, contact: slot.user.phone },
        }
      : null,
  };
}

function storedAnswer(request: IdempotentRequest, answer: Answer) {
  return { requestHash: request.hash, responseStatus: answer.status, responseBody: answer.body };
}

/** The slot list cache forgets everything once a write committed (and when it started). */
function afterWrite<T>(deps: BookingDeps, work: Promise<T>): Promise<T> {
  return work.finally(() => deps.slotCache?.invalidate());
}

/**
 * Zoom or Google Calendar is configured: they are asked after the payment's commit, never inside
 * its transaction (decision 0060). Jitsi alone is local and instant.
 */
function confirmsAfterCommit(deps: BookingDeps): boolean {
  return deps.calendarSync !== undefined || deps.meetings.outside === true;
}

async function queueConfirmation(deps: BookingDeps, tx: Tx, paid: BookingRow, slot: SlotRow, token: string) {
  await queueConfirmationEmails(tx, {
    booking: paid,
    slot,
    manageToken: token,
    publicUrl: deps.settings.publicUrl,
    clinicTimezone: deps.settings.clinicTimezone,
    clinicEmail: await clinicNotificationEmail(tx, deps.settings.clinicEmail),
    ics: bookingInvite(deps, paid, slot),
  });
}

/**
 * Marks the booking PAID in the payment's transaction. With Jitsi only, the link is made here
 * (local) and the confirmation queued at once. With Zoom or Google Calendar, the booking is PAID
 * with `user_calendar` 'pending' and no link yet: `completeConfirmation` asks them after the
 * commit and queues the email; the booking jobs complete any it missed (decision 0060).
 */
async function confirmPaid(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  slot: SlotRow,
  paymentId: string,
  now: Date,
): Promise<BookingRow> {
  const later = confirmsAfterCommit(deps);
  const manage = newManageToken();
  const values = later
    ? {
        paymentId,
        meetingLink: null,
        paidAt: now,
        manageTokenHash: null,
        manageTokenSealed: null,
        userCalendar: "pending" as const,
      }
    : {
        paymentId,
        meetingLink: await deps.meetings.createMeetingLink(meetingOf(booking, slot)),
        paidAt: now,
        manageTokenHash: manage.hash,
        manageTokenSealed: sealManageToken(deps.secretBox, booking.id, manage.token),
        userCalendar: "emailed" as const,
      };
  const confirmed = async (paid: BookingRow) => {
    if (!later) await queueConfirmation(deps, tx, paid, slot, manage.token);
    return paid;
  };
  if (booking.status === "PENDING") {
    const paid = await markBookingPaid(tx, booking.id, "PENDING", values);
    if (!paid) throw new ServiceRefusal(409, "conflict", "This booking changed meanwhile. Please try again.");
    await setSlotStatus(tx, slot.id, "HELD", "BOOKED");
    return confirmed(paid);
  }
  // A payment after the hold ran out: confirmed only if the slot is still free.
  if (!(await setSlotStatus(tx, slot.id, "OPEN", "BOOKED")))
    throw new ServiceRefusal(
      409,
      "conflict",
      "Your hold on this time ran out and the slot was taken. Please contact the clinic for a refund.",
    );
  const paid = await markBookingPaid(tx, booking.id, "EXPIRED", values);
  if (!paid) throw new ServiceRefusal(409, "conflict", "This booking changed meanwhile. Please try again.");
  return confirmed(paid);
}

const meetingOf = (booking: BookingRow, slot: SlotRow) => ({
  bookingId: booking.id,
  startAt: slot.startAt,
  durationMinutes: booking.durationMinutes,
});

/** Paid bookings wait this long for their own request to complete them before a job does. */
const confirmationLeaseMs = 2 * 60_000;

/**
 * After the payment's commit, with no transaction open (decision 0060): the meeting link (Zoom or
 * Jitsi; Google Meet comes with the calendar event), then the booking on the clinic's calendar
 * with the patient as attendee, each bounded to 5 s and neither able to fail the booking
 * (decision 0057); then one short transaction stores the link and calendar state and queues the
 * confirmation email, once (only while `user_calendar` is 'pending'). Never throws: a failure
 * leaves the booking pending for the booking jobs. `alsoInTx` runs in that transaction.
 */
export async function completeConfirmation(
  deps: BookingDeps,
  bookingId: string,
  alsoInTx?: (tx: Tx, done: BookingRow, slot: SlotRow) => Promise<void>,
): Promise<BookingRow | undefined> {
  try {
    const found = await findBookingWithSlot(deps.db, bookingId);
    if (found?.booking.status !== "PAID" || found.booking.userCalendar !== "pending") return undefined;
    const { booking, slot } = found;
    const meeting = meetingOf(booking, slot);
    const wantsMeet = deps.calendarSync?.meetingProvider === "google_meet";
    const ownLink = wantsMeet ? undefined : await deps.meetings.createMeetingLink(meeting);
    const calendar = await bookingPaidEvent(deps.db, deps.calendarSync, booking, slot, ownLink);
    const meetingLink = ownLink ?? calendar.meetLink ?? (await deps.meetings.createMeetingLink(meeting));
    const manage = newManageToken();
    return await transaction(deps.db, async (tx) => {
      const done = await completePendingConfirmation(tx, booking.id, {
        meetingLink,
        userCalendar: calendar.userCalendar,
        manageTokenHash: manage.hash,
        manageTokenSealed: sealManageToken(deps.secretBox, booking.id, manage.token),
      });
      // Completed by another server meanwhile, or no longer PAID (cancelled): nothing to send.
      if (!done) return undefined;
      await queueConfirmation(deps, tx, done, slot, manage.token);
      await alsoInTx?.(tx, done, slot);
      return done;
    });
  } catch (error) {
    deps.log?.warn(
      { bookingId, reason: (error as Error).message.slice(0, 300) },
      "paid booking's confirmation not completed; the booking jobs will complete it",
    );
    return undefined;
  }
}

/** Booking job: paid bookings still pending after their request (a crash, a restart), on any server. */
export async function completePendingConfirmations(deps: BookingDeps, now = new Date()): Promise<number> {
  const due = await claimPendingConfirmations(deps.db, new Date(now.getTime() - confirmationLeaseMs));
  let done = 0;
  for (const id of due) if (await completeConfirmation(deps, id)) done++;
  return done;
}

// ── verify ───────────────────────────────────────────────────────────────────

/** The answer to a payment that came after its hold expired, when the slot was taken meanwhile. */
export const latePaymentRefundMessage =
  "Your hold on this time ran out and the slot was taken. Your payment will be refunded in full.";

/** A settled payment: the booking is PAID, or the payment is owed back (decision 0067). */
export type Settlement =
  | { booking: BookingRow; refund?: undefined }
  | { booking?: undefined; refund: OwedRefund };

/**
 * A proven payment for a booking: confirms it (also after its hold expired, while the slot is
 * free). When the slot was taken meanwhile, the refund is written down as owed in this
 * transaction (and the patient and the clinic emailed); the caller makes it with `refundOwed` after
 * the commit, never inside a transaction, and the booking jobs retry it (decisions 0061, 0067).
 */
export async function settlePayment(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  slot: SlotRow,
  paymentId: string,
  now: Date,
  /** The provider resolved before the transaction (paymentsOf reads settings on another connection). */
  resolved?: PaymentProvider,
): Promise<Settlement> {
  if (booking.status === "PAID") return { booking };
  if (booking.status === "PENDING")
    return { booking: await confirmPaid(deps, tx, booking, slot, paymentId, now) };
  if (booking.status !== "EXPIRED")
    throw new ServiceRefusal(409, "conflict", "This booking can no longer be paid. Please book again.");
  try {
    // A savepoint: a refusal half-way (slot taken, booking changed) leaves nothing behind.
    return { booking: await savepoint(tx, (sp) => confirmPaid(deps, sp, booking, slot, paymentId, now)) };
  } catch (error) {
    const payments = error instanceof ServiceRefusal ? (resolved ?? (await paymentsOf(deps))) : undefined;
    if (!payments?.refund) throw error;
    const refund = await oweLatePayment(tx, booking, paymentId);
    await queueLatePaymentEmails(tx, {
      booking,
      slot,
      clinicTimezone: deps.settings.clinicTimezone,
      clinicEmail: await clinicNotificationEmail(tx, deps.settings.clinicEmail),
    });
    return { refund };
  }
}

export const paymentFailedMessage = "Payment verification failed";

export const paymentCheckUnavailableMessage =
  "We could not reach the payment service to confirm your payment. Please do not pay again: try again in a minute, and if money was taken your booking is confirmed automatically (or the payment refunded).";

/**
 * The provider's proof of a payment, asked before the transaction (a slow payment provider never
 * holds a database connection; decision 0040). A provider that fails to answer is a 503 that is
 * not stored under the key, so the same key can try again.
 */
async function provePayment(
  deps: BookingDeps,
  bookingId: string,
  body: Omit<VerifyPaymentRequest, "idempotencyKey">,
): Promise<{ orderId: string; proven: boolean; payments: PaymentProvider } | undefined> {
  const found = await findBookingWithSlot(deps.db, bookingId);
  const payments = await paymentsOf(deps);
  if (!found || found.booking.paymentProvider !== payments.name) return undefined;
  const { booking } = found;
  try {
    const proven = await payments.verify({
      storedOrderId: booking.orderId,
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
      amount: booking.amount,
      currency: booking.currency,
    });
    return { orderId: booking.orderId, proven, payments };
  } catch {
    throw new ServiceRefusal(503, "service_unavailable", paymentCheckUnavailableMessage);
  }
}

export async function verifyPayment(
  deps: BookingDeps,
  call: { bookingId: string; body: VerifyPaymentRequest; idempotencyKey: string },
): Promise<Answer & { replayed: boolean }> {
  const { idempotencyKey: _ignored, ...body } = call.body;
  const proof = await provePayment(deps, call.bookingId, body);
  const request: IdempotentRequest = {
    operation: `verify-payment:${call.bookingId}`,
    key: call.idempotencyKey,
    hash: hashRequest(body),
  };
  let toComplete: string | undefined;
  let owed: OwedRefund | undefined;
  const first = await afterWrite(
    deps,
    runIdempotent(deps.db, request, async (tx) => {
      deps.slotCache?.invalidate();
      const now = clock(deps);
      const found = await findBookingWithSlot(tx, call.bookingId);
      if (!found) throw new ServiceRefusal(404, "not_found", "Booking not found.");
      const { booking, slot } = found;
      if (!proof?.proven || proof.orderId !== booking.orderId)
        throw new ServiceRefusal(400, "bad_request", paymentFailedMessage);
      const settled = await settlePayment(
        deps,
        tx,
        booking,
        slot,
        body.razorpay_payment_id,
        now,
        proof.payments,
      );
      if (settled.refund) {
        // Answered (and stored under the key) with the owed refund committed; made after the commit.
        owed = settled.refund;
        return {
          status: 409,
          body: { success: false, code: "conflict", message: latePaymentRefundMessage },
        };
      }
      const current = settled.booking;
      if (booking.status !== "PAID" && current.userCalendar === "pending") toComplete = current.id;
      return { status: 200, body: { success: true, data: toConfirmation(deps, current, slot) } };
    }),
  );
  // After the commit, with no transaction open: the late payment's refund, once (decision 0067).
  if (owed) await refundOwed(deps, proof?.payments, owed);
  if (!toComplete) return first;
  // After the commit (decision 0060): the link and calendar, then the email. The answer (and the
  // one stored under the key) carries the final link.
  let completed: Answer | undefined;
  await completeConfirmation(deps, toComplete, async (tx, done, slot) => {
    completed = { status: 200, body: { success: true, data: toConfirmation(deps, done, slot) } };
    await saveKey(tx, request.operation, request.key, storedAnswer(request, completed));
  });
  return completed ? { ...completed, replayed: false } : first;
}

// ── read ─────────────────────────────────────────────────────────────────────

export function toConfirmation(deps: BookingDeps, booking: BookingRow, slot: SlotRow): BookingConfirmation {
  const tz = deps.settings.clinicTimezone;
  const paid = booking.status === "PAID";
  return {
    bookingId: booking.id,
    reference: booking.reference,
    date: new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    }).format(slot.startAt),
    startTime: formatTimeInZone(slot.startAt, tz),
    endTime: formatTimeInZone(slot.endAt, tz),
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    timezone: tz,
    meetingLink: paid ? booking.meetingLink : null,
    amount: booking.amount,
    currency: booking.currency,
    taxPercent: booking.taxPercent,
    taxAmount: booking.taxAmount,
    paymentStatus: booking.status as BookingStatus,
    paymentProvider: booking.paymentProvider as PaymentProviderName,
    icsDownloadUrl: paid ? `/api/public/bookings/${booking.id}/invite.ics` : null,
    // `inserted` when the booking is on the clinic's Google Calendar with the patient as attendee;
    // otherwise the invite went out with the confirmation email (decision 0057).
    userCalendar: paid ? (booking.userCalendar === "inserted" ? "inserted" : "emailed") : null,
  };
}

export async function getConfirmation(deps: BookingDeps, bookingId: string): Promise<BookingConfirmation> {
  const found = await findBookingWithSlot(deps.db, bookingId);
  if (!found) throw new ServiceRefusal(404, "not_found", "Booking not found.");
  return toConfirmation(deps, found.booking, found.slot);
}

/** The calendar invitation of a paid booking (RFC 5545). */
export async function getInvite(deps: BookingDeps, bookingId: string): Promise<string> {
  const found = await findBookingWithSlot(deps.db, bookingId);
  if (found?.booking.status !== "PAID") throw new ServiceRefusal(404, "not_found", "Booking not found.");
  return bookingInvite(deps, found.booking, found.slot);
}

/**
 * The booking's calendar invite (one UID per booking); a reschedule passes a higher `sequence`
 * so calendars replace the event instead of adding one; a cancellation passes `CANCEL` (and a
 * higher `sequence`) so calendars remove it (decision 0072).
 */
export function bookingInvite(
  deps: BookingDeps,
  booking: BookingRow,
  slot: SlotRow,
  sequence?: number,
  method?: "REQUEST" | "CANCEL",
): string {
  return buildInvite({
    uid: `${booking.id}@clinic-booking`,
    sequence,
    method,
    title: checkoutName,
    description: `Video consultation. Reference ${booking.reference}.${booking.meetingLink ? ` Join: ${booking.meetingLink}` : ""}`,
    startAt: slot.startAt,
    endAt: slot.endAt,
    meetingLink: booking.meetingLink,
    organizer: deps.settings.organizer,
    attendee: { name: booking.customerName, email: booking.customerEmail },
  });
}

// ── jobs ─────────────────────────────────────────────────────────────────────

/** Expired holds go back to OPEN (booking EXPIRED); safe with several servers. */
export function expireHolds(db: Database, asOf = new Date()): Promise<number> {
  return releaseExpiredHolds(db, asOf);
}

/** Releases the holds a stopped server left without their order (decision 0075). */
export function releaseOrphanedHolds(db: Database, now = new Date()): Promise<number> {
  return releaseUnorderedHolds(db, {
    before: new Date(now.getTime() - unorderedHoldMinutes * 60_000),
    placeholderPrefix: unorderedPrefix,
    operation: createBookingOperation,
    marker: orderInProgress.body,
  });
}

export function pruneCaptchaUses(db: Database, now = new Date()): Promise<void> {
  return deleteExpiredCaptchaUses(db, now);
}
