import { sql } from "drizzle-orm";
import { captchaUses } from "./schema/booking";
import type { Queryable } from "./transaction";

/** Records a solved challenge; false when it was used before. */
export async function markCaptchaUsed(db: Queryable, challengeId: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(captchaUses)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaUses.challengeId });
  return rows.length === 1;
}

export async function deleteExpiredCaptchaUses(db: Queryable, now: Date): Promise<void> {
  await db.delete(captchaUses).where(sql`${captchaUses.expiresAt} < ${now.toISOString()}`);
}
