import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { bookings } from "./schema/booking";
import { questionnaires } from "./schema/questionnaires";
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

/** A merge: the other record's questionnaires follow the person (their booking links stay theirs). */
export async function moveQuestionnaires(db: Queryable, fromPatientId: string, toPatientId: string) {
  await db
    .update(questionnaires)
    .set({ patientId: toPatientId })
    .where(eq(questionnaires.patientId, fromPatientId));
}

/** Erasure and retention: a patient's questionnaires go with their other health data. */
export async function deleteQuestionnairesOf(db: Queryable, patientId: string): Promise<number> {
  const rows = await db
    .delete(questionnaires)
    .where(eq(questionnaires.patientId, patientId))
    .returning({ id: questionnaires.id });
  return rows.length;
}

/**
 * The booking a questionnaire goes through: the one asked for, if it is the patient's; else their
 * newest booking that has a manage link to send.
 */
export async function bookingToSendThrough(db: Queryable, patientId: string, bookingId: string | undefined) {
  const columns = {
    id: bookings.id,
    patientId: bookings.patientId,
    customerName: bookings.customerName,
    customerEmail: bookings.customerEmail,
    locale: bookings.locale,
    manageTokenSealed: bookings.manageTokenSealed,
  };
  const rows = bookingId
    ? await db
        .select(columns)
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.patientId, patientId)))
    : await db
        .select(columns)
        .from(bookings)
        .where(eq(bookings.patientId, patientId))
        .orderBy(desc(bookings.createdAt))
        .limit(20);
  return bookingId ? rows[0] : rows.find((b) => b.manageTokenSealed !== null);
}
