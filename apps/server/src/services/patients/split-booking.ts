import { randomUUID } from "node:crypto";
import { normaliseEmail, normalisePhone, patientMessages } from "@clinic/contract/patients";
import { findBooking } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { bookingOwnership, setBookingPatient } from "../../db/patient-record-repository";
import { insertPatient, moveBookingRecords } from "../../db/patient-repository";
import { transaction } from "../../db/transaction";
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
 * intake hangs on the booking) moves to a new record made from the booking's details, for a family
 * member grouped by mistake. Refused: a booking that is not this record's, or its only booking.
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
    await refreshPatient(tx, newId, now);
    await refreshPatient(tx, patientId, now);
    await recordAudit(tx, {
      actor,
      action: "patient.split",
      entity: patientEntity,
      entityId: patientId,
      details: { bookingId, newPatientId: newId },
    });
    return { patientId: newId };
  });
}
