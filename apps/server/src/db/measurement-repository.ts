import { and, asc, eq } from "drizzle-orm";
import { measurementReminders, measurementSessions } from "./schema/measurements";
import type { Queryable } from "./transaction";

/* The tracker's sessions (decision 0107): written by the admin, read by the admin and the patient. */

export type MeasurementRow = typeof measurementSessions.$inferSelect;
export type NewMeasurementRow = typeof measurementSessions.$inferInsert;

export async function insertMeasurement(db: Queryable, row: NewMeasurementRow): Promise<MeasurementRow> {
  const [stored] = await db.insert(measurementSessions).values(row).returning();
  return stored as MeasurementRow;
}

/** A patient's sessions, oldest first (the first of each limb is its baseline). */
export function measurementsOfPatient(db: Queryable, patientId: string): Promise<MeasurementRow[]> {
  return db
    .select()
    .from(measurementSessions)
    .where(eq(measurementSessions.patientId, patientId))
    .orderBy(
      asc(measurementSessions.takenOn),
      asc(measurementSessions.createdAt),
      asc(measurementSessions.id),
    );
}

/** A session's values replaced (a correction); undefined when the patient has no such session. */
export async function updateMeasurementRow(
  db: Queryable,
  ids: { patientId: string; measurementId: string },
  values: Omit<NewMeasurementRow, "id" | "patientId" | "createdBy" | "createdAt">,
): Promise<MeasurementRow | undefined> {
  const [stored] = await db
    .update(measurementSessions)
    .set(values)
    .where(
      and(eq(measurementSessions.id, ids.measurementId), eq(measurementSessions.patientId, ids.patientId)),
    )
    .returning();
  return stored;
}

export async function deleteMeasurementRow(
  db: Queryable,
  ids: { patientId: string; measurementId: string },
): Promise<boolean> {
  const gone = await db
    .delete(measurementSessions)
    .where(
      and(eq(measurementSessions.id, ids.measurementId), eq(measurementSessions.patientId, ids.patientId)),
    )
    .returning({ id: measurementSessions.id });
  return gone.length > 0;
}

/** Erasure and retention: every session of the record, and the reminders sent about them. */
export async function deleteMeasurementsOfPatient(db: Queryable, patientId: string): Promise<number> {
  await db.delete(measurementReminders).where(eq(measurementReminders.patientId, patientId));
  const gone = await db
    .delete(measurementSessions)
    .where(eq(measurementSessions.patientId, patientId))
    .returning({ id: measurementSessions.id });
  return gone.length;
}

/** A merge moves the other record's sessions here (decision 0099's moves). */
export async function moveMeasurements(db: Queryable, fromPatientId: string, toPatientId: string) {
  await db
    .update(measurementSessions)
    .set({ patientId: toPatientId })
    .where(eq(measurementSessions.patientId, fromPatientId));
}
