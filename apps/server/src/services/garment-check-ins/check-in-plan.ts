import type { CheckIn, CheckInPlanInput, PatientCheckIns } from "@clinic/contract/garment-check-ins";
import { bookingToSendThrough } from "../../db/booking-repository";
import {
  type CheckInPlanRow,
  type CheckInRow,
  checkInsOfPatient,
  deletePlan,
  garmentRecorded,
  planOf,
  savePlan,
} from "../../db/garment-check-in-repository";
import { type Queryable, type Tx, transaction } from "../../db/transaction";
import { optedInNumberOf } from "../../db/whatsapp-repository";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { changeablePatient, existingPatient, patientEntity } from "../patients/patient-access";

/*
 * The weekly compression wear check-in's plan (issue 36; decision 0139): turned on by the patient on
 * their manage page, or by a practitioner who asked them at the clinic; off by either. One rule for
 * both: a garment must be recorded, and WhatsApp needs the booking's WhatsApp opt-in.
 */

export const checkInView = (row: CheckInRow): CheckIn => ({
  id: row.id,
  dueOn: row.dueOn,
  sentAt: row.sentAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  hoursPerDay: row.hoursPerDay,
});

export const planView = (plan: CheckInPlanRow | undefined, recorded: boolean) => ({
  garmentRecorded: recorded,
  enabled: plan !== undefined,
  channel: (plan?.channel ?? null) as PatientCheckIns["channel"],
  since: plan?.since ?? null,
});

/** GET /api/admin/patients/{patientId}/garment-check-ins: the plan and every answer, oldest first. */
export async function patientCheckIns(db: Queryable, patientId: string): Promise<PatientCheckIns> {
  await existingPatient(db, patientId);
  const [plan, recorded, rows] = await Promise.all([
    planOf(db, patientId),
    garmentRecorded(db, patientId),
    checkInsOfPatient(db, patientId),
  ]);
  return { ...planView(plan, recorded), items: rows.map(checkInView) };
}

/**
 * The plan turned on (through `bookingId`, whose contact details and manage link the questions go
 * with) or off, in the caller's transaction. Refused: no garment recorded (409), WhatsApp without the
 * booking's opt-in (400 on `channel`). A change of channel keeps the first day, so the weeks keep
 * their rhythm; off removes the plan (the answers stay).
 */
export async function applyPlan(
  tx: Tx,
  o: { patientId: string; bookingId: string; input: CheckInPlanInput; actor: string; today: string },
): Promise<void> {
  const { input } = o;
  await changeablePatient(tx, o.patientId);
  const before = await planOf(tx, o.patientId);
  if (!input.enabled) {
    if (await deletePlan(tx, o.patientId)) await audit(tx, o, { enabled: false });
    return;
  }
  if (!(await garmentRecorded(tx, o.patientId)))
    throw new DomainError("conflict", "No compression garment is recorded for this patient yet.");
  if (input.channel === "whatsapp" && !(await optedInNumberOf(tx, o.bookingId)))
    throw new DomainError("validation_failed", "Some fields need attention.", {
      channel: "WhatsApp messages were not agreed to on this booking: choose email",
    });
  const now = new Date();
  await savePlan(
    tx,
    {
      patientId: o.patientId,
      bookingId: o.bookingId,
      channel: input.channel,
      since: before?.since ?? o.today,
      enabledBy: o.actor,
    },
    now,
  );
  await audit(tx, o, { enabled: true, channel: input.channel });
}

function audit(tx: Tx, o: { patientId: string; bookingId: string; actor: string }, details: object) {
  return recordAudit(tx, {
    actor: o.actor,
    action: "patient.garment_check_ins",
    entity: patientEntity,
    entityId: o.patientId,
    details: { ...details, via: o.bookingId },
  });
}

/**
 * PUT /api/admin/patients/{patientId}/garment-check-ins: a practitioner records the patient's choice,
 * sent through their newest booking with a manage link.
 */
export async function setPatientCheckIns(
  db: Queryable,
  patientId: string,
  input: CheckInPlanInput,
  actor: string,
  today: string,
): Promise<PatientCheckIns> {
  await transaction(db, async (tx) => {
    await changeablePatient(tx, patientId);
    const current = await planOf(tx, patientId);
    const booking = current
      ? { id: current.bookingId }
      : await bookingToSendThrough(tx, patientId, undefined);
    if (!booking)
      throw new DomainError("conflict", "This patient has no booking whose link the check-ins can go with.");
    await applyPlan(tx, { patientId, bookingId: booking.id, input, actor, today });
  });
  return patientCheckIns(db, patientId);
}
