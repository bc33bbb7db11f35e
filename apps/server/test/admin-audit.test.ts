import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { auditLog } from "../src/db/schema/audit-log";
import { signedInCaller, signedInClient, signInAs } from "./support/admin-test-app";
import { adminEmail } from "./support/auth-test-app";
import { dashboardApp, ist, seedDashboardFixture } from "./support/dashboard-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { type TypedClient, typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

/** Entries at known IST times: two days of slot work, a review and a price change. */
async function seedAudit() {
  await handle.db.insert(auditLog).values([
    {
      at: ist("2026-11-21T10:00"),
      actor: "a@clinic.example",
      action: "slots.bulkCreate",
      entity: "slot",
      details: { created: 5 },
    },
    {
      at: ist("2026-11-22T23:50"),
      actor: "a@clinic.example",
      action: "slot.status",
      entity: "slot",
      entityId: "s1",
      details: { before: "OPEN", after: "HELD" },
    },
    {
      at: ist("2026-11-23T00:10"),
      actor: "b@clinic.example",
      action: "review.approve",
      entity: "review",
      entityId: "r1",
      details: { before: "pending", after: "approved" },
    },
    {
      at: ist("2026-11-23T09:00"),
      actor: "a@clinic.example",
      action: "pricing.update",
      entity: "pricing",
      details: { before: { amountInPaisa: 200000 }, after: { amountInPaisa: 250000 } },
    },
    {
      at: ist("2026-11-24T12:00"),
      actor: "a@clinic.example",
      action: "slot.delete",
      entity: "slot",
      entityId: "s2",
    },
  ]);
}

type AuditQuery = { kind?: string; from?: string; to?: string; page?: number; pageSize?: number };
const audit = async (asAdmin: TypedClient, query: AuditQuery = {}) => {
  const { data, response } = await asAdmin.GET("/api/admin/audit", { params: { query } });
  if (!data) throw new Error(`no audit page: ${response.status}`);
  return data.data;
};
const actions = (page: { items: Array<{ action: string }> }) => page.items.map((e) => e.action);
const admin = () => signedInClient(dashboardApp(handle.db).app);

describe("GET /api/admin/audit", () => {
  it("lists entries newest first with who, what, before → after and when, and the kinds on record", async () => {
    await seedAudit();
    const res = await (await admin()).GET("/api/admin/audit");
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get("cache-control")).toBe("no-store");
    const data = res.data?.data;
    if (!data) throw new Error("no audit page");
    expect(data).toMatchObject({
      total: 5,
      page: 1,
      pageSize: 25,
      kinds: ["pricing", "review", "slot"],
      timezone: "Asia/Kolkata",
    });
    expect(actions(data)).toEqual([
      "slot.delete",
      "pricing.update",
      "review.approve",
      "slot.status",
      "slots.bulkCreate",
    ]);
    expect(data.items[1]).toEqual({
      id: 4,
      at: ist("2026-11-23T09:00").toISOString(),
      actor: "a@clinic.example",
      // Not on the staff: no name to give.
      actorName: null,
      action: "pricing.update",
      entity: "pricing",
      entityId: null,
      before: { amountInPaisa: 200000 },
      after: { amountInPaisa: 250000 },
      details: {},
    });
    expect(data.items[4]).toMatchObject({ details: { created: 5 } });
    expect(data.items[4]).not.toHaveProperty("before");
  });

  it("filters by kind and by day in IST (23:50 IST on the 22nd is the 22nd; 00:10 on the 23rd is the 23rd)", async () => {
    await seedAudit();
    const asAdmin = await admin();
    const slots = await audit(asAdmin, { kind: "slot" });
    expect(slots.total).toBe(3);
    expect(slots.items.every((e) => e.entity === "slot")).toBe(true);
    expect(actions(await audit(asAdmin, { from: "2026-11-22", to: "2026-11-22" }))).toEqual(["slot.status"]);
    expect(actions(await audit(asAdmin, { from: "2026-11-23", to: "2026-11-23" }))).toEqual([
      "pricing.update",
      "review.approve",
    ]);
    expect(actions(await audit(asAdmin, { kind: "slot", from: "2026-11-23" }))).toEqual(["slot.delete"]);
    expect((await audit(asAdmin, { to: "2026-11-22" })).total).toBe(2);
  });

  it("pages on the server: page and pageSize pick the slice, total counts all matches", async () => {
    await seedAudit();
    const asAdmin = await admin();
    const [first, second, third, beyond] = await Promise.all(
      [1, 2, 3, 4].map((page) => audit(asAdmin, { pageSize: 2, page })),
    );
    if (!first || !second || !third || !beyond) throw new Error("a page is missing");
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect(first.items.map((e) => e.id)).toEqual([5, 4]);
    expect(second.items.map((e) => e.id)).toEqual([3, 2]);
    expect(third.items.map((e) => e.id)).toEqual([1]);
    expect(beyond.items).toEqual([]);
  });

  it.each([
    ["page=0", "page"],
    ["pageSize=101", "pageSize"],
    ["pageSize=abc", "pageSize"],
    ["from=2026-11-24&to=2026-11-23", "to"],
    ["from=yesterday", "from"],
    ["kind=Slot%3Bdrop", "kind"],
  ])("refuses %s with 400", async (query, field) => {
    // The query as written, one of them not a number: the loose caller.
    const call = await signedInCaller(dashboardApp(handle.db).app);
    const res = await call("GET", `/api/admin/audit?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.fields[field]).toEqual(expect.any(String));
  });

  it("shows an admin's change made through the app, with the admin as who", async () => {
    await seedDashboardFixture(handle.db);
    const asAdmin = await admin();
    const held = await asAdmin.PATCH("/api/admin/slots/{id}", {
      params: { path: { id: "s07-wed-2350" } },
      body: { status: "HELD" },
    });
    expect(held.response.status).toBe(200);
    const data = await audit(asAdmin, { kind: "slot" });
    expect(data.items[0]).toMatchObject({
      actor: adminEmail,
      action: "slot.status",
      entityId: "s07-wed-2350",
      before: "OPEN",
      after: "HELD",
    });
  });

  it("is read-only: no call edits or deletes an entry", async () => {
    await seedAudit();
    // Methods and a path the document does not have, on purpose: the loose caller.
    const call = await signedInCaller(dashboardApp(handle.db).app);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      // The list exists and takes GET only: 405 (issue 37); no entry has an address of its own.
      expect((await call(method, "/api/admin/audit", {})).status, method).toBe(405);
      expect((await call(method, "/api/admin/audit/1", {})).status, method).toBe(404);
    }
    expect((await call("GET", "/api/admin/audit")).json.data.total).toBe(5);
  });

  it("401 without a session; a write without the same-site header is 403 before anything else", async () => {
    const { app } = dashboardApp(handle.db);
    expect((await typedClient(app).GET("/api/admin/audit")).response.status).toBe(401);
    const session = await signInAs(app);
    // Raw on purpose: a method the route does not have, without the same-site header the typed client sends.
    const res = await app.request("/api/admin/audit", {
      method: "DELETE",
      headers: { cookie: `clinic-session=${session}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });
});
