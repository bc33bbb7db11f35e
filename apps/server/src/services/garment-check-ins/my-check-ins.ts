import type { CheckInAnswer, CheckInPlanInput, MyCheckIns } from "@clinic/contract/garment-check-ins";
import {
  checkInOfBooking,
  checkInsOfBooking,
  garmentRecorded,
  planOf,
  saveAnswer,
} from "../../db/garment-check-in-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { optedInNumberOf } from "../../db/whatsapp-repository";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { patientEntity } from "../patients/patient-access";
import { bookingAccess } from "../record-access/access-scope";
import { clinicToday, type ManagePageDeps } from "../record-access/manage-page-deps";
import { applyPlan, checkInView, planView } from "./check-in-plan";

/** The patient's view through one booking: the plan, and the check-ins that went with this booking. */
async function viewOf(db: Queryable, bookingId: string, patientId: string | null): Promise<MyCheckIns> {
  const whatsappAvailable = (await optedInNumberOf(db, bookingId)) !== undefined;
  if (!patientId) return { ...planView(undefined, false), whatsappAvailable, items: [] };
  const [plan, recorded, rows] = await Promise.all([
    planOf(db, patientId),
    garmentRecorded(db, patientId),
    checkInsOfBooking(db, bookingId),
  ]);
  return { ...planView(plan, recorded), whatsappAvailable, items: rows.map(checkInView) };
}

/** GET /api/public/bookings/{bookingId}/garment-check-ins, with the booking's manage token. */
export async function myCheckIns(
  deps: ManagePageDeps,
  bookingId: string,
  token: string | undefined,
): Promise<MyCheckIns> {
  const { booking } = await bookingAccess(deps.db, bookingId, token);
  return viewOf(deps.db, booking.id, booking.patientId);
}

/**
 * PUT /api/public/bookings/{bookingId}/garment-check-ins: the patient turns the weekly question on
 * (through this booking's address or WhatsApp number) or off.
 */
export async function setMyCheckIns(
  deps: ManagePageDeps,
  bookingId: string,
  token: string | undefined,
  input: CheckInPlanInput,
): Promise<MyCheckIns> {
  const { booking } = await bookingAccess(deps.db, bookingId, token);
  const patientId = booking.patientId;
  if (!patientId)
    throw new DomainError("conflict", "No compression garment is recorded for this patient yet.");
  const today = clinicToday(deps);
  await transaction(deps.db, (tx) =>
    applyPlan(tx, { patientId, bookingId: booking.id, input, actor: "patient", today }),
  );
  return viewOf(deps.db, booking.id, patientId);
}

/**
 * PUT /api/public/bookings/{bookingId}/garment-check-ins/{checkInId}: the hours a day, for a check-in
 * that went with this booking (404 for any other); a second answer replaces the first. Audit-logged
 * without the hours.
 */
export async function answerCheckIn(
  deps: ManagePageDeps,
  bookingId: string,
  checkInId: string,
  token: string | undefined,
  input: CheckInAnswer,
): Promise<MyCheckIns> {
  const { booking } = await bookingAccess(deps.db, bookingId, token);
  await transaction(deps.db, async (tx) => {
    const row = await checkInOfBooking(tx, booking.id, checkInId);
    if (!row) throw new DomainError("not_found", "No such check-in for this booking.");
    await saveAnswer(tx, row.id, input.hoursPerDay, deps.now?.() ?? new Date());
    await recordAudit(tx, {
      actor: "patient",
      action: "patient.garment_check_in.answer",
      entity: patientEntity,
      entityId: row.patientId,
      details: { checkInId: row.id, via: booking.id },
    });
  });
  return viewOf(deps.db, booking.id, booking.patientId);
}
