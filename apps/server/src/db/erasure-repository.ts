import { erasedMarker } from "@clinic/contract/patient-rights";
import { and, eq, inArray, sql } from "drizzle-orm";
import { redactPurchaseReceiptsOf, redactReceiptPatient } from "./receipt-repository";
import { bookings, emailOutbox } from "./schema/booking";
import { consents, erasureRequests, intakePhotos, intakes, patientNotes } from "./schema/patient-record";
import { patients } from "./schema/patients";
import type { Queryable, Tx } from "./transaction";

/*
 * Erasure and retention (decision 0102): each function removes one kind of personal data from a
 * record and answers how many rows it touched. What accounting law keeps (the booking's date,
 * amount, tax, reference, payment and order ids, status) is never touched here.
 */

/** Intake answers and photos of the bookings, and the bookings' free-text notes (health data too). */
export async function removeIntakeData(
  tx: Tx,
  ids: string[],
): Promise<{ intakes: number; photos: number; bookingNotes: number }> {
  if (ids.length === 0) return { intakes: 0, photos: 0, bookingNotes: 0 };
  const photos = await tx
    .delete(intakePhotos)
    .where(inArray(intakePhotos.bookingId, ids))
    .returning({ id: intakePhotos.id });
  const answers = await tx
    .delete(intakes)
    .where(inArray(intakes.bookingId, ids))
    .returning({ id: intakes.bookingId });
  const notes = await tx
    .update(bookings)
    .set({ notes: "" })
    .where(and(inArray(bookings.id, ids), sql`${bookings.notes} <> ''`))
    .returning({ id: bookings.id });
  return { intakes: answers.length, photos: photos.length, bookingNotes: notes.length };
}

/** The practitioner's private notes on the patient. */
export async function removePrivateNotes(tx: Tx, patientId: string | undefined): Promise<number> {
  if (!patientId) return 0;
  const rows = await tx
    .delete(patientNotes)
    .where(eq(patientNotes.patientId, patientId))
    .returning({ id: patientNotes.id });
  return rows.length;
}

/**
 * Contact details: the patient's name, email and phone blanked; the bookings' replaced by the
 * neutral marker (their columns are NOT NULL); the sealed manage token dropped (the hash stays, so
 * the link still opens the booking and shows it erased); consents keep their facts without the
 * address hash; every queued or kept email of the bookings (each names the patient) is deleted, and
 * so are their WhatsApp opt-ins and messages.
 */
