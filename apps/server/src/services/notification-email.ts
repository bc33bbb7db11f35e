import { readSection } from "../db/settings-repository";
import type { Queryable } from "../db/transaction";
import { effective } from "./setting-precedence";

/**
 * Where the clinic's notices go (decision 0034): ADMIN_EMAIL when the environment gives it,
 * else the admin email saved in Settings, else nowhere.
 */
export async function clinicNotificationEmail(
  db: Queryable,
  fromEnv: string | undefined,
): Promise<string | undefined> {
  // The environment's address needs no read of Settings.
  const stored = fromEnv === undefined ? (await readSection(db, "general")).adminEmail : undefined;
  return effective(fromEnv, stored, undefined).value;
}
