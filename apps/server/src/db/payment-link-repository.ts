import { and, eq, sql } from "drizzle-orm";
import { paymentLinks } from "./schema/packages";
import type { Queryable } from "./transaction";

/** Payment links (issue 35): read and written only here. */
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type LinkTarget =
  | { purchaseId: string; bookingId?: undefined }
  | { bookingId: string; purchaseId?: undefined };

/** The target's open link, if it has one (at most one: a partial unique index). */
export async function findOpenLink(db: Queryable, target: LinkTarget): Promise<PaymentLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.status, "open"),
        target.purchaseId !== undefined
          ? eq(paymentLinks.purchaseId, target.purchaseId)
          : eq(paymentLinks.bookingId, target.bookingId),
      ),
    );
  return row;
}

export async function insertLink(
  db: Queryable,
  link: Omit<PaymentLinkRow, "status" | "paidAt" | "createdAt">,
): Promise<PaymentLinkRow> {
  const [row] = await db.insert(paymentLinks).values(link).returning();
  return row as PaymentLinkRow;
}

export async function findLink(db: Queryable, id: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row;
}

/** Locks the link for the rest of the transaction: one payment per link, however many clicks. */
export async function lockLink(db: Queryable, id: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id)).for("update");
  return row;
}

export async function setLinkStatus(
  db: Queryable,
  id: string,
  status: "paid" | "expired" | "cancelled",
  at: Date,
): Promise<void> {
  await db
    .update(paymentLinks)
    .set({ status, ...(status === "paid" ? { paidAt: at } : {}) })
    .where(eq(paymentLinks.id, id));
}

/** Open links past their time become expired (so a new one may be made for the same target). */
export async function expireLinks(db: Queryable, now: Date): Promise<number> {
  const result = await db.execute(
    sql`update payment_links set status = 'expired' where status = 'open' and expires_at <= ${now.toISOString()}::timestamptz`,
  );
  return result.rowCount ?? 0;
}
