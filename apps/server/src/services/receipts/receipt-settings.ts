import type { ReceiptSettings } from "@clinic/contract/receipts";
import { generalSettingsOf } from "@clinic/contract/settings-sections";
import { readSection } from "../../db/settings-repository";
import type { Queryable } from "../../db/transaction";

/** The clinic's billing details (Settings → Receipts), with their defaults (decision 0105). */
export async function readReceiptSettings(db: Queryable): Promise<ReceiptSettings> {
  return generalSettingsOf(await readSection(db, "general")).receipts;
}
