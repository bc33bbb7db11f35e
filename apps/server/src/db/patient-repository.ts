import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";
import { pendingLinkSuggestionCount } from "./link-suggestion-repository";
import { bookings } from "./schema/booking";
import { consents, messageLog } from "./schema/patient-record";
import { patients } from "./schema/patients";
import type { Queryable, Tx } from "./transaction";

/*
 * The patient record's grouping and search (decision 0099). The rules (what matches) are in
 * services/patients/link-booking.ts; this file only reads and writes rows.
 */

export type PatientRow = typeof patients.$inferSelect;

/** What linking reads of a booking: its status, its record, and the contact details it was made with. */
export type LinkableBooking = {
  id: string;
  status: string;
  isAdminBooking: boolean;
  patientId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
};

/** The booking, its row locked until the transaction ends (its payment or the linking job holds it). */
export async function lockBookingForLink(tx: Tx, bookingId: string): Promise<LinkableBooking | undefined> {
  const rows = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      isAdminBooking: bookings.isAdminBooking,
      patientId: bookings.patientId,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      customerPhone: bookings.customerPhone,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return rows[0];
}

/**
 * Serialises the linking of everyone sharing one of these keys (a normalised email or phone) until
 * the transaction ends, on every server: two payments of one new person never make two records.
 * Taken in sorted order, so two transactions wanting the same keys cannot deadlock on them.
 */
