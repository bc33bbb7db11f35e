import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { questionnaireSchedules, questionnaires } from "./schema/questionnaires";
import type { Queryable } from "./transaction";

export type QuestionnaireRow = typeof questionnaires.$inferSelect;

export async function insertQuestionnaire(db: Queryable, row: typeof questionnaires.$inferInsert) {
  await db.insert(questionnaires).values(row);
}

/** One questionnaire, only through the booking its link was sent with (a token opens what it was sent for). */
export async function questionnaireOfBooking(
  db: Queryable,
  bookingId: string,
  id: string,
): Promise<QuestionnaireRow | undefined> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.bookingId, bookingId)))
    .for("update");
  return rows[0];
}

export async function questionnairesOfBooking(db: Queryable, bookingId: string): Promise<QuestionnaireRow[]> {
  return db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.bookingId, bookingId))
    .orderBy(asc(questionnaires.sentAt));
}

export async function questionnairesOfPatients(
  db: Queryable,
  patientIds: string[],
): Promise<QuestionnaireRow[]> {
  if (patientIds.length === 0) return [];
  return db
    .select()
    .from(questionnaires)
    .where(inArray(questionnaires.patientId, patientIds))
    .orderBy(asc(questionnaires.sentAt));
}

export async function saveAnswers(
  db: Queryable,
  id: string,
  values: Pick<QuestionnaireRow, "answers" | "scores" | "answeredAt">,
): Promise<void> {
  await db
    .update(questionnaires)
    .set({ ...values, status: "answered" })
    .where(eq(questionnaires.id, id));
}

/** A merge: the other record's questionnaires and schedules follow the person (their booking links stay). */
export async function moveQuestionnaires(db: Queryable, fromPatientId: string, toPatientId: string) {
  await db
    .update(questionnaires)
    .set({ patientId: toPatientId })
    .where(eq(questionnaires.patientId, fromPatientId));
  await db
    .update(questionnaireSchedules)
    .set({ patientId: toPatientId })
    .where(eq(questionnaireSchedules.patientId, fromPatientId));
}

/**
 * A split: the questionnaires sent through the booking go with it to its new record (whoever holds that
 * booking's link answered them); the record's schedules through it are sent through `nextBookingId`, the
 * record's own newest booking, or end when there is none. Returns how many of each.
 */
export async function moveQuestionnairesOfBooking(
  db: Queryable,
  bookingId: string,
  toPatientId: string,
  nextBookingId: string | undefined,
): Promise<{ questionnaires: number; schedulesEnded: number }> {
  const moved = await db
    .update(questionnaires)
    .set({ patientId: toPatientId })
    .where(eq(questionnaires.bookingId, bookingId))
    .returning({ id: questionnaires.id });
  const through = eq(questionnaireSchedules.bookingId, bookingId);
  if (nextBookingId) {
    await db.update(questionnaireSchedules).set({ bookingId: nextBookingId }).where(through);
    return { questionnaires: moved.length, schedulesEnded: 0 };
  }
  const ended = await db
    .delete(questionnaireSchedules)
    .where(through)
    .returning({ id: questionnaireSchedules.id });
  return { questionnaires: moved.length, schedulesEnded: ended.length };
}

export type ScheduleRow = typeof questionnaireSchedules.$inferSelect;

export async function insertSchedule(db: Queryable, row: typeof questionnaireSchedules.$inferInsert) {
  await db.insert(questionnaireSchedules).values(row);
}

export async function schedulesOf(db: Queryable, patientId: string): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(questionnaireSchedules)
    .where(eq(questionnaireSchedules.patientId, patientId))
    .orderBy(asc(questionnaireSchedules.nextOn));
}

/** Removes a schedule (only `patientId`'s when given); false when there was none. */
export async function deleteSchedule(db: Queryable, id: string, patientId?: string): Promise<boolean> {
  const rows = await db
    .delete(questionnaireSchedules)
    .where(
      and(
        eq(questionnaireSchedules.id, id),
        patientId ? eq(questionnaireSchedules.patientId, patientId) : undefined,
      ),
    )
    .returning({ id: questionnaireSchedules.id });
  return rows.length > 0;
}

/** Schedules due by `today`, locked (another server's are skipped, not waited for). */
export async function lockDueSchedules(db: Queryable, today: string, limit = 100): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(questionnaireSchedules)
    .where(lte(questionnaireSchedules.nextOn, today))
    .orderBy(asc(questionnaireSchedules.nextOn))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function moveScheduleOn(db: Queryable, id: string, nextOn: string): Promise<void> {
  await db.update(questionnaireSchedules).set({ nextOn }).where(eq(questionnaireSchedules.id, id));
}

/** Erasure and retention: a patient's questionnaires (and what was to be sent) go with their health data. */
export async function deleteQuestionnairesOf(db: Queryable, patientId: string): Promise<number> {
  await db.delete(questionnaireSchedules).where(eq(questionnaireSchedules.patientId, patientId));
  const rows = await db
    .delete(questionnaires)
    .where(eq(questionnaires.patientId, patientId))
    .returning({ id: questionnaires.id });
  return rows.length;
}
