import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { recentAudit, recordAudit } from "../src/services/audit-service";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

describe("audit log", () => {
  it("keeps who did what to what, newest first, filterable by entity", async () => {
    await recordAudit(handle.db, {
      actor: "doctor@clinic.example",
      action: "slot.delete",
      entity: "slot",
      entityId: "s1",
    });
    await recordAudit(handle.db, {
      actor: "doctor@clinic.example",
      action: "pricing.update",
      entity: "pricing",
      details: { from: 200000, to: 250000 },
    });
    const all = await recentAudit(handle.db);
    expect(all.map((e) => e.action)).toEqual(["pricing.update", "slot.delete"]);
    expect(all[0]).toMatchObject({ actor: "doctor@clinic.example", details: { from: 200000, to: 250000 } });
    expect((await recentAudit(handle.db, { entity: "slot" })).map((e) => e.entityId)).toEqual(["s1"]);
  });

  it("is written with the change or not at all", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: "a@b.c", action: "review.approve", entity: "review", entityId: "r1" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const { rows } = await handle.db.execute(sql`select count(*)::int as n from audit_log`);
    expect(rows[0]).toEqual({ n: 0 });
  });
});
