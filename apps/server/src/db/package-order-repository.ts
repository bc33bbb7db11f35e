import { and, eq, isNull } from "drizzle-orm";
import { packageOrders } from "./schema/packages";
import type { Queryable } from "./transaction";

/** Packages bought online with their first session (issue 35, decision 0134): read and written only here. */
export type PackageOrderRow = typeof packageOrders.$inferSelect;

/** The hold names the package its payment buys (in the hold's transaction). */
export async function insertPackageOrder(
  db: Queryable,
  order: { bookingId: string; packageId: string },
): Promise<void> {
  await db.insert(packageOrders).values(order);
}

export async function findPackageOrder(
  db: Queryable,
  bookingId: string,
): Promise<PackageOrderRow | undefined> {
  const [row] = await db.select().from(packageOrders).where(eq(packageOrders.bookingId, bookingId));
  return row;
}

/** The purchase the payment made; false when one was recorded already (a payment reported twice). */
export async function setOrderPurchase(
  db: Queryable,
  bookingId: string,
  purchaseId: string,
): Promise<boolean> {
  const rows = await db
    .update(packageOrders)
    .set({ purchaseId })
    .where(and(eq(packageOrders.bookingId, bookingId), isNull(packageOrders.purchaseId)))
    .returning({ bookingId: packageOrders.bookingId });
  return rows.length === 1;
}
