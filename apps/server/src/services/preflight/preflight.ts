import type { PreflightCheck, PreflightReport } from "@clinic/contract/preflight";
import { addressChecks } from "./address-checks";
import { contactChecks } from "./contact-checks";
import { contentChecks } from "./content-checks";
import { dataChecks } from "./data-checks";
import { paymentChecks } from "./payment-checks";
import type { PreflightGroup, PreflightInput } from "./preflight-input";
import { protectionChecks } from "./protection-checks";
import { receiptChecks } from "./receipt-checks";
import { retentionChecks } from "./retention-checks";
import { whatsappChecks } from "./whatsapp-checks";

/**
 * The going-live check (decision 0091): what still stands between this configuration and real
 * patients, one check a line, each `ok`, `warn` or `blocks`, with what to do. `npm run preflight` prints
 * it and GET /api/admin/preflight answers it for the dashboard; both call `runPreflight`.
 */
/** In this order: the address first, since asking it is what notes a proxy in front (address-checks.ts). */
const groups: PreflightGroup[] = [
  addressChecks,
  paymentChecks,
  receiptChecks,
  contactChecks,
  whatsappChecks,
  protectionChecks,
  dataChecks,
  retentionChecks,
  contentChecks,
];

export async function runPreflight(input: PreflightInput): Promise<PreflightReport> {
  const full = { ...input, now: input.now ?? new Date(), fetch: input.fetch ?? fetch };
  const checks: PreflightCheck[] = [];
  for (const group of groups) checks.push(...(await group(full)));
  return {
    checks,
    blocksLaunch: checks.some((c) => c.level === "blocks"),
    checkedAt: full.now.toISOString(),
  };
}