export async function lockContactKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`patient:${key}`}, 0))`);
}

/**
 * Live records (not merged, not erased) sharing the email or the phone, the most recently seen
 * first. Both columns have an index on live records.
 */
export async function findPatientsByContact(
  db: Queryable,
  contact: { email: string; phone: string },
): Promise<PatientRow[]> {
  return db
    .select()
    .from(patients)
    .where(
      and(
        isNull(patients.mergedInto),
        isNull(patients.erasedAt),
        sql`(${patients.email} = ${contact.email} or ${patients.phone} = ${contact.phone})`,
      ),
    )
    .orderBy(sql`${patients.lastVisitAt} desc nulls last`, sql`${patients.createdAt} desc`)
    .limit(50);
}

export async function insertPatient(
  tx: Queryable,
  row: { id: string; name: string; email: string; phone: string },
): Promise<void> {
  await tx.insert(patients).values(row);
}

/**
 * The booking joins the record, with what hangs on the booking and has no record yet: its consents
 * (given before payment) and messages sent before it was linked.
 */
export async function attachBooking(tx: Queryable, bookingId: string, patientId: string): Promise<void> {
  await tx.update(bookings).set({ patientId }).where(eq(bookings.id, bookingId));
  await moveBookingRecords(tx, bookingId, patientId, true);
}

/** A booking's consents and messages follow it to `patientId` (only those without one when `onlyUnset`). */
export async function moveBookingRecords(
  tx: Queryable,
  bookingId: string,
  patientId: string,
  onlyUnset = false,
): Promise<void> {
  const unset = (column: typeof consents.patientId | typeof messageLog.patientId) =>
    onlyUnset ? isNull(column) : undefined;
  await tx
    .update(consents)
    .set({ patientId })
    .where(and(eq(consents.bookingId, bookingId), unset(consents.patientId)));
  await tx
    .update(messageLog)
    .set({ patientId })
    .where(and(eq(messageLog.bookingId, bookingId), unset(messageLog.patientId)));
}

/** The latest booking made (by creation) among the record's: its name and contacts become the record's. */
export async function latestBookingOf(
  db: Queryable,
  patientId: string,
): Promise<
  | { id: string; customerName: string; customerEmail: string; customerPhone: string; locale: string }
  | undefined
> {
  const rows = await db
    .select({
      id: bookings.id,
      locale: bookings.locale,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      customerPhone: bookings.customerPhone,
    })
    .from(bookings)
    .where(eq(bookings.patientId, patientId))
    .orderBy(sql`${bookings.createdAt} desc`, sql`${bookings.id} desc`)
    .limit(1);
  return rows[0];
}

/**
 * The record's summary from its bookings: the given name; the given email and phone only where the
 * record has none (its keys stay those it was made with: decision 0099); and `last_visit_at`, the
 * latest start of its consultations that stand (PAID; a clinic's booking is PAID when made).
 */
export async function updatePatientSummary(
  tx: Queryable,
  patientId: string,
  latest: { name: string; email: string; phone: string } | undefined,
  now: Date,
): Promise<void> {
  await tx
    .update(patients)
    .set({
      ...(latest
        ? {
            name: latest.name,
            email: sql`coalesce(${patients.email}, ${latest.email})`,
            phone: sql`coalesce(${patients.phone}, ${latest.phone})`,
          }
        : {}),
      lastVisitAt: sql`(select max(s.start_at) from bookings b join slots s on s.id = b.slot_id
        where b.patient_id = ${patientId} and b.status = 'PAID')`,
      updatedAt: now,
    })
    .where(eq(patients.id, patientId));
}

/**
 * One booking the clinic should have a record for and has none (paid, or made by the clinic), its
 * row locked with SKIP LOCKED so each server takes a different one. The partial index
 * bookings_unlinked_idx keeps this from reading every booking.
 */
export async function claimUnlinkedBooking(tx: Tx): Promise<string | undefined> {
  const result = await tx.execute<{ id: string }>(sql`
    select id from bookings
    where patient_id is null and (status = 'PAID' or is_admin_booking)
    order by created_at
    limit 1
    for update skip locked`);
  return result.rows[0]?.id;
}

/**
 * A record's last visit as the admin reads it: the latest start, not after `now`, of its consultations
 * that stand (PAID: paid, collected or made by the clinic, attended or not yet marked). A cancelled
 * booking or one still ahead is no visit. Computed when read, since a consultation becomes a visit by
 * time passing; `last_visit_at` (set when a booking is linked) only orders the list and retention.
 */
export function lastVisitOf(patient: SQL, now: Date): SQL {
  return sql`(select max(s.start_at) from bookings b join slots s on s.id = b.slot_id
    where b.patient_id = ${patient} and b.status = 'PAID' and s.start_at <= ${now.toISOString()}::timestamptz)`;
}

/** One record's last visit (lastVisitOf). */
export async function lastVisitOfPatient(db: Queryable, patientId: string, now: Date): Promise<Date | null> {
  const result = await db.execute<{ at: Date | string | null }>(
    sql`select ${lastVisitOf(sql`${patientId}`, now)} as at`,
  );
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}

/** `%`, `_` and `\` in what the admin typed are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type PatientSearchRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  booking_count: number | string;
  last_visit_at: Date | string | null;
  link_suggestions: number | string;
};

/**
 * The search's two statements: one page of live records matching, the most recently seen first, and
 * how many match. A phone number (patientSearchTerms found digits) is looked for in the phones only;
 * other text in the names and emails (containing it, case-insensitive).
 * The containment tests are served by the trigram indexes (patients_*_trgm_idx, when pg_trgm is
 * installed); the booking count and the pending suggested links are read for the page's rows only.
 */
export function patientSearchStatements(
  terms: { text: string; digits?: string },
  page: { limit: number; offset: number },
  now: Date = new Date(),
): { rows: SQL; count: SQL } {
  const text = `%${likeEscaped(terms.text)}%`;
  const matches = terms.digits
    ? sql`and p.phone like ${`%${terms.digits}%`}`
    : terms.text
      ? sql`and (lower(p.name) like ${text} or p.email like ${text})`
      : sql``;
  const live = sql`p.merged_into is null and p.erased_at is null`;
  return {
    rows: sql`
      select p.id, p.name, p.email, p.phone, ${lastVisitOf(sql`p.id`, now)} as last_visit_at,
        (select count(*) from bookings b where b.patient_id = p.id) as booking_count,
        ${pendingLinkSuggestionCount(sql`p`)} as link_suggestions
      from patients p
      where ${live} ${matches}
      order by p.last_visit_at desc nulls last, p.created_at desc, p.id
      limit ${page.limit} offset ${page.offset}`,
    count: sql`select count(*) as n from patients p where ${live} ${matches}`,
  };
}

export async function searchPatients(
  db: Queryable,
  terms: { text: string; digits?: string },
  page: { limit: number; offset: number },
  now: Date = new Date(),
): Promise<{ rows: PatientSearchRow[]; total: number }> {
  const statements = patientSearchStatements(terms, page, now);
  const [rows, counted] = await Promise.all([
    db.execute<PatientSearchRow>(statements.rows),
    db.execute<{ n: number | string }>(statements.count),
  ]);
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
}

export async function findPatient(db: Queryable, id: string): Promise<PatientRow | undefined> {
  const rows = await db.select().from(patients).where(eq(patients.id, id));
  return rows[0];
}

/** The records, locked for a merge or split, in id order (two admins merging both ways cannot deadlock). */
export async function lockPatients(tx: Tx, ids: string[]): Promise<PatientRow[]> {
  const rows: PatientRow[] = [];
  for (const id of [...new Set(ids)].sort()) {
    const found = await tx.select().from(patients).where(eq(patients.id, id)).for("update");
    if (found[0]) rows.push(found[0]);
  }
  return rows;
}

export type { Database };
