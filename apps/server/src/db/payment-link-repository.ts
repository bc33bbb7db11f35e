import { and, eq, inArray, or, sql } from "drizzle-orm";
import { paymentLinks } from "./schema/packages";
import type { Queryable } from "./transaction";

/** Payment links (issue 35): read and written only here. */
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type LinkTarget =
  | { purchaseId: string; bookingId?: undefined }
  | { bookingId: string; purchaseId?: undefined };
/** A payment link, or a front-desk Razorpay UPI QR (decision 0133). */
export type LinkKind = "link" | "upi_qr";

/**
 * The target's open link of that kind, or the one being made (at most one: a partial unique index).
 */
export async function findOpenLink(
  db: Queryable,
  target: LinkTarget,
  kind: LinkKind = "link",
): Promise<PaymentLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(
      and(
        inArray(paymentLinks.status, ["open", "making"]),
        eq(paymentLinks.kind, kind),
        target.purchaseId !== undefined
          ? eq(paymentLinks.purchaseId, target.purchaseId)
          : eq(paymentLinks.bookingId, target.bookingId),
      ),
    );
  return row;
}

/**
 * A new link; undefined when the target already has one open or being made of that kind (another
 * caller won the partial unique index: the caller reads that one).
 */
export async function insertLink(
  db: Queryable,
  link: Omit<PaymentLinkRow, "status" | "paidAt" | "createdAt" | "kind"> &
    Partial<Pick<PaymentLinkRow, "status" | "kind">>,
): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.insert(paymentLinks).values(link).onConflictDoNothing().returning();
  return row;
}

/** A reserved link with the provider's answer: open now, unless it was paid (or removed) meanwhile. */
export async function storeMadeLink(
  db: Queryable,
  id: string,
  made: { providerLinkId: string; url: string },
): Promise<boolean> {
  const rows = await db
    .update(paymentLinks)
    .set({ ...made, status: "open" })
    .where(and(eq(paymentLinks.id, id), eq(paymentLinks.status, "making")))
    .returning({ id: paymentLinks.id });
  if (rows.length === 1) return true;
  // Paid by webhook before the answer was stored: keep the provider's id and url with it.
  await db.update(paymentLinks).set(made).where(eq(paymentLinks.id, id));
  return false;
}

/** A reservation whose provider call failed: nothing of it is left. */
export async function dropMakingLink(db: Queryable, id: string): Promise<void> {
  await db.delete(paymentLinks).where(and(eq(paymentLinks.id, id), eq(paymentLinks.status, "making")));
}

/**
 * Reservations older than a minute: their maker died between the reservation and the answer (a
 * provider call gives up after 10 s), so a new link may be made.
 */
export async function dropStaleMakingLinks(db: Queryable): Promise<void> {
  await db.execute(
    sql`delete from payment_links where status = 'making' and created_at < now() - interval '1 minute'`,
  );
}

/** A provider's link or QR, by the provider's id or by ours (the reference it carries), locked. */
export async function lockProviderLink(
  db: Queryable,
  o: { provider: string; kind: LinkKind; providerLinkId: string; referenceId: string | undefined },
): Promise<PaymentLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.provider, o.provider),
        eq(paymentLinks.kind, o.kind),
        o.referenceId
          ? or(eq(paymentLinks.providerLinkId, o.providerLinkId), eq(paymentLinks.id, o.referenceId))
          : eq(paymentLinks.providerLinkId, o.providerLinkId),
      ),
    )
    .for("update");
  return row;
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
