import type { Database } from "../db/client";
import { countHit, deleteOldWindows } from "../db/rate-limit-repository";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window limit kept in the database, so every server counts together and a
 * restart forgets nothing. `name` separates limits (sign-in, reviews, bookings...);
 * `subject` is who is counted (a client address, an email).
 */
export async function checkRateLimit(
  db: Database,
  limit: { name: string; max: number; windowSeconds: number },
  subject: string,
): Promise<RateLimitDecision> {
  const { count, secondsLeft } = await countHit(db, `${limit.name}:${subject}`, limit.windowSeconds);
  if (Math.random() < 0.01) void deleteOldWindows(db).catch(() => undefined);
  return count <= limit.max ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsLeft };
}
