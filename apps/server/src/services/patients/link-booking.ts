import { randomUUID } from "node:crypto";
import {
  type LinkReason,
  linkReasons,
  normaliseEmail,
  normaliseName,
  normalisePhone,
} from "@clinic/contract/patients";
import { insertLinkSuggestions } from "../../db/link-suggestion-repository";
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
import { optedInNumberOf } from "../../db/whatsapp-repository";

/** How many records one booking is suggested to belong to, at most: the most likely ones. */
export const maxLinkSuggestions = 3;

/** A booking's keys as the grouping compares them; `whatsapp` while its WhatsApp updates are on. */
export type LinkContact = { name: string; email: string; phone: string; whatsapp?: string | undefined };

export type LinkDecision =
  | { join: PatientRow }
  | { suggest: Array<{ patient: PatientRow; reasons: LinkReason[] }> };

/**
 * Which record a booking belongs to. Candidates (decision 0099, which keeps families apart): live
 * records sharing both the email and the phone, or one of them and the name; both keys first, then
 * the most recently seen. A booking joins a candidate only when every channel its messages go to
 * already belongs to that record (decision 0114): its email is the record's, and, while its WhatsApp
 * updates are on, their number is the record's phone. Anyone knowing a patient's name and phone could
 * otherwise book with their own email and receive the patient's record. Otherwise the booking starts
 * a record of its own, suggested to the admin as maybe the same person as each candidate (at most
 * `maxLinkSuggestions`, the most likely first), with the keys they share.
 */
export function linkDecision(candidates: PatientRow[], booking: LinkContact): LinkDecision {
  const name = normaliseName(booking.name);
  const shared = candidates
    .map((patient) => ({
      patient,
      reasons: linkReasons.filter((key) =>
        key === "name" ? normaliseName(patient.name) === name : patient[key] === booking[key],
      ),
    }))
    .filter(({ reasons }) => reasons.length >= 2 && (reasons.includes("email") || reasons.includes("phone")))
    .sort((a, b) => Number(bothKeys(b.reasons)) - Number(bothKeys(a.reasons)));
  const owner = shared.find(
    ({ patient }) =>
      patient.email === booking.email &&
      (booking.whatsapp === undefined || patient.phone === booking.whatsapp),
  );
  if (owner) return { join: owner.patient };
  return { suggest: shared.slice(0, maxLinkSuggestions) };
}

const bothKeys = (reasons: LinkReason[]) => reasons.includes("email") && reasons.includes("phone");

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
  const whatsapp = await optedInNumberOf(tx, booking.id);
  const contact: LinkContact = {
    name: booking.customerName.trim(),
    email: normaliseEmail(booking.customerEmail),
    phone: normalisePhone(booking.customerPhone),
    whatsapp: whatsapp === undefined ? undefined : normalisePhone(whatsapp),
  };
  // Until this transaction ends, no other server links someone with this email or phone: two
  // payments of one new person make one record.
  await lockContactKeys(tx, [`email:${contact.email}`, `phone:${contact.phone}`]);
  const decision = linkDecision(await findPatientsByContact(tx, contact), contact);
  const patientId = "join" in decision ? decision.join.id : randomUUID();
  if ("suggest" in decision) {
    await insertPatient(tx, {
      id: patientId,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
    });
    await insertLinkSuggestions(
      tx,
      decision.suggest.map(({ patient, reasons }) => ({
        id: randomUUID(),
        patientId,
        otherPatientId: patient.id,
        reasons,
      })),
    );
  }
  await attachBooking(tx, booking.id, patientId);
  await refreshPatient(tx, patientId, now);
  return patientId;
}
