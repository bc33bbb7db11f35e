import { eq, sql } from "drizzle-orm";
import { pricing } from "./schema/booking";
import type { Queryable } from "./transaction";

/** The one pricing row (id 1): what a new booking costs. Read and written only here. */
export type PricingRow = typeof pricing.$inferSelect;

export function readPricing(db: Queryable): Promise<PricingRow | undefined> {
  return db
    .select()
    .from(pricing)
    .where(eq(pricing.id, 1))
    .then((rows) => rows[0]);
}

export type PricingValues = {
  amountInPaisa: number;
  currency: string;
  taxPercent: number;
  durationMinutes: number;
  bufferMinutes: number;
};

/** The one pricing row (id 1), created or replaced; locked by the caller's transaction. */
export async function writePricing(db: Queryable, values: PricingValues, now = new Date()) {
  const rows = await db
    .insert(pricing)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: pricing.id, set: { ...values, updatedAt: now } })
    .returning();
  return rows[0];
}

export async function readPricingForUpdate(db: Queryable) {
  const result = await db.execute<{
    amount_in_paisa: number;
    currency: string;
    tax_percent: number;
    duration_minutes: number;
    buffer_minutes: number;
    updated_at: string;
  }>(sql`select * from pricing where id = 1 for update`);
  return result.rows[0];
}
