import type { Health } from "@clinic/contract/health";
import type { Database } from "../db/client";
import { pingDatabase } from "../db/health-repository";

export type HealthDeps = { db: Database; databaseMode: Health["database"]; version: string };

/** Healthy when the database answers; the answer says which kind of database it is. */
export async function checkHealth(deps: HealthDeps): Promise<Health | undefined> {
  if (!(await pingDatabase(deps.db))) return undefined;
  return { status: "ok", database: deps.databaseMode, version: deps.version };
}
