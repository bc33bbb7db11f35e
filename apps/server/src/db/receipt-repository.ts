import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { bookings } from "./schema/booking";
import { receipts } from "./schema/receipts";
import type { Queryable } from "./transaction";

/** Receipts and credit notes, and their per-series counters (decision 0105). */

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = typeof receipts.$inferInsert;

export type { TaxLine } from "@clinic/contract/receipts";
export type ClinicSnapshot = {
  legalName: string;
  address: string;
  gstin: string | null;
  registrationNumber: string | null;
  sacCode: string;
  timezone: string;
};
/** Who the document is for, and the language it is written in (the booking's, issue 33; none before it). */
export type PatientSnapshot = { name: string; locale?: string };
/** A document issued: its date and the seller's details are set (none is null while it waits). */
export type IssuedReceipt = ReceiptRow & { issuedAt: Date; clinic: ClinicSnapshot };
export const isIssued = (row: ReceiptRow): row is IssuedReceipt =>
  row.issuedAt !== null && row.clinic !== null;
export type ServiceSnapshot = {
  description: string;
  startAt: string;
  durationMinutes: number;
  bookingReference: string;
  /**
   * The registration number of the practitioner whose slot it was, as at payment (issue 34): printed
   * instead of the clinic's. Absent when they had none, and on documents issued before it was kept.
   */
  practitionerRegistrationNumber?: string;
  /** A package of sessions (issue 35): how many, and the last day (YYYY-MM-DD) they may be used. */
  sessions?: number;
  usableUntil?: string;
};

/**
 * The next number of a series in a financial year, in the caller's transaction. The upsert takes
 * the counter row's lock until the commit: a second payment on any server waits for it, and a
 * rollback gives the number back, so numbers are consecutive with no gap and no repeat.
 */
export async function nextReceiptSequence(
  tx: Queryable,
  series: string,
  financialYear: string,
): Promise<number> {
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into receipt_counters (series, financial_year, last_number)
    values (${series}, ${financialYear}, 1)
    on conflict (series, financial_year)
    do update set last_number = receipt_counters.last_number + 1
    returning last_number`);
  return Number(result.rows[0]?.last_number);
}

export async function insertReceipt(tx: Queryable, row: NewReceipt): Promise<ReceiptRow> {
  const rows = await tx.insert(receipts).values(row).returning();
  return rows[0] as ReceiptRow;
}

export async function findReceiptOfBooking(
  db: Queryable,
  bookingId: string,
  kind: "receipt" | "credit_note" = "receipt",
): Promise<ReceiptRow | undefined> {
  const rows = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.bookingId, bookingId), eq(receipts.kind, kind)));
  return rows[0];
}

export async function findReceipt(db: Queryable, id: string): Promise<ReceiptRow | undefined> {
  const rows = await db.select().from(receipts).where(eq(receipts.id, id));
  return rows[0];
}

export async function findReceiptOfPurchase(
  db: Queryable,
  purchaseId: string,
  kind: "receipt" | "credit_note" = "receipt",
): Promise<ReceiptRow | undefined> {
  const rows = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.purchaseId, purchaseId), eq(receipts.kind, kind)));
  return rows[0];
}

/** The issued receipts' numbers of these bookings (the admin bookings list and CSV). */
export async function receiptNumbersOf(db: Queryable, bookingIds: string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: receipts.bookingId, number: receipts.number })
    .from(receipts)
    .where(
      and(
        inArray(receipts.bookingId, bookingIds),
        eq(receipts.kind, "receipt"),
        isNotNull(receipts.issuedAt),
      ),
    );
  return new Map(rows.map((r) => [r.bookingId as string, r.number]));
}

/** Documents issued in [from, to), oldest first, with the booking's reference (none still waiting). */
export async function receiptsIssuedBetween(db: Queryable, from: Date, to: Date, limit: number) {
  const rows = await db
    .select({
      receipt: receipts,
      // A package's document has no booking: its reference is the one printed on it (issue 35).
      bookingReference: sql<string>`coalesce(${bookings.reference}, ${receipts.service}->>'bookingReference')`,
    })
    .from(receipts)
    .leftJoin(bookings, eq(bookings.id, receipts.bookingId))
    .where(and(gte(receipts.issuedAt, from), lt(receipts.issuedAt, to)))
    .orderBy(asc(receipts.issuedAt), asc(receipts.number))
    .limit(limit);
  return rows.flatMap((r) => (isIssued(r.receipt) ? [{ ...r, receipt: r.receipt }] : []));
}

/**
 * Issues every document waiting for the seller's details (decision 0125), receipts and credit notes
 * alike, with these details and this date; their numbers stay those taken at payment. Two servers at
 * once: the second finds none left (the row lock, then `issued_at is null` checked again).
 */
export async function issueWaitingDocuments(
  tx: Queryable,
  clinic: ClinicSnapshot,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(receipts)
    .set({ clinic, issuedAt: now })
    .where(isNull(receipts.issuedAt))
    .returning({ id: receipts.id });
  return rows.length;
}

/** Paid bookings whose receipt waits for the seller's details (the dashboard's line). */
export async function countWaitingReceipts(db: Queryable): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from receipts where issued_at is null and kind = 'receipt'`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Erasure (decision 0102): the patient's name on their documents is replaced; numbers and amounts stay. */
export async function redactReceiptPatient(tx: Queryable, bookingIds: string[], placeholder: string) {
  if (bookingIds.length === 0) return 0;
  const rows = await tx
    .update(receipts)
    .set({ patient: { name: placeholder } })
    .where(inArray(receipts.bookingId, bookingIds))
    .returning({ id: receipts.id });
  return rows.length;
}

/** Erasure: the patient's name on their packages' documents is replaced too (issue 35). */
export async function redactPurchaseReceiptsOf(tx: Queryable, patientId: string, placeholder: string) {
  const rows = await tx
    .update(receipts)
    .set({ patient: { name: placeholder } })
    .where(sql`${receipts.purchaseId} in (select id from package_purchases where patient_id = ${patientId})`)
    .returning({ id: receipts.id });
  return rows.length;
}

/** True when a booking of this slot has a receipt (the slot's record is kept for the accounts). */
export async function slotHasReceipts(db: Queryable, slotId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from receipts r join bookings b on b.id = r.booking_id where b.slot_id = ${slotId} limit 1`);
  return result.rows.length > 0;
}
