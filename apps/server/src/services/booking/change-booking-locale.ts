import type { Locale } from "@clinic/contract/locales";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { transaction } from "../../db/transaction";
import { withManageToken } from "./manage-access";

/**
 * The manage page: the patient chooses the language of this booking's emails, reminders and WhatsApp
 * messages (issue 33). Messages already sent stay as they were; the next ones follow the choice.
 */
export async function changeBookingLocale(
  deps: { db: Database },
  bookingId: string,
  token: string | undefined,
  locale: Locale,
): Promise<{ locale: Locale }> {
  await transaction(deps.db, async (tx) => {
    await withManageToken(tx, bookingId, token);
    await tx.execute(sql`update bookings set locale = ${locale}, updated_at = now() where id = ${bookingId}`);
  });
  return { locale };
}
