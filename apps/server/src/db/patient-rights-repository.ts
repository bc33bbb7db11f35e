import { randomUUID } from "node:crypto";
import { liveBookingStatuses } from "@clinic/contract/booking";
import type { AccessLevel } from "@clinic/contract/record-access";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { bookings, emailOutbox, slots } from "./schema/booking";
import {
  consents,
  erasureRequests,
  intakePhotos,
  intakes,
  messageLog,
  patientNotes,
} from "./schema/patient-record";
import { patients } from "./schema/patients";
import type { Queryable, Tx } from "./transaction";

/*
 * The reads and writes of the patient's rights (decision 0102): whose data a manage link reaches,
 * what is held about them, their corrections and withdrawals, their requests to erase.
 */

export type PatientRow = typeof patients.$inferSelect;

/**
 * What a read or a change reaches. `record`: a patient's record, the patient row when the booking is
 * linked to one and the bookings it groups (an unlinked booking is its own record, only itself).
 * `booking`: one booking, whatever record it belongs to (decision 0113): its patient row is there to
 * tell whether the person withdrew consent or was erased, never to reach the record's other rows.
 */
export type RecordScope = {
  level: AccessLevel;
  patient: PatientRow | undefined;
  bookingIds: string[];
};

export async function findPatient(db: Queryable, id: string): Promise<PatientRow | undefined> {
  const rows = await db.select().from(patients).where(eq(patients.id, id));
  const found = rows[0];
  // A record merged into another keeps no bookings of its own: its data is the other's.
  if (found?.mergedInto) return findPatient(db, found.mergedInto);
  return found;
}

/** Locks the patient's row for the transaction, so two requests for one patient run one after the other. */
export async function lockPatient(tx: Tx, id: string): Promise<PatientRow | undefined> {
  const rows = await tx.select().from(patients).where(eq(patients.id, id)).for("update");
  return rows[0];
}

export async function bookingIdsOfPatient(db: Queryable, patientId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.patientId, patientId))
    .orderBy(asc(bookings.createdAt));
  return rows.map((r) => r.id);
}

/** The record a booking belongs to: its patient's bookings, or the booking alone. */
export async function scopeOfBooking(
  db: Queryable,
  booking: { id: string; patientId: string | null },
): Promise<RecordScope> {
  const patient = booking.patientId ? await findPatient(db, booking.patientId) : undefined;
  if (!patient) return { level: "record", patient: undefined, bookingIds: [booking.id] };
  const ids = await bookingIdsOfPatient(db, patient.id);
  return { level: "record", patient, bookingIds: ids.includes(booking.id) ? ids : [...ids, booking.id] };
}

/**
 * A record of its own for an unlinked booking (decision 0102): withdrawing consent and asking for
 * erasure need a patient row to keep their marker on. Its last visit is the booking's consultation.
 */
export async function createOwnPatient(tx: Tx, bookingId: string): Promise<PatientRow> {
  const rows = await tx.execute<{ id: string }>(sql`
    with b as (
      select b.id, b.customer_name, b.customer_email, b.customer_phone, b.status, s.start_at
      from bookings b join slots s on s.id = b.slot_id
      where b.id = ${bookingId} and b.patient_id is null
      for update of b)
    insert into patients (id, name, email, phone, last_visit_at)
    select ${randomUUID()}, b.customer_name, lower(b.customer_email), b.customer_phone,
      case when b.status = 'PAID' then b.start_at end
    from b
    returning id`);
  const id = rows.rows[0]?.id;
  if (!id) throw new Error("the booking is already linked to a patient");
  await tx.update(bookings).set({ patientId: id }).where(eq(bookings.id, bookingId));
  const created = await lockPatient(tx, id);
  if (!created) throw new Error("the new patient record is missing");
  return created;
}

export async function exportedBookings(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ booking: bookings, startAt: slots.startAt, endAt: slots.endAt })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(inArray(bookings.id, ids))
    .orderBy(asc(slots.startAt));
}

export async function exportedConsents(db: Queryable, scope: RecordScope) {
  return db
    .select()
    .from(consents)
    .where(recordCondition(scope, consents.bookingId, consents.patientId))
    .orderBy(asc(consents.givenAt));
}

export async function exportedIntakes(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(intakes).where(inArray(intakes.bookingId, ids)).orderBy(asc(intakes.submittedAt));
}

/** The photos' facts without their bytes. */
export async function exportedPhotos(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: intakePhotos.id,
      bookingId: intakePhotos.bookingId,
      contentType: intakePhotos.contentType,
      width: intakePhotos.width,
      height: intakePhotos.height,
      byteSize: intakePhotos.byteSize,
      createdAt: intakePhotos.createdAt,
    })
    .from(intakePhotos)
    .where(inArray(intakePhotos.bookingId, ids))
    .orderBy(asc(intakePhotos.createdAt));
}

/** One photo of the record's bookings, with its bytes; undefined when it is not theirs. */
export async function photoOfRecord(db: Queryable, ids: string[], photoId: string) {
  if (ids.length === 0) return undefined;
  const rows = await db
    .select({ contentType: intakePhotos.contentType, bytes: intakePhotos.bytes })
    .from(intakePhotos)
    .where(and(eq(intakePhotos.id, photoId), inArray(intakePhotos.bookingId, ids)));
  return rows[0];
}

