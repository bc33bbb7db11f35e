import type { Database } from "../../db/client";
import type { AccessSecrets } from "./access-secrets";

/** What record access reads: the database, the code secrets (APP_SECRET), the clinic and the clock. */
export type RecordAccessDeps = {
  db: Database;
  secrets: AccessSecrets;
  /** The clinic's name and contact email (the content file's), for the code email and change notices. */
  clinic: { name: string; email: string };
  clinicTimezone: () => string;
  now?: () => Date;
};

export const nowOf = (deps: Pick<RecordAccessDeps, "now">) => deps.now?.() ?? new Date();