export async function removeContactDetails(
  tx: Tx,
  patientId: string | undefined,
  ids: string[],
  at: Date,
): Promise<{ bookings: number; consents: number; emails: number }> {
  if (patientId) {
    await tx
      .update(patients)
      .set({ name: "", email: null, phone: null, erasedAt: at, updatedAt: at })
      .where(eq(patients.id, patientId));
    await redactPurchaseReceiptsOf(tx, patientId, erasedMarker.name);
  }
  if (ids.length === 0) return { bookings: 0, consents: 0, emails: 0 };
  const changed = await tx
    .update(bookings)
    .set({
      customerName: erasedMarker.name,
      customerEmail: erasedMarker.email,
      customerPhone: erasedMarker.phone,
      manageTokenSealed: null,
      updatedAt: at,
    })
    .where(inArray(bookings.id, ids))
    .returning({ id: bookings.id });
  // Receipts keep their numbers and amounts (tax records, CGST Act s.36); the name goes (decision 0105).
  await redactReceiptPatient(tx, ids, erasedMarker.name);
  const hashes = await tx
    .update(consents)
    .set({ addressHash: null })
    .where(
      and(
        patientId
          ? sql`(${inArray(consents.bookingId, ids)} or ${eq(consents.patientId, patientId)})`
          : inArray(consents.bookingId, ids),
        sql`${consents.addressHash} is not null`,
      ),
    )
    .returning({ id: consents.id });
  const emails = await tx
    .delete(emailOutbox)
    .where(inArray(emailOutbox.bookingId, ids))
    .returning({ id: emailOutbox.id });
  // WhatsApp (decision 0103): the bookings' opt-ins and messages hold the number. A number's STOP
  // (whatsapp_opt_outs) stays: it is what keeps messages from going to it again.
  await tx.execute(
    sql`delete from whatsapp_outbox where booking_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  await tx.execute(
    sql`delete from whatsapp_opt_ins where booking_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return { bookings: changed.length, consents: hashes.length, emails: emails.length };
}

/**
 * Every address the record's messages went to, read before `removeContactDetails` blanks them (decision
 * 0116): the patient's and the bookings' email and phone (a past booking keeps the details it was made
 * with, so a corrected address is among them) and the numbers WhatsApp updates were agreed for. Not the
 * outbox rows' recipients: the clinic's own notices about a booking name the booking too. The erased
 * marker is none of them.
 */
export async function addresseesOfRecord(
  tx: Tx,
  patientId: string | undefined,
  ids: string[],
): Promise<{ emails: string[]; phones: string[] }> {
  const bookingIds = ids.length > 0 ? ids : [""];
  const inRecord = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute<{ kind: "email" | "phone"; address: string | null }>(sql`
    select 'email' as kind, email as address from patients where id = ${patientId ?? ""}
    union select 'phone', phone from patients where id = ${patientId ?? ""}
    union select 'email', customer_email from bookings where id in (${inRecord})
    union select 'phone', customer_phone from bookings where id in (${inRecord})
    union select 'phone', phone from whatsapp_opt_ins where booking_id in (${inRecord})`);
  const kept = (kind: "email" | "phone") =>
    result.rows
      .filter((r) => r.kind === kind && r.address)
      .map((r) => r.address as string)
      .filter((a) => a !== erasedMarker.email && a !== erasedMarker.phone);
  return { emails: kept("email"), phones: kept("phone") };
}

/** The patient's pending requests are done (by `by`, at `at`). */
export async function closeErasureRequests(tx: Tx, patientId: string, by: string, at: Date): Promise<number> {
  const rows = await tx
    .update(erasureRequests)
    .set({ status: "done", doneAt: at, doneBy: by })
    .where(and(eq(erasureRequests.patientId, patientId), eq(erasureRequests.status, "pending")))
    .returning({ id: erasureRequests.id });
  return rows.length;
}

/** An unlinked booking erased: its contact details are the marker (it has no patient row to mark). */
export async function isBookingErased(db: Queryable, bookingId: string): Promise<boolean> {
  const rows = await db
    .select({ email: bookings.customerEmail })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return rows[0]?.email === erasedMarker.email;
}

export type ErasureQueueRow = {
  id: string;
  patientId: string;
  patientName: string;
  reference: string | null;
  bookings: number;
  upcoming: boolean;
  status: "pending" | "done";
  requestedAt: Date;
  doneAt: Date | null;
  doneBy: string | null;
};

/** Pending requests, oldest first, then the last 50 done. */
export async function listErasureQueue(db: Queryable, now: Date): Promise<ErasureQueueRow[]> {
  const result = await db.execute<{
    id: string;
    patient_id: string;
    name: string;
    reference: string | null;
    bookings: string | number;
    upcoming: boolean;
    status: "pending" | "done";
    requested_at: string | Date;
    done_at: string | Date | null;
    done_by: string | null;
  }>(sql`
    (select r.id, r.patient_id, p.name, b.reference, r.status, r.requested_at, r.done_at, r.done_by,
      (select count(*) from bookings x where x.patient_id = r.patient_id) as bookings,
      exists (select 1 from bookings x join slots s on s.id = x.slot_id
        where x.patient_id = r.patient_id and x.status = 'PAID' and s.start_at > ${now.toISOString()}) as upcoming
    from erasure_requests r join patients p on p.id = r.patient_id left join bookings b on b.id = r.booking_id
    where r.status = 'pending' order by r.requested_at limit 500)
    union all
    (select r.id, r.patient_id, p.name, b.reference, r.status, r.requested_at, r.done_at, r.done_by,
      0 as bookings, false as upcoming
    from erasure_requests r join patients p on p.id = r.patient_id left join bookings b on b.id = r.booking_id
    where r.status = 'done' order by r.done_at desc limit 50)`);
  return result.rows.map((r) => ({
    id: r.id,
    patientId: r.patient_id,
    patientName: r.name,
    reference: r.reference,
    bookings: Number(r.bookings),
    upcoming: r.upcoming,
    status: r.status,
    requestedAt: new Date(r.requested_at),
    doneAt: r.done_at ? new Date(r.done_at) : null,
    doneBy: r.done_by,
  }));
}

export async function findErasureRequest(db: Queryable, id: string) {
  const rows = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
  return rows[0];
}

/** When retention removes what: the periods' cut-offs (last visits before them have expired). */
export type RetentionCutoffs = { intake: Date; notes: Date };

export type RetentionCandidate = {
  patientId: string | undefined;
  bookingIds: string[];
  parts: { intake: boolean; notes: boolean; contact: boolean };
};

/**
 * Patients (locked, skipping those another server holds) with something expired: intake data past
 * the intake period, private notes past the notes period, and the whole record once both have
 * passed. The last visit is `last_visit_at`, or their latest paid consultation when it is not set.
 */
export async function lockExpiredPatients(
  tx: Tx,
  cut: RetentionCutoffs,
  limit: number,
): Promise<RetentionCandidate[]> {
  const both = cut.intake < cut.notes ? cut.intake : cut.notes;
  const result = await tx.execute<{
    id: string;
    ids: string[] | null;
    intake: boolean;
    notes: boolean;
    contact: boolean;
  }>(sql`
    with visits as (
      select p.id, coalesce(p.last_visit_at, (select max(s.start_at) from bookings b join slots s on s.id = b.slot_id
        where b.patient_id = p.id and b.status = 'PAID')) as last_visit
      from patients p where p.erased_at is null and p.merged_into is null),
    due as (
      select v.id,
        v.last_visit < ${cut.intake.toISOString()} and exists (
          select 1 from bookings b where b.patient_id = v.id and (b.notes <> ''
            or exists (select 1 from intakes i where i.booking_id = b.id)
            or exists (select 1 from intake_photos f where f.booking_id = b.id))) as intake,
        v.last_visit < ${cut.notes.toISOString()}
          and (exists (select 1 from patient_notes n where n.patient_id = v.id)
            or exists (select 1 from measurement_sessions m where m.patient_id = v.id)
            or exists (select 1 from questionnaires qn where qn.patient_id = v.id)
            or exists (select 1 from exercise_programmes ep where ep.patient_id = v.id)
            or exists (select 1 from garment_check_ins gc where gc.patient_id = v.id)
            or exists (select 1 from garment_check_in_plans gp where gp.patient_id = v.id)
            or exists (select 1 from session_notes sn join bookings b on b.id = sn.booking_id
              where b.patient_id = v.id)) as notes,
        v.last_visit < ${both.toISOString()} as contact
      from visits v where v.last_visit < ${(cut.intake > cut.notes ? cut.intake : cut.notes).toISOString()})
    select p.id, d.intake, d.notes, d.contact,
      (select array_agg(b.id) from bookings b where b.patient_id = p.id) as ids
    from patients p join due d on d.id = p.id
    where (d.intake or d.notes or d.contact) and p.erased_at is null
    limit ${limit}
    for update of p skip locked`);
  return result.rows.map((r) => ({
    patientId: r.id,
    bookingIds: r.ids ?? [],
    parts: { intake: r.intake, notes: r.notes, contact: r.contact },
  }));
}

/**
 * Bookings linked to no patient, each its own record, whose consultation is past a period and still
 * holds something to remove (locked, skipping those another server holds).
 */
export async function lockExpiredUnlinkedBookings(
  tx: Tx,
  cut: RetentionCutoffs,
  limit: number,
): Promise<RetentionCandidate[]> {
  const both = cut.intake < cut.notes ? cut.intake : cut.notes;
  const result = await tx.execute<{ id: string; intake: boolean; notes: boolean; contact: boolean }>(sql`
    select b.id,
      s.start_at < ${cut.notes.toISOString()}
        and exists (select 1 from session_notes sn where sn.booking_id = b.id) as notes,
      s.start_at < ${cut.intake.toISOString()} and (b.notes <> ''
        or exists (select 1 from intakes i where i.booking_id = b.id)
        or exists (select 1 from intake_photos f where f.booking_id = b.id)) as intake,
      s.start_at < ${both.toISOString()} and b.customer_email <> ${erasedMarker.email} as contact
    from bookings b join slots s on s.id = b.slot_id
    where b.patient_id is null and s.start_at < ${(cut.intake > cut.notes ? cut.intake : cut.notes).toISOString()}
      and ((s.start_at < ${cut.intake.toISOString()} and (b.notes <> ''
          or exists (select 1 from intakes i where i.booking_id = b.id)
          or exists (select 1 from intake_photos f where f.booking_id = b.id)))
        or (s.start_at < ${cut.notes.toISOString()}
          and exists (select 1 from session_notes sn where sn.booking_id = b.id))
        or (s.start_at < ${both.toISOString()} and b.customer_email <> ${erasedMarker.email}))
    limit ${limit}
    for update of b skip locked`);
  return result.rows.map((r) => ({
    patientId: undefined,
    bookingIds: [r.id],
    parts: { intake: r.intake, notes: r.notes, contact: r.contact },
  }));
}

/**
 * The retention job's lock for one batch's transaction: false when another server is running a
 * batch now (it then stops; the next day's run, or the next batch, goes on).
 */
export async function tryRetentionLock(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended('clinic:retention', 0)) as locked`,
  );
  return result.rows[0]?.locked === true;
}
