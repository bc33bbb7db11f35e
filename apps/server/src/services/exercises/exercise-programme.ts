import { type Programme, type ProgrammeInput, weeklyAdherence } from "@clinic/contract/exercises";
import { listExercises, loggedDaysOf, programmeOf, saveProgramme } from "../../db/exercise-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { changeablePatient, existingPatient, patientEntity } from "../patients/patient-access";

/** The days a programme counts ticks on: those with at least one exercise done. */
export async function daysLogged(db: Queryable, patientId: string, from: string): Promise<string[]> {
  return (await loggedDaysOf(db, patientId, from)).filter((d) => d.done.length > 0).map((d) => d.day);
}

/**
 * GET /api/admin/patients/{patientId}/exercise-programme: the exercises with their names, the dates,
 * and adherence per week (days logged / days due). A patient without one has an empty programme.
 */
export async function exerciseProgramme(db: Queryable, patientId: string, today: string): Promise<Programme> {
  await existingPatient(db, patientId);
  const row = await programmeOf(db, patientId);
  if (!row) return { items: [], startsOn: null, reviewOn: null, updatedAt: null, adherence: [] };
  const names = new Map((await listExercises(db)).map((e) => [e.id, e.name]));
  return {
    items: row.items.map((item) => ({ ...item, name: names.get(item.exerciseId) ?? item.exerciseId })),
    startsOn: row.startsOn,
    reviewOn: row.reviewOn,
    updatedAt: row.updatedAt.toISOString(),
    adherence: weeklyAdherence(
      row.startsOn,
      today,
      row.reviewOn,
      await daysLogged(db, patientId, row.startsOn),
    ),
  };
}

/**
 * PUT /api/admin/patients/{patientId}/exercise-programme: the programme replaced as a whole; each
 * exercise must be in the library (400 naming the row). It starts today unless told (a change keeps the
 * start it had, so adherence keeps counting from it). Audit-logged with counts only.
 */
export async function setExerciseProgramme(
  db: Queryable,
  patientId: string,
  input: ProgrammeInput,
  actor: string,
  today: string,
): Promise<Programme> {
  await transaction(db, async (tx) => {
    await changeablePatient(tx, patientId);
    const known = new Set((await listExercises(tx)).map((e) => e.id));
    const unknown = Object.fromEntries(
      input.items.flatMap((item, i) =>
        known.has(item.exerciseId) ? [] : [[`items.${i}.exerciseId`, "No such exercise in the library"]],
      ),
    );
    if (Object.keys(unknown).length > 0)
      throw new DomainError("validation_failed", "Some fields need attention.", unknown);
    const current = await programmeOf(tx, patientId);
    await saveProgramme(tx, {
      patientId,
      items: input.items,
      startsOn: input.startsOn ?? current?.startsOn ?? today,
      reviewOn: input.reviewOn ?? null,
      updatedBy: actor,
      updatedAt: new Date(),
    });
    await recordAudit(tx, {
      actor,
      action: "patient.exercise_programme.update",
      entity: patientEntity,
      entityId: patientId,
      details: { exercises: input.items.length },
    });
  });
  return exerciseProgramme(db, patientId, today);
}
