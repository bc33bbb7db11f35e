import { randomUUID } from "node:crypto";
import type { PackageRequestValid } from "@clinic/contract/packages";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { appointmentKinds } from "./schema/appointment-kinds";
import { carePackages, packageOrders, packagePurchases } from "./schema/packages";
import type { Queryable } from "./transaction";

/** Packages (issue 35): read and written only here. */
export type PackageRow = typeof carePackages.$inferSelect;
export type PackageWithSales = PackageRow & { sold: number };

function columnsOf(input: PackageRequestValid) {
  return {
    name: input.name,
    names: {
      ...(input.names?.hi ? { hi: input.names.hi } : {}),
      ...(input.names?.kn ? { kn: input.names.kn } : {}),
    },
    kindId: input.kindId,
    sessions: input.sessions,
    amountInPaisa: input.amountInPaisa,
    validityDays: input.validityDays,
    sellOnline: input.sellOnline,
  };
}

/**
 * How many purchases name a package, by a join grouped on the package's key: Drizzle writes the columns of
 * a one-table select's SQL without their table, so a correlated subquery compared package_purchases' own
 * columns and always counted 0.
 */
const soldCount = sql<number>`count(${packagePurchases.id})::int`;
const withSales = (db: Queryable) =>
  db
    .select({ row: carePackages, sold: soldCount })
    .from(carePackages)
    .leftJoin(packagePurchases, eq(packagePurchases.packageId, carePackages.id));

/** The packages not archived, by name, each with how many purchases name it. */
export async function listPackages(db: Queryable): Promise<PackageWithSales[]> {
  const rows = await withSales(db)
    .where(isNull(carePackages.archivedAt))
    .groupBy(carePackages.id)
    .orderBy(asc(carePackages.name), asc(carePackages.createdAt));
  return rows.map(({ row, sold }) => ({ ...row, sold }));
}

/** A package that is not archived, with its sales. */
export async function findLivePackage(db: Queryable, id: string): Promise<PackageWithSales | undefined> {
  const [found] = await withSales(db)
    .where(and(eq(carePackages.id, id), isNull(carePackages.archivedAt)))
    .groupBy(carePackages.id);
  return found ? { ...found.row, sold: found.sold } : undefined;
}

export async function insertPackage(db: Queryable, input: PackageRequestValid): Promise<PackageRow> {
  const [row] = await db
    .insert(carePackages)
    .values({ id: randomUUID(), ...columnsOf(input) })
    .returning();
  return row as PackageRow;
}

export async function updatePackage(
  db: Queryable,
  id: string,
  input: PackageRequestValid,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .update(carePackages)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(and(eq(carePackages.id, id), isNull(carePackages.archivedAt)))
    .returning();
  return row;
}

/**
 * Deletes a package never sold; archives one that was (its purchases keep naming it), or that a booking
 * is buying online (its hold names it until the payment makes the purchase).
 */
export async function deleteOrArchivePackage(db: Queryable, id: string): Promise<"deleted" | "archived"> {
  const [sold] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(packagePurchases)
    .where(eq(packagePurchases.packageId, id));
  const [ordered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(packageOrders)
    .where(eq(packageOrders.packageId, id));
  if ((sold?.n ?? 0) + (ordered?.n ?? 0) > 0) {
    await db.update(carePackages).set({ archivedAt: sql`now()` }).where(eq(carePackages.id, id));
    return "archived";
  }
  await db.delete(carePackages).where(eq(carePackages.id, id));
  return "deleted";
}

/**
 * The packages a patient may buy on the booking page: sold online, not archived, costing something, of a
 * kind booked online and not archived. By name.
 */
export async function listOnlinePackages(db: Queryable): Promise<PackageRow[]> {
  const rows = await db
    .select({ row: carePackages })
    .from(carePackages)
    .innerJoin(appointmentKinds, eq(appointmentKinds.id, carePackages.kindId))
    .where(
      and(
        eq(carePackages.sellOnline, true),
        isNull(carePackages.archivedAt),
        gt(carePackages.amountInPaisa, 0),
        eq(appointmentKinds.bookableOnline, true),
        isNull(appointmentKinds.archivedAt),
      ),
    )
    .orderBy(asc(carePackages.name), asc(carePackages.createdAt));
  return rows.map((r) => r.row);
}

/** A package by id, archived or not (a payment honours the package its hold named). */
export async function findPackage(db: Queryable, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(carePackages).where(eq(carePackages.id, id));
  return row;
}

/** The Hindi and Kannada names of these packages, by id. */
export async function packageNamesOf(
  db: Queryable,
  ids: string[],
): Promise<Map<string, { hi?: string; kn?: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: carePackages.id, names: carePackages.names })
    .from(carePackages)
    .where(inArray(carePackages.id, ids));
  return new Map(rows.map((r) => [r.id, r.names]));
}
