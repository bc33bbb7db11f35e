import { randomUUID } from "node:crypto";
import { normaliseEmail, normalisePhone, patientMessages } from "@clinic/contract/patients";
import { bookingToSendThrough, findBooking } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { moveCheckInsOfBooking, planOf } from "../../db/garment-check-in-repository";
import { bookingOwnership, setBookingPatient } from "../../db/patient-record-repository";
import { insertPatient, moveBookingRecords } from "../../db/patient-repository";
import { moveQuestionnairesOfBooking } from "../../db/questionnaire-repository";
import { type Tx, transaction } from "../../db/transaction";
import { optedInNumberOf } from "../../db/whatsapp-repository";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { refreshPatient } from "./link-booking";
import { changeablePatient, patientEntity } from "./patient-access";

const notTheirs = () =>
  new DomainError("validation_failed", patientMessages.bookingNotTheirs, {
    bookingId: patientMessages.bookingNotTheirs,
  });

/**
 * POST /api/admin/patients/{patientId}/split: one booking (with its consents and messages; its
 * intake and session notes hang on the booking) moves to a new record made from the booking's details,
 * for a family member grouped by mistake. So do the questionnaires and garment check-ins sent through
 * it: whoever holds its link answered them. Refused: a booking that is not this record's, or its only
 * booking.
 */
export async function splitBooking(
  db: Database,
  patientId: string,
  bookingId: string,
  actor: string,
): Promise<{ patientId: string }> {
  return transaction(db, async (tx) => {
    await changeablePatient(tx, patientId);
    const owned = await bookingOwnership(tx, bookingId);
    if (owned?.patientId !== patientId) throw notTheirs();
    if (owned.bookingsOfPatient < 2) throw new DomainError("conflict", patientMessages.onlyBooking);
    const booking = await findBooking(tx, bookingId);
    if (!booking) throw notTheirs();
    const now = new Date();
    const newId = randomUUID();
    await insertPatient(tx, {
      id: newId,
      name: booking.customerName.trim(),
      email: normaliseEmail(booking.customerEmail),
      phone: normalisePhone(booking.customerPhone),
    });
    await setBookingPatient(tx, bookingId, newId);
    await moveBookingRecords(tx, bookingId, newId);
    const clinical = await moveSentThrough(tx, bookingId, patientId, newId);
    await refreshPatient(tx, newId, now);
    await refreshPatient(tx, patientId, now);
    await recordAudit(tx, {
      actor,
      action: "patient.split",
      entity: patientEntity,
      entityId: patientId,
      details: { bookingId, newPatientId: newId, ...clinical },
    });
    return { patientId: newId };
  });
}

/**
 * What was sent through the booking goes with it; what the old record had planned through it (its
 * questionnaire schedules, its weekly check-in) goes through the record's own newest booking instead,
 * or ends when there is none (or, for WhatsApp check-ins, when that booking has no WhatsApp opt-in).
 */
async function moveSentThrough(tx: Tx, bookingId: string, patientId: string, newId: string) {
  const next = (await bookingToSendThrough(tx, patientId, undefined))?.id;
  const plan = await planOf(tx, patientId);
  const planGoesOn =
    plan?.bookingId === bookingId && plan.channel === "whatsapp" && next
      ? (await optedInNumberOf(tx, next)) !== undefined
      : true;
  const questionnaires = await moveQuestionnairesOfBooking(tx, bookingId, newId, next);
  const checkIns = await moveCheckInsOfBooking(tx, bookingId, newId, planGoesOn ? next : undefined);
  // For the audit: only what happened (a split of a booking with none of these reads as before).
  return Object.fromEntries(
    Object.entries({ ...questionnaires, ...checkIns }).filter(([, value]) => value !== 0 && value !== false),
  );
}
