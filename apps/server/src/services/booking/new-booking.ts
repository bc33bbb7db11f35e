import { randomBytes } from "node:crypto";
import { type AdminPayment, adminPaymentMethodOf, receivedOf } from "@clinic/contract/admin-payment";
import { kindMessages } from "@clinic/contract/appointment-kinds";
import {
  type BookingStatus,
  type CreateBookingInput,
  type CreatedBooking,
  checkoutName,
  defaultRazorpayCheckoutUrl,
  type PaymentProviderName,
  slotUnavailableMessage,
} from "@clinic/contract/booking";
import { isClosedDay } from "@clinic/contract/closed-days";
import { formatDateKey } from "@clinic/contract/format";
import { localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { agreesToVideo, consentMessages } from "@clinic/contract/privacy-notice";
import { bookingTax, type TaxTreatment } from "@clinic/contract/receipts";
import { generalSettingsOf, settingSections } from "@clinic/contract/settings-sections";
import type { KindRow } from "../../db/appointment-kind-repository";
import { countHeldUnderLock, type HeldBooking, readHoldTerms } from "../../db/hold-repository";
import { sectionOf } from "../../db/settings-repository";
import type { Tx } from "../../db/transaction";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { clientNetworkOf } from "../client-network";
import { closedDayMessage, closedDaysOf } from "../closed-days";
import { DomainError } from "../domain-error";
import { checkoutTexts } from "../email-texts/checkout-texts";
import { hashRequest, type KeyRequest } from "../idempotency-service";
import { pricingOf } from "../pricing-service";
import type { BookingDeps } from "./booking-deps";

/**
 * What a public hold and an admin booking share: the terms read in one round trip (the slot, its
 * day, the price, the client's live holds, the kept holds against the supply), their refusals, and
 * the PENDING booking they insert.
 */

/** Both kinds of new booking claim their key under this operation (one namespace of keys). */
export const createBookingOperation = "create-booking";

/** POST /api/public/bookings as a use case takes it: the checked body, its key and the client's address. */
export type NewBookingCall = {
  input: CreateBookingInput;
  idempotencyKey: string;
  clientAddress: string;
  /** The signed-in admin of an admin booking (their name, else email): who took a consent by phone. */
  takenBy?: string;
};

/** The call's key and the hash of what it asks (the robot check's token, not its other fields). */
export function newBookingRequest(call: NewBookingCall): KeyRequest {
  const { captcha, ...rest } = call.input;
  return {
    operation: createBookingOperation,
    key: call.idempotencyKey,
    hash: hashRequest({ ...rest, token: captcha?.token }),
  };
}

/**
 * A client's network (its IPv4 address or its IPv6 /64, decision 0092), kept only as a keyed hash
 * (services/address-hash.ts, decision 0093): enough to count its live holds.
 */
export function clientKeyOf(address: string, deps: Pick<BookingDeps, "addressHash">): string {
  return deps.addressHash("client", clientNetworkOf(address));
}

function newReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(8);
  return `PT-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

export type BookingTerms = {
  slot: { dateKey: string; startAt: Date; endAt: Date };
  /** The kind booked (the default when the call names none): its price is the booking's. */
  kind: KindRow;
  price: ReturnType<typeof pricingOf>;
  /** The receipt treatment now (Settings → Receipts): the booking keeps it (decision 0125). */
  taxTreatment: TaxTreatment;
  /** The hold keeps nothing: the kept holds are at their cap (decision 0092). */
  shared: boolean;
};

/** The cap on kept holds is a share of the open slots of this many coming days (decision 0092). */
export const supplyDays = 14;
/** Kept holds allowed however few slots are open, so a small clinic's patients still keep theirs. */
export const keptHoldsFloor = 4;
/**
 * Closer than this to the cap, a hold is counted again and made under a lock: the holds decided
 * without it are at most the transactions in flight (10 per server's pool), so the cap holds.
 */
const lockMargin = 24;

export const sharedHoldMessage =
  "Many people are booking right now, so this time is not kept for you alone: it is yours if your payment arrives before anyone else's. If someone pays first, your payment is refunded in full at once.";

/**
 * The slot, its day and the price, read in the booking's transaction before any write. Refuses, in
 * this order: `hold_limit` when `limitHolds` and the client's network already has the most unpaid
 * holds allowed; `slot_unavailable` when there is no such slot; `closed_day` on a holiday or
 * blackout. A public hold beyond the cap on kept holds is `shared` rather than refused: a patient
 * must get through however many holds a bot makes (decision 0092). Holds of a person (email or
 * phone) are not counted: anyone may type a patient's phone number (decision 0092).
 */
export async function readBookingTerms(
  deps: BookingDeps,
  tx: Tx,
  ask: {
    input: CreateBookingInput;
    clientKey: string;
    now: Date;
    limitHolds: boolean;
    /** The patient books it themself (the kind's online rules); a public hold by default. */
    online?: boolean;
  },
): Promise<BookingTerms> {
  const { input, clientKey, now } = ask;
  const limit = deps.settings.limitHoldsPerClient;
  const percent = deps.settings.limitHeldSlotsPercent;
  const terms = await readHoldTerms(
    tx,
    {
      clientKey,
      limit,
      cap: { floor: keptHoldsFloor, percent },
      supplyUntil: new Date(now.getTime() + supplyDays * 86_400_000),
      slotId: input.slotId,
      settingsKey: settingSections.general.key,
      kindId: input.kindId,
    },
    now,
  );
  if (ask.limitHolds && terms.byClient >= limit)
    throw new DomainError(
      "hold_limit",
      `You already have ${limit} bookings waiting for payment. Please complete one or wait for it to expire.`,
    );
  if (!terms.slot) throw new DomainError("slot_unavailable", slotUnavailableMessage);
  const kind = offeredKind(terms.kind, terms.slot, { online: ask.online ?? ask.limitHolds, now });
  // A patient agrees to a video consultation only when they book one (the contract checks the default kind).
  if (kind.mode === "video" && !input.isAdminBooking && !agreesToVideo(input.consent))
    throw new DomainError("validation_failed", consentMessages.teleconsultation, {
      "consent.teleconsultation": consentMessages.teleconsultation,
    });
  if (kind.mode === "home_visit" && !input.visitAddress)
    throw new DomainError("validation_failed", kindMessages.visitAddressRequired, {
      visitAddress: kindMessages.visitAddressRequired,
    });
  const general = sectionOf("general", terms.settings);
  if (isClosedDay(closedDaysOf(general), terms.slot.dateKey))
    throw new DomainError("closed_day", closedDayMessage);
  const shared = ask.limitHolds && percent > 0 && (await beyondCap(tx, terms, percent));
  return {
    slot: terms.slot,
    kind,
    price: pricingOf(terms.pricing),
    taxTreatment: generalSettingsOf(general).receipts.taxTreatment,
    shared,
  };
}

/**
 * The kind, if this slot takes it (409 `kind_not_offered` otherwise). A patient's own booking (`online`)
 * also needs a kind bookable online, and a start within the kind's notice and how far ahead it may be
 * booked; the clinic books any kind the slot takes.
 */
function offeredKind(
  kind: KindRow | undefined,
  slot: { startAt: Date; kindIds: string[] },
  a: { online: boolean; now: Date },
): KindRow {
  const refuse = () => new DomainError("kind_not_offered", kindMessages.notOffered);
  if (!kind || kind.archivedAt || !slot.kindIds.includes(kind.id)) throw refuse();
  if (!a.online) return kind;
  const ahead = slot.startAt.getTime() - a.now.getTime();
  if (
    !kind.bookableOnline ||
    ahead < kind.minNoticeHours * 3_600_000 ||
    ahead > kind.maxAdvanceDays * 86_400_000
  )
    throw refuse();
  return kind;
}

/** Whether the kept holds are at their cap: `keptHoldsFloor`, or `percent` of the supply if more. */
async function beyondCap(tx: Tx, terms: { supply: number; held: number }, percent: number) {
  const cap = Math.max(keptHoldsFloor, Math.floor((terms.supply * percent) / 100));
  if (terms.held >= cap) return true;
  if (terms.held + lockMargin < cap) return false;
  return (await countHeldUnderLock(tx, cap)) >= cap;
}

/**
 * The PENDING booking a new hold inserts. A patient's own booking costs the price of the terms; an
 * admin's (with `clinicPayment`) records what the clinic received and how (decision 0094).
 */
export function heldBooking(
  deps: BookingDeps,
  a: {
    id: string;
    input: CreateBookingInput;
    terms: BookingTerms;
    payments: PaymentProvider;
    orderId: string;
    clientKey: string;
    /** How the clinic took payment, for an admin booking; null for a patient's own. */
    clinicPayment: AdminPayment | null;
    /** A patient's own booking that buys a package (issue 35): it costs the package's price. */
    packagePrice?: number;
    now: Date;
  },
): HeldBooking {
  const { input, terms } = a;
  const isAdminBooking = a.clinicPayment !== null;
  const amount = a.clinicPayment ? receivedOf(a.clinicPayment) : (a.packagePrice ?? terms.kind.amountInPaisa);
  // Fixed now, for the booking's life: its receipt is issued with this treatment (decision 0125).
  const tax = bookingTax(terms.taxTreatment, amount, terms.price.taxPercent);
  return {
    id: a.id,
    reference: newReference(),
    flow: input.flow,
    isAdminBooking,
    customerName: input.user.name,
    customerEmail: input.user.email.toLowerCase(),
    customerPhone: input.user.phone,
    timezone: input.user.timezone,
    locale: input.locale,
    notes: input.notes || (isAdminBooking ? "Booking created by admin" : ""),
    kindId: terms.kind.id,
    visitAddress: terms.kind.mode === "home_visit" ? (input.visitAddress ?? null) : null,
    amount,
    currency: terms.price.currency,
    taxTreatment: tax.treatment,
    taxPercent: tax.taxPercent,
    taxAmount: tax.taxAmount,
    durationMinutes: Math.round((terms.slot.endAt.getTime() - terms.slot.startAt.getTime()) / 60_000),
    paymentProvider: a.payments.name,
    paymentMethod: a.clinicPayment ? adminPaymentMethodOf(a.clinicPayment) : null,
    orderId: a.orderId,
    clientKey: a.clientKey,
    holdExpiresAt: new Date(a.now.getTime() + deps.settings.holdMinutes * 60_000),
  };
}

/** Razorpay Checkout's line under the name: the day (and the package bought), in the booking's language. */
function checkoutDescription(
  locale: string | undefined,
  dateKey: string,
  packageName: string | undefined,
): string {
  const language = localeOr(locale);
  const date = formatDateKey(dateKey, language);
  const text = checkoutTexts[language];
  return packageName ? fill(text.package, { package: packageName, date }) : fill(text.consultation, { date });
}

/** The answer's booking: amounts, times, and what Razorpay Checkout needs (nothing secret). */
export function createdBookingData(
  payments: PaymentProvider,
  booking: HeldBooking,
  paymentStatus: BookingStatus,
  slot: { dateKey: string; startAt: Date; endAt: Date; user: CreateBookingInput["user"] },
  /** The package the booking buys, named on Razorpay Checkout. */
  packageName?: string,
): CreatedBooking {
  const keyId = payments.checkoutKeyId();
  return {
    bookingId: booking.id,
    orderId: booking.orderId,
    amount: booking.amount,
    currency: booking.currency,
    taxPercent: booking.taxPercent,
    taxAmount: booking.taxAmount,
    gstIncluded: booking.taxTreatment === "taxable",
    paymentProvider: booking.paymentProvider as PaymentProviderName,
    paymentStatus,
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    checkout: keyId
      ? {
          keyId,
          name: checkoutName,
          description: checkoutDescription(booking.locale, slot.dateKey, packageName),
          scriptUrl: payments.checkoutScriptUrl?.() ?? defaultRazorpayCheckoutUrl,
          prefill: { name: slot.user.name, email: slot.user.email, contact: slot.user.phone },
        }
      : null,
  };
}
