import { type ReceiptSettings, receiptSettingsDefaults } from "@clinic/contract/receipts";
import type { Queryable } from "../../db/transaction";
import { readGeneralSection } from "../closed-days";

/** The clinic's billing details (Settings → Receipts), with their defaults (decision 0105). */
export function readReceiptSettings(db: Queryable): Promise<ReceiptSettings> {
  return readGeneralSection(db, "receipts", receiptSettingsDefaults);
}

/** "incl. GST" is only true for a taxable clinic (india.md; decision 0105 amends 0017's wording). */
export async function pricesIncludeGst(db: Queryable): Promise<boolean> {
  return (await readReceiptSettings(db)).taxTreatment === "taxable";
}
