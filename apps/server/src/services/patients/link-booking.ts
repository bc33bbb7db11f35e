import { randomUUID } from "node:crypto";
import { normaliseEmail, normaliseName, normalisePhone } from "@clinic/contract/patients";
import {
  attachBooking,
  findPatientsByContact,
  insertPatient,
  latestBookingOf,
  lockBookingForLink,
  lockContactKeys,
  type PatientRow,
  updatePatientSummary,
} from "../../db/patient-repository";
import type { Queryable, Tx } from "../../db/transaction";

/**
 * Which record a booking belongs to (decision 0099). Families share a phone or an email (a daughter
 * books for her mother), so one shared key alone is not enough: a booking joins a live record (not
 * merged, not erased) when both its email and phone match, or when one matches and the name does
 * too; otherwise it starts a record of its own. The most recently seen record wins a tie.
 */
export function matchingPatient(
  candidates: PatientRow[],
  booking: { name: string; email: string; phone: string },
): PatientRow | undefined {
  const both = candidates.find((p) => p.email === booking.email && p.phone === booking.phone);
  if (both) return both;
  const name = normaliseName(booking.name);
  return candidates.find(
    (p) => (p.email === booking.email || p.phone === booking.phone) && normaliseName(p.name) === name,
  );
}

/** The record's name follows its latest booking; its last visit is its latest consultation. */
export async function refreshPatient(tx: Queryable, patientId: string, now = new Date()): Promise<void> {
  const latest = await latestBookingOf(tx, patientId);
  await updatePatientSummary(
    tx,
    patientId,
    latest && {
      name: latest.customerName.trim(),
      email: normaliseEmail(latest.customerEmail),
      phone: normalisePhone(latest.customerPhone),
    },
    now,
  );
}

/**
 * Links a paid (or clinic-made) booking to its patient record, in the caller's transaction: when the
 * booking becomes PAID (confirm-payment.ts, which the clinic's own bookings go through too) and from
 * the linking job. A booking already linked only refreshes its record. Answers the record's id, or
 * undefined for a booking that is not paid and not the clinic's (it gets no record).
 */
export async function linkBookingToPatient(
  tx: Tx,
  bookingId: string,
  now = new Date(),
): Promise<string | undefined> {
  const booking = await lockBookingForLink(tx, bookingId);
  if (!booking || (booking.status !== "PAID" && !booking.isAdminBooking)) return undefined;
  if (booking.patientId) {
    await refreshPatient(tx, booking.patientId, now);
    return booking.patientId;
  }
  const contact = {
    name: booking.customerName.trim(),
    email: normaliseEmail(booking.customerEmail),
    phone: normalisePhone(booking.customerPhone),
  };
  // Until this transaction ends, no other server links someone with this email or phone: two
  // payments of one new person make one record.
  await lockContactKeys(tx, [`email:${contact.email}`, `phone:${contact.phone}`]);
  const found = matchingPatient(await findPatientsByContact(tx, contact), contact);
  const patientId = found?.id ?? randomUUID();
  if (!found) await insertPatient(tx, { id: patientId, ...contact });
  await attachBooking(tx, booking.id, patientId);
  await refreshPatient(tx, patientId, now);
  return patientId;
}