export async function exportedMessages(db: Queryable, scope: RecordScope) {
  return db
    .select()
    .from(messageLog)
    .where(recordCondition(scope, messageLog.bookingId, messageLog.patientId))
    .orderBy(asc(messageLog.sentAt));
}

export async function exportedNotes(db: Queryable, patientId: string | undefined) {
  if (!patientId) return [];
  return db
    .select()
    .from(patientNotes)
    .where(eq(patientNotes.patientId, patientId))
    .orderBy(asc(patientNotes.createdAt));
}

/** Rows of the scope: those of its bookings, and for a whole record those kept on the patient. */
function recordCondition(
  scope: RecordScope,
  bookingColumn: typeof consents.bookingId | typeof messageLog.bookingId,
  patientColumn: typeof consents.patientId | typeof messageLog.patientId,
) {
  const byBooking = inArray(bookingColumn, scope.bookingIds.length ? scope.bookingIds : [""]);
  return scope.level === "record" && scope.patient
    ? sql`(${byBooking} or ${eq(patientColumn, scope.patient.id)})`
    : byBooking;
}

export async function updatePatientContact(
  tx: Tx,
  id: string,
  values: { name?: string; email?: string; phone?: string },
  now: Date,
): Promise<PatientRow | undefined> {
  const rows = await tx
    .update(patients)
    .set({ ...values, updatedAt: now })
    .where(and(eq(patients.id, id), isNull(patients.erasedAt)))
    .returning();
  return rows[0];
}

/**
 * The new details on the bookings. `upcomingOnly`: only live ones (PENDING or PAID) whose
 * consultation has not started: they are who the reminders and the manage link's emails go to;
 * bookings in the past keep the details they were made and billed with.
 */
export async function updateBookingsContact(
  tx: Tx,
  ids: string[],
  values: { customerName?: string; customerEmail?: string; customerPhone?: string },
  { now, upcomingOnly }: { now: Date; upcomingOnly: boolean },
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tx.execute(sql`
    update bookings b set
      customer_name = coalesce(${values.customerName ?? null}, b.customer_name),
      customer_email = coalesce(${values.customerEmail ?? null}, b.customer_email),
      customer_phone = coalesce(${values.customerPhone ?? null}, b.customer_phone),
      updated_at = ${now.toISOString()}
    from slots s
    where s.id = b.slot_id and b.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and (${!upcomingOnly} or (b.status in (${sql.join(
        liveBookingStatuses.map((s) => sql`${s}`),
        sql`, `,
      )}) and s.start_at > ${now.toISOString()}))`);
  return result.rowCount ?? 0;
}

/** Sets `withdrawn_at` on every consent of the record still standing; answers how many. */
export async function withdrawConsents(tx: Tx, scope: RecordScope, at: Date): Promise<number> {
  const rows = await tx
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(recordCondition(scope, consents.bookingId, consents.patientId), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return rows.length;
}

export async function markConsentWithdrawn(tx: Tx, patientId: string, at: Date): Promise<void> {
  await tx
    .update(patients)
    .set({ consentWithdrawnAt: at, updatedAt: at })
    .where(and(eq(patients.id, patientId), isNull(patients.consentWithdrawnAt)));
}

/**
 * Reminders queued and not yet sent for the record's bookings are given up (kept, so the reminder
 * job does not queue them again). Answers how many.
 */
export async function stopQueuedReminders(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(emailOutbox)
    .set({ status: "failed", lastError: "not sent: the patient withdrew consent" })
    .where(
      and(
        inArray(emailOutbox.bookingId, ids),
        sql`${emailOutbox.kind} like 'reminder-%'`,
        eq(emailOutbox.status, "pending"),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}

export type ErasureRequestRow = typeof erasureRequests.$inferSelect;

export async function pendingErasureRequest(
  db: Queryable,
  patientId: string,
): Promise<ErasureRequestRow | undefined> {
  const rows = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.patientId, patientId), eq(erasureRequests.status, "pending")))
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(1);
  return rows[0];
}

export async function insertErasureRequest(
  tx: Tx,
  values: { patientId: string; bookingId: string; at: Date },
): Promise<ErasureRequestRow> {
  const rows = await tx
    .insert(erasureRequests)
    .values({
      id: randomUUID(),
      patientId: values.patientId,
      bookingId: values.bookingId,
      requestedAt: values.at,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("the erasure request was not stored");
  return row;
}

/** Patients (not merged away) with this email, normalised as stored (lower case). */
export async function patientIdsByEmail(db: Queryable, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.email, email.trim().toLowerCase()), isNull(patients.mergedInto)));
  return rows.map((r) => r.id);
}

/** Bookings linked to no patient that were made with this email. */
export async function unlinkedBookingIdsByEmail(db: Queryable, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(isNull(bookings.patientId), sql`lower(${bookings.customerEmail}) = ${email.trim().toLowerCase()}`),
    )
    .orderBy(asc(bookings.createdAt));
  return rows.map((r) => r.id);
}
