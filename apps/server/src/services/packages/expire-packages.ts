import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Packages past their last day (issue 35): the sessions still free to book on a paid purchase whose
 * `expires_on` is before `today` (the clinic's date) are written off, one `expired` line per purchase, once
 * (a purchase whose free sessions are already 0 gets none). Sessions booked before the end stay booked.
 * Answers how many purchases expired.
 */
export async function expirePackages(db: Database, today: string, now = new Date()): Promise<number> {
  const result = await db.execute(sql`
    insert into package_credits (purchase_id, change, reason, at)
    select p.id, -sum(c.change), 'expired', ${now.toISOString()}::timestamptz
    from package_purchases p
      join package_credits c on c.purchase_id = p.id
    where p.payment_status = 'PAID' and p.expires_on < ${today}
    group by p.id
    having sum(c.change) > 0`);
  return result.rowCount ?? 0;
}
