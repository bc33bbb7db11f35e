import { shippedExercises } from "@clinic/contract/shipped-exercises";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { exerciseLogs, exerciseProgrammes, exercises } from "./schema/exercises";
import type { Queryable } from "./transaction";

export type ExerciseRow = typeof exercises.$inferSelect;
export type ProgrammeRow = typeof exerciseProgrammes.$inferSelect;

/** The shipped exercises, made again when missing (at start, and by the tests' reset); edits are kept. */
export async function ensureShippedExercises(db: Queryable): Promise<void> {
  await db
    .insert(exercises)
    .values(
      shippedExercises.map((e) => ({
        id: e.id,
        name: e.name,
        names: e.names ?? {},
        instructions: e.instructions,
        instructionsIn: e.instructionsIn ?? {},
        mediaUrl: e.mediaUrl ?? null,
        shipped: true,
      })),
    )
    .onConflictDoNothing();
}

export async function listExercises(db: Queryable): Promise<ExerciseRow[]> {
  return db.select().from(exercises).orderBy(asc(exercises.name));
}

export async function insertExercise(
  db: Queryable,
  row: typeof exercises.$inferInsert,
): Promise<ExerciseRow> {
  const [made] = await db.insert(exercises).values(row).returning();
  return made as ExerciseRow;
}

export async function updateExercise(
  db: Queryable,
  id: string,
  values: Partial<typeof exercises.$inferInsert>,
): Promise<ExerciseRow | undefined> {
  const [row] = await db.update(exercises).set(values).where(eq(exercises.id, id)).returning();
  return row;
}

export async function programmeOf(db: Queryable, patientId: string): Promise<ProgrammeRow | undefined> {
  const [row] = await db.select().from(exerciseProgrammes).where(eq(exerciseProgrammes.patientId, patientId));
  return row;
}

export async function saveProgramme(
  db: Queryable,
  row: typeof exerciseProgrammes.$inferInsert,
): Promise<void> {
  await db
    .insert(exerciseProgrammes)
    .values(row)
    .onConflictDoUpdate({
      target: exerciseProgrammes.patientId,
      set: {
        items: row.items,
        startsOn: row.startsOn,
        reviewOn: row.reviewOn,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    });
}

/** The patient's logged days since `from` (a day with nothing ticked is not logged). */
export async function loggedDaysOf(db: Queryable, patientId: string, from: string) {
  return db
    .select({ day: exerciseLogs.day, done: exerciseLogs.done })
    .from(exerciseLogs)
    .where(and(eq(exerciseLogs.patientId, patientId), gte(exerciseLogs.day, from)))
    .orderBy(asc(exerciseLogs.day));
}

export async function saveLog(db: Queryable, patientId: string, day: string, done: string[], at: Date) {
  await db
    .insert(exerciseLogs)
    .values({ patientId, day, done, loggedAt: at })
    .onConflictDoUpdate({ target: [exerciseLogs.patientId, exerciseLogs.day], set: { done, loggedAt: at } });
}

/** The patient's export: their programme as set, and every day they ticked (null: no programme, no log). */
export async function exportedExercises(db: Queryable, patientId: string) {
  const [programme, log] = await Promise.all([
    programmeOf(db, patientId),
    loggedDaysOf(db, patientId, "0001-01-01"),
  ]);
  if (!programme && log.length === 0) return null;
  return {
    programme: programme
      ? { items: programme.items, startsOn: programme.startsOn, reviewOn: programme.reviewOn }
      : null,
    log,
  };
}

/**
 * A merge: the other record's ticked days follow the person (a day both ticked keeps this record's),
 * and its programme too when this record has none.
 */
export async function moveExerciseData(db: Queryable, fromPatientId: string, toPatientId: string) {
  await db.execute(sql`
    update exercise_logs o set patient_id = ${toPatientId} where o.patient_id = ${fromPatientId}
      and not exists (select 1 from exercise_logs t where t.patient_id = ${toPatientId} and t.day = o.day)`);
  await db.delete(exerciseLogs).where(eq(exerciseLogs.patientId, fromPatientId));
  if (await programmeOf(db, toPatientId))
    await db.delete(exerciseProgrammes).where(eq(exerciseProgrammes.patientId, fromPatientId));
  else
    await db
      .update(exerciseProgrammes)
      .set({ patientId: toPatientId })
      .where(eq(exerciseProgrammes.patientId, fromPatientId));
}

/** Erasure and retention: the programme and its log go with the clinical record. */
export async function deleteExerciseDataOf(db: Queryable, patientId: string): Promise<number> {
  const logs = await db
    .delete(exerciseLogs)
    .where(eq(exerciseLogs.patientId, patientId))
    .returning({ day: exerciseLogs.day });
  const programmes = await db
    .delete(exerciseProgrammes)
    .where(eq(exerciseProgrammes.patientId, patientId))
    .returning({ id: exerciseProgrammes.patientId });
  return logs.length + programmes.length;
}
