import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageSlotsWithBooking } from "../src/db/admin-slots-repository";
import type { DatabaseHandle } from "../src/db/client";
import type { Queryable } from "../src/db/transaction";
import { insertSlotSeries } from "./support/slot-volume";
import { openFreshDatabase } from "./support/test-database";

/**
 * The bookings table's pages in start order on 40,000 slots (issue 7's table, migration 0042): the page
 * is read along the start index or the status-and-start index, whichever the planner prices lower, in
 * either direction, never by reading and sorting every slot. The start index went with issue 34 (a slot's start
 * is unique per practitioner now) and the page became a sort of the whole table: this keeps it found.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFreshDatabase();
  await insertSlotSeries(handle, 40_000);
  await handle.pool.query("analyze slots");
}, 120_000);
afterAll(() => handle.close());

type Plan = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: Plan[] };
const nodes = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** The plan of the page's rows statement (the one with a limit), as the repository sends it. */
async function pagePlan(
  ...args: Parameters<typeof pageSlotsWithBooking> extends [Queryable, ...infer R] ? R : never
) {
  const sent: SQL[] = [];
  const recording = new Proxy(handle.db, {
    get: (target, key) =>
      key === "execute"
        ? (query: SQL) => {
            sent.push(query);
            return target.execute(query);
          }
        : Reflect.get(target, key),
  }) as Queryable;
  const page = await pageSlotsWithBooking(recording, ...args);
  const plans = await Promise.all(
    sent.map(async (query) => {
      const result = await handle.db.execute<{ "QUERY PLAN": Array<{ Plan: Plan }> }>(
        sql`explain (format json) ${query}`,
      );
      return result.rows[0]?.["QUERY PLAN"][0]?.Plan as Plan;
    }),
  );
  const rowsPlan = plans.find((p) => p["Node Type"] === "Limit");
  if (!rowsPlan) throw new Error("no page statement was sent");
  return { page, plan: nodes(rowsPlan) };
}

describe("the bookings table's pages in start order, on 40,000 slots", () => {
  const startIndexes = ["slots_start_at_idx", "slots_status_start_at_idx"];
  const cases = [
    { label: "every slot, by date", statuses: undefined, sort: "date" },
    { label: "BOOKED, by date", statuses: ["BOOKED"], sort: "date" },
    { label: "BOOKED, by status", statuses: ["BOOKED"], sort: "status" },
  ];
  it.each(cases)(
    "$label: read along a start index both ways, never sorted whole",
    async ({ statuses, sort }) => {
      for (const direction of ["asc", "desc"] as const) {
        const { page, plan } = await pagePlan(
          statuses ? { statuses } : {},
          { sort, direction },
          { limit: 50, offset: 100 },
        );
        expect(page.rows).toHaveLength(50);
        const starts = page.rows.map((r) => new Date(r.start_at).getTime());
        expect(starts).toEqual([...starts].sort((a, b) => (direction === "asc" ? a - b : b - a)));
        const seen = `${direction}: ${JSON.stringify(plan.map((n) => [n["Node Type"], n["Relation Name"], n["Index Name"]]))}`;
        expect(
          plan.some((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "slots"),
          seen,
        ).toBe(false);
        expect(
          plan.some((n) => n["Node Type"] === "Sort"),
          seen,
        ).toBe(false);
        expect(
          plan.some((n) => n["Node Type"] === "Index Scan" && startIndexes.includes(n["Index Name"] ?? "")),
          seen,
        ).toBe(true);
      }
    },
  );
});
