import { and, asc, desc, eq, sql } from "drizzle-orm";
import { bookings, slots } from "./schema/booking";
import { packagePurchases } from "./schema/packages";
import { consents, erasureRequests, intakes, messageLog, patientNotes } from "./schema/patient-record";
import { patients } from "./schema/patients";
import type { Queryable, Tx } from "./transaction";

/*
 * What the patient page shows (bookings, consents, intake answers, messages, notes), the notes'
 * writes, and the moves of a merge or a split (decision 0099).
 */

export function bookingsOfPatient(db: Queryable, patientId: string) {
  return db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      startAt: slots.startAt,
      endAt: slots.endAt,
      status: bookings.status,
      amount: bookings.amount,
      currency: bookings.currency,
      isAdminBooking: bookings.isAdminBooking,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      customerPhone: bookings.customerPhone,
    })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(eq(bookings.patientId, patientId))
    .orderBy(desc(slots.startAt), desc(bookings.id));
}

export function consentsOfPatient(db: Queryable, patientId: string) {
  return db
    .select()
    .from(consents)
    .where(eq(consents.patientId, patientId))
    .orderBy(desc(consents.givenAt), asc(consents.kind));
}

/** The intake answers of the record's bookings (intakes hang on the booking, so they follow it). */
export function intakesOfPatient(db: Queryable, patientId: string) {
  return db
    .select({
      bookingId: intakes.bookingId,
      reference: bookings.reference,
      answers: intakes.answers,
      submittedAt: intakes.submittedAt,
      updatedAt: intakes.updatedAt,
    })
    .from(intakes)
    .innerJoin(bookings, eq(bookings.id, intakes.bookingId))
    .where(eq(bookings.patientId, patientId))
    .orderBy(desc(intakes.submittedAt));
}

export function messagesOfPatient(db: Queryable, patientId: string) {
  return db
    .select({
      id: messageLog.id,
      bookingId: messageLog.bookingId,
      reference: bookings.reference,
      channel: messageLog.channel,
      kind: messageLog.kind,
      sentAt: messageLog.sentAt,
    })
    .from(messageLog)
    .leftJoin(bookings, eq(bookings.id, messageLog.bookingId))
    .where(eq(messageLog.patientId, patientId))
    .orderBy(desc(messageLog.sentAt))
    .limit(500);
}

export type NoteRow = typeof patientNotes.$inferSelect;

export function notesOfPatient(db: Queryable, patientId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(patientNotes)
    .where(eq(patientNotes.patientId, patientId))
    .orderBy(desc(patientNotes.createdAt), desc(patientNotes.id));
}

export async function insertNote(
  tx: Queryable,
  row: { id: string; patientId: string; body: string; author: string; at: Date },
): Promise<NoteRow> {
  const rows = await tx
    .insert(patientNotes)
    .values({
      id: row.id,
      patientId: row.patientId,
      body: row.body,
      author: row.author,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning();
  const note = rows[0];
  if (!note) throw new Error("the note just inserted is missing");
  return note;
}

/** The note's new text, only when it belongs to that record; undefined otherwise. */
export async function updateNote(
  tx: Queryable,
  ids: { patientId: string; noteId: string },
  body: string,
  at: Date,
): Promise<NoteRow | undefined> {
  const rows = await tx
    .update(patientNotes)
    .set({ body, updatedAt: at })
    .where(and(eq(patientNotes.id, ids.noteId), eq(patientNotes.patientId, ids.patientId)))
    .returning();
  return rows[0];
}

export async function deleteNote(
  tx: Queryable,
  ids: { patientId: string; noteId: string },
): Promise<boolean> {
  const rows = await tx
    .delete(patientNotes)
    .where(and(eq(patientNotes.id, ids.noteId), eq(patientNotes.patientId, ids.patientId)))
    .returning({ id: patientNotes.id });
  return rows.length === 1;
}

/**
 * Everything of `fromId` moves to `intoId` (bookings, consents, notes, messages, erasure requests,
 * packages),
 * and `fromId` (and any record merged into it before) points to `intoId`. Answers how many bookings moved.
 */
export async function moveRecordInto(tx: Tx, fromId: string, intoId: string, now: Date): Promise<number> {
  const moved = await tx
    .update(bookings)
    .set({ patientId: intoId })
    .where(eq(bookings.patientId, fromId))
    .returning({ id: bookings.id });
  await tx.update(consents).set({ patientId: intoId }).where(eq(consents.patientId, fromId));
  await tx.update(patientNotes).set({ patientId: intoId }).where(eq(patientNotes.patientId, fromId));
  await tx.update(messageLog).set({ patientId: intoId }).where(eq(messageLog.patientId, fromId));
  await tx.update(erasureRequests).set({ patientId: intoId }).where(eq(erasureRequests.patientId, fromId));
  await tx.update(packagePurchases).set({ patientId: intoId }).where(eq(packagePurchases.patientId, fromId));
  await tx
    .update(patients)
    .set({ mergedInto: intoId, updatedAt: now })
    .where(sql`${patients.id} = ${fromId} or ${patients.mergedInto} = ${fromId}`);
  return moved.length;
}

/** The booking's record, and how many bookings that record has. */
export async function bookingOwnership(
  db: Queryable,
  bookingId: string,
): Promise<{ patientId: string | null; bookingsOfPatient: number } | undefined> {
  const result = await db.execute<{ patient_id: string | null; n: number | string }>(sql`
    select b.patient_id,
      (select count(*) from bookings o where o.patient_id = b.patient_id) as n
    from bookings b where b.id = ${bookingId}`);
  const row = result.rows[0];
  return row ? { patientId: row.patient_id, bookingsOfPatient: Number(row.n) } : undefined;
}

export async function setBookingPatient(tx: Queryable, bookingId: string, patientId: string): Promise<void> {
  await tx.update(bookings).set({ patientId }).where(eq(bookings.id, bookingId));
}
