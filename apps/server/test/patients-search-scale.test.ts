import { patientSearchTerms } from "@clinic/contract/patients";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { patientSearchStatements, searchPatients } from "../src/db/patient-repository";
import { openFreshDatabase } from "./support/test-database";

/**
 * The patient search on 50,000 records (decision 0099): a phone search is answered through its
 * trigram index, not by reading the whole table; every search answers quickly. (A name or email
 * search at this size is a scan of about 20 ms: PostgreSQL prices it below the two GIN lookups.)
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFreshDatabase();
  await handle.pool.query(`
    insert into patients (id, name, email, phone, last_visit_at, created_at)
    select 'p' || i, initcap(substr(md5(i::text), 1, 8)) || ' ' || initcap(substr(md5(i::text), 9, 10)), 'person' || i || '@example.com',
      '91' || (6000000000 + floor(random() * 3999999999))::bigint::text,
      now() - (i || ' minutes')::interval, now()
    from generate_series(1, 50000) i`);
  await handle.pool.query("update patients set phone = '919876543210' where id = 'p1'");
  await handle.pool.query("analyze patients");
}, 120_000);
afterAll(() => handle.close());

type Plan = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: Plan[] };
const nodes = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

async function planOf(q: string) {
  const { count } = patientSearchStatements(patientSearchTerms(q), { limit: 25, offset: 0 });
  const result = await handle.db.execute<{ "QUERY PLAN": Array<{ Plan: Plan }> }>(
    sql`explain (format json) ${count}`,
  );
  return nodes(result.rows[0]?.["QUERY PLAN"][0]?.Plan as Plan);
}

describe("patient search on 50,000 records", () => {
  it("finds a phone through its trigram index, never by reading the table", async () => {
    const installed = await handle.pool.query("select 1 from pg_extension where extname = 'pg_trgm'");
    expect(installed.rowCount).toBe(1);
    for (const q of ["98765 432", "+91 98765 43210", "3210"]) {
      const plan = await planOf(q);
      expect(
        plan.some((n) => n["Node Type"] === "Seq Scan"),
        q,
      ).toBe(false);
      expect(
        plan.map((n) => n["Index Name"]),
        q,
      ).toContain("patients_phone_trgm_idx");
    }
  });

  it("answers a page and the total in well under a second", async () => {
    const timed = async (q: string) => {
      const started = performance.now();
      const found = await searchPatients(handle.db, patientSearchTerms(q), { limit: 25, offset: 0 });
      const ms = performance.now() - started;
      console.info(`patient search "${q}" on 50,000 records: ${ms.toFixed(1)} ms, ${found.total} found`);
      expect(ms).toBeLessThan(1000);
      return found.rows.map((r) => r.id);
    };
    expect(await timed("+91 98765 43210")).toEqual(["p1"]);
    expect(await timed("person4711@")).toEqual(["p4711"]);
    expect(await timed("")).toHaveLength(25);
  });
});
