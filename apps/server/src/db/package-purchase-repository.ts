import { randomUUID } from "node:crypto";
import type { CreditReason, PurchasePaymentStatus } from "@clinic/contract/packages";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PackageRow } from "./package-repository";
import { packageCredits, packagePurchases } from "./schema/packages";
import type { Queryable } from "./transaction";

/** A patient's packages and their credit ledgers (issue 35): read and written only here. */
export type PurchaseRow = typeof packagePurchases.$inferSelect;
export type CreditRow = typeof packageCredits.$inferSelect;

/**
 * A purchase of `pkg`, unpaid until its payment is confirmed: the package's name, kind, sessions and
 * validity are copied onto it, so a later change of the package changes nothing sold.
 */
export async function insertPurchase(
  db: Queryable,
  pkg: Pick<PackageRow, "id" | "name" | "kindId" | "sessions" | "validityDays">,
  sale: Pick<PurchaseRow, "patientId" | "amount" | "currency" | "paymentMethod" | "soldBy">,
): Promise<PurchaseRow> {
  const [row] = await db
    .insert(packagePurchases)
    .values({
      id: randomUUID(),
      packageId: pkg.id,
      name: pkg.name,
      kindId: pkg.kindId,
      sessionsTotal: pkg.sessions,
      validityDays: pkg.validityDays,
      paymentStatus: "PENDING" satisfies PurchasePaymentStatus,
      ...sale,
    })
    .returning();
  return row as PurchaseRow;
}

export async function findPurchase(db: Queryable, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
  return row;
}

/**
 * A sale whose payment link could not be made (decision 0133): a purchase still PENDING, with no
 * credit yet, is removed whole; false when it was paid meanwhile.
 */
export async function deletePendingPurchase(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .delete(packagePurchases)
    .where(and(eq(packagePurchases.id, id), eq(packagePurchases.paymentStatus, "PENDING")))
    .returning({ id: packagePurchases.id });
  return rows.length === 1;
}

/** Locks the purchase for the rest of the transaction (its payment and its credits change together). */
export async function lockPurchase(db: Queryable, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id)).for("update");
  return row;
}

/**
 * A PENDING purchase becomes PAID, valid until `expiresOn`; false when it was not PENDING (paid
 * already: a webhook replayed, a second click).
 */
export async function markPurchasePaid(
  db: Queryable,
  id: string,
  paid: { method: string; at: Date; expiresOn: string },
): Promise<boolean> {
  const rows = await db
    .update(packagePurchases)
    .set({ paymentStatus: "PAID", paymentMethod: paid.method, paidAt: paid.at, expiresOn: paid.expiresOn })
    .where(and(eq(packagePurchases.id, id), eq(packagePurchases.paymentStatus, "PENDING")))
    .returning({ id: packagePurchases.id });
  return rows.length === 1;
}

export async function addCredit(
  db: Queryable,
  line: { purchaseId: string; change: number; reason: CreditReason; bookingId?: string | null; at: Date },
): Promise<void> {
  await db
    .insert(packageCredits)
    .values({
      purchaseId: line.purchaseId,
      change: line.change,
      reason: line.reason,
      bookingId: line.bookingId ?? null,
      at: line.at,
    })
    .onConflictDoNothing();
}

/** A patient's purchases, the newest first. */
export function listPurchasesOfPatient(db: Queryable, patientId: string): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(packagePurchases)
    .where(eq(packagePurchases.patientId, patientId))
    .orderBy(desc(packagePurchases.createdAt), desc(packagePurchases.id));
}

/** The ledgers of these purchases, oldest line first. */
export function creditsOf(db: Queryable, purchaseIds: string[]): Promise<CreditRow[]> {
  if (purchaseIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(packageCredits)
    .where(inArray(packageCredits.purchaseId, purchaseIds))
    .orderBy(asc(packageCredits.at), asc(packageCredits.id));
}

/** The sessions left on a purchase: its ledger's sum. */
export async function sessionsLeftOf(db: Queryable, purchaseId: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`coalesce(sum(${packageCredits.change}), 0)::int` })
    .from(packageCredits)
    .where(eq(packageCredits.purchaseId, purchaseId));
  return row?.left ?? 0;
}

/**
 * The sessions these purchases pay for that are not given back (a credit used, not returned), with when
 * each starts and its attendance: the ones ahead are booked, the others taken.
 */
export async function reservedSessionsOf(
  db: Queryable,
  purchaseIds: string[],
): Promise<Array<{ purchaseId: string; bookingId: string; startAt: Date; attendance: string | null }>> {
  if (purchaseIds.length === 0) return [];
  const result = await db.execute<{
    purchase_id: string;
    booking_id: string;
    start_at: Date | string;
    attendance: string | null;
  }>(sql`
    select c.purchase_id, c.booking_id, s.start_at, b.attendance
    from package_credits c
      join bookings b on b.id = c.booking_id
      join slots s on s.id = b.slot_id
    where c.purchase_id in ${purchaseIds}
    group by c.purchase_id, c.booking_id, s.start_at, b.attendance
    having sum(c.change) < 0`);
  return result.rows.map((r) => ({
    purchaseId: r.purchase_id,
    bookingId: r.booking_id,
    startAt: new Date(r.start_at),
    attendance: r.attendance,
  }));
}

/** The purchase's unused sessions were refunded. */
export async function setPurchaseRefunded(db: Queryable, id: string): Promise<void> {
  await db.update(packagePurchases).set({ paymentStatus: "REFUNDED" }).where(eq(packagePurchases.id, id));
}

/**
 * A session's credit: its purchase, the net of its `used` and `returned` lines (below 0: held), and the
 * last of them; undefined for a booking not paid from a package.
 */
export async function creditOfBooking(
  db: Queryable,
  bookingId: string,
): Promise<{ purchaseId: string; net: number; lastReason: string } | undefined> {
  const [row] = await db
    .select({
      purchaseId: packageCredits.purchaseId,
      net: sql<number>`sum(${packageCredits.change})::int`,
      lastReason: sql<string>`(array_agg(${packageCredits.reason} order by ${packageCredits.id} desc))[1]`,
    })
    .from(packageCredits)
    .where(
      and(eq(packageCredits.bookingId, bookingId), sql`${packageCredits.reason} in ('used', 'returned')`),
    )
    .groupBy(packageCredits.purchaseId);
  return row;
}

/** The purchases whose credits paid this booking (a session of a package). */
export async function purchasesPayingBooking(db: Queryable, bookingId: string): Promise<Set<string>> {
  const rows = await db
    .select({ purchaseId: packageCredits.purchaseId })
    .from(packageCredits)
    .where(eq(packageCredits.bookingId, bookingId));
  return new Set(rows.map((r) => r.purchaseId));
}
