import type { PreflightCheck } from "@clinic/contract/preflight";
import type { PrivacyNotice } from "@clinic/contract/privacy-notice";
import type { Config } from "../../config/config";
import type { Database } from "../../db/client";

/** What the going-live check reads (preflight.ts), and the shape of each group of checks. */
export type PreflightInput = {
  config: Config;
  db: Database;
  /** The HTML of the built site's prerendered pages (home, reviews); undefined when there is no build. */
  builtPages: string[] | undefined;
  /** The built site's privacy notice (its retention periods); undefined when there is no build. */
  privacyNotice?: PrivacyNotice | undefined;
  now?: Date;
  /**
   * Asks PUBLIC_URL/api/health, the only address the check calls (the operator's own); tests give
   * one that answers for the address they configured.
   */
  fetch?: typeof fetch;
};

export type PreflightGroup = (
  input: Required<Omit<PreflightInput, "builtPages" | "privacyNotice">> & PreflightInput,
) => Promise<PreflightCheck[]>;
