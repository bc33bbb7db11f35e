import { type ReceiptSettings, receiptSettingsDefaults } from "@clinic/contract/receipts";
import { readSetting } from "../../db/settings-repository";
import type { Queryable } from "../../db/transaction";
import { generalSettingsKey } from "../closed-days";

/** The clinic's billing details (Settings → Receipts), with their defaults (decision 0105). */
export async function readReceiptSettings(db: Queryable): Promise<ReceiptSettings> {
  const stored = (await readSetting(db, generalSettingsKey))?.value as
    | { receipts?: ReceiptSettings }
    | undefined;
  return { ...receiptSettingsDefaults, ...stored?.receipts };
}

/** "incl. GST" is only true for a taxable clinic (india.md; decision 0105 amends 0017's wording). */
export async function pricesIncludeGst(db: Queryable): Promise<boolean> {
  return (await readReceiptSettings(db)).taxTreatment === "taxable";
}
