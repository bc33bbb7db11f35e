import type { PreflightCheck } from "@clinic/contract/preflight";
import { missingSellerDetails } from "@clinic/contract/receipts";
import { readReceiptSettings } from "../receipts/receipt-settings";
import type { PreflightGroup } from "./preflight-input";

/**
 * A receipt must name the supplier with its address (CGST Rule 49; decision 0105): until Settings →
 * Payments → Receipts has them, every paid booking's receipt waits (decision 0125).
 */
export const receiptChecks: PreflightGroup = async ({ db }) => {
  const receipts = await readReceiptSettings(db);
  const missing = missingSellerDetails(receipts);
  const check: PreflightCheck =
    missing.length === 0
      ? {
          id: "receipt-details",
          level: "ok",
          title: `receipts name ${receipts.legalName} (${receipts.taxTreatment === "taxable" ? "tax invoice" : "bill of supply"})`,
          action: "",
        }
      : {
          id: "receipt-details",
          level: "blocks",
          title: `receipts have no ${missing.join(" and no ")} of the clinic`,
          action:
            "Admin → Settings → Payments → Receipts: the clinic's legal name and address (and the GSTIN and registration number when it has them)",
        };
  return [check];
};
