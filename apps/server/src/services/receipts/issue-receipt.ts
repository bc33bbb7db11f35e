import { randomUUID } from "node:crypto";
import { type KindMode, kindNameIn } from "@clinic/contract/appointment-kinds";
import { type Locale, localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import {
  bookingTax,
  creditNoteSeries,
  formatReceiptNumber,
  missingSellerDetails,
  type ReceiptKind,
  type ReceiptSettings,
  receiptNumberMaxLength,
  type TaxTreatment,
} from "@clinic/contract/receipts";
import { findKind, type KindRow } from "../../db/appointment-kind-repository";
import type { BookingRow } from "../../db/booking-repository";
import {
  type ClinicSnapshot,
  findReceiptOfBooking,
  insertReceipt,
  nextReceiptSequence,
  type ReceiptRow,
  type ServiceSnapshot,
} from "../../db/receipt-repository";
import type { SlotRow } from "../../db/slot-repository";
import { practitionerRegistration } from "../../db/staff-repository";
import type { Tx } from "../../db/transaction";
import { DomainError } from "../domain-error";
import { financialYearOf } from "./financial-year";
import { readReceiptSettings } from "./receipt-settings";
import { receiptTexts } from "./receipt-texts";

/**
 * Issuing receipts and credit notes (issue 22, decision 0105), always inside the transaction that
 * makes the booking PAID or CANCELLED: the number is taken from the series' counter row in that
 * same transaction, so a rollback gives it back and two servers never share or skip one. Until
 * Settings → Receipts names the seller (legal name and address), the document waits with its
 * number (no date, no seller) and is issued when they are saved (waiting-receipts.ts, decision 0125).
 */

/** The seller's details printed on a document, as the settings give them now. */
export function clinicSnapshotOf(settings: ReceiptSettings, clinicTimezone: string): ClinicSnapshot {
  return {
    legalName: settings.legalName,
    address: settings.address,
    gstin: settings.gstin,
    registrationNumber: settings.registrationNumber,
    sacCode: settings.sacCode,
    timezone: clinicTimezone,
  };
}

/**
 * What a booking was for, in the receipt's words: the spec's consultation as it always read, any other
 * kind by its name and where it took place (issue 34); and the registration number of the practitioner
 * whose slot it is, when they have one. Kept in the snapshot at payment, so a document issued later (one
 * waiting for the seller's details, its credit note) prints the same number, and a later change on the
 * Users screen changes no document already numbered.
 */
function serviceOf(
  booking: BookingRow,
  slot: SlotRow,
  kind: KindRow | undefined,
  registration: string | null,
): ServiceSnapshot {
  // In the booking's language, as the rest of its documents (the snapshot keeps it as issued).
  const locale: Locale = localeOr(booking.locale);
  const t = receiptTexts[locale];
  const mode = { video: t.modeVideo, in_clinic: t.modeInClinic, home_visit: t.modeHomeVisit }[
    kind?.mode as KindMode
  ];
  const what =
    !kind || kind.isDefault ? t.defaultService : `${kindNameIn(kind, locale)} (${mode ?? kind.mode})`;
  return {
    description: fill(t.serviceLine, { what, minutes: booking.durationMinutes }),
    startAt: slot.startAt.toISOString(),
    durationMinutes: booking.durationMinutes,
    bookingReference: booking.reference,
    ...(registration ? { practitionerRegistrationNumber: registration } : {}),
  };
}

/** A booking paid online names its provider; one the clinic made names how it was paid (decision 0094). */
const paymentMethodOf = (booking: BookingRow) => booking.paymentMethod ?? booking.paymentProvider;

export async function numbered(tx: Tx, series: string, financialYear: string) {
  const sequence = await nextReceiptSequence(tx, series, financialYear);
  const number = formatReceiptNumber(series, financialYear, sequence);
  if (number.length > receiptNumberMaxLength)
    throw new DomainError(
      "conflict",
      `The receipt series ${series} is full for ${financialYear}. Choose a shorter number series prefix in Settings.`,
    );
  return { series, financialYear, sequence, number };
}

/**
 * The receipt of a booking just made PAID (a patient's payment or an admin's booking paid at the
 * clinic). None for a booking that took no money ("not charged"); the same one when it exists.
 */
export async function issueReceipt(
  tx: Tx,
  booking: BookingRow,
  slot: SlotRow,
  clinicTimezone: string,
  now: Date,
): Promise<ReceiptRow | undefined> {
  if (booking.amount <= 0 || booking.paymentMethod === "not_charged") return undefined;
  const existing = await findReceiptOfBooking(tx, booking.id, "receipt");
  if (existing) return existing;
  const settings = await readReceiptSettings(tx);
  const waits = missingSellerDetails(settings).length > 0;
  return insertReceipt(tx, {
    id: randomUUID(),
    ...(await numbered(tx, settings.seriesPrefix, financialYearOf(now, clinicTimezone))),
    bookingId: booking.id,
    kind: "receipt" satisfies ReceiptKind,
    againstReceiptId: null,
    amount: booking.amount,
    currency: booking.currency,
    // The treatment the booking was made with, and so the tax it told the patient (decision 0125).
    taxTreatment: booking.taxTreatment,
    taxLines: bookingTax(booking.taxTreatment as TaxTreatment, booking.amount, booking.taxPercent).lines,
    issuedAt: waits ? null : now,
    paymentMethod: paymentMethodOf(booking),
    paymentReference: booking.paymentId ?? booking.reference,
    clinic: waits ? null : clinicSnapshotOf(settings, clinicTimezone),
    patient: { name: booking.customerName, locale: booking.locale },
    service: serviceOf(
      booking,
      slot,
      await findKind(tx, booking.kindId),
      await practitionerRegistration(tx, slot.practitionerId),
    ),
  });
}

/**
 * The credit note of a paid booking cancelled (and so refunded in full, decisions 0024, 0029),
 * against its receipt's number, with the receipt's treatment, tax lines and clinic details; in
 * its own series (the prefix and "CN"), numbered in the cancellation's financial year. It names
 * the consultation that was cancelled: after a reschedule, `slot`'s time, not the receipt's.
 */
export async function issueCreditNote(
  tx: Tx,
  cancelled: { bookingId: string; slot: Pick<SlotRow, "startAt"> },
  clinicTimezone: string,
  now: Date,
): Promise<ReceiptRow | undefined> {
  const { bookingId, slot } = cancelled;
  const receipt = await findReceiptOfBooking(tx, bookingId, "receipt");
  if (!receipt) return undefined;
  const existing = await findReceiptOfBooking(tx, bookingId, "credit_note");
  if (existing) return existing;
  return insertReceipt(tx, {
    ...receipt,
    id: randomUUID(),
    ...(await numbered(tx, creditNoteSeries(receipt.series), financialYearOf(now, clinicTimezone))),
    kind: "credit_note" satisfies ReceiptKind,
    againstReceiptId: receipt.id,
    // A receipt still waiting for the seller's details: its credit note waits with it.
    issuedAt: receipt.issuedAt ? now : null,
    service: { ...(receipt.service as ServiceSnapshot), startAt: slot.startAt.toISOString() },
  });
}
