/** Test databases are all named clinic_test*, so a run can clear what an earlier one left. */
export const templateDatabase = "clinic_test_template";

export function workerDatabase(): string {
  return `clinic_test_w${process.env.VITEST_POOL_ID ?? "0"}`;
}

/** The same server URL pointing at another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
