import { randomUUID } from "node:crypto";
import { type StaffRole, staffRoles } from "@clinic/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { sessionHeaders, signInAs } from "../support/admin-test-app";
import { adminEmail } from "../support/auth-test-app";
import { fullTestApp } from "../support/full-test-app";
import { openFreshDatabase } from "../support/test-database";

/**
 * Issue 34: every admin operation of /api/openapi.json declares the staff roles that may call it
 * (`x-roles`), and the server holds each role to it: walked here for an owner, a practitioner and a
 * front-desk member, each signed in with a sign-in link as a real member would be.
 */
type Operation = { method: string; path: string; roles: StaffRole[] };

let handle: DatabaseHandle;
let app: ReturnType<typeof fullTestApp>["app"];
let operations: Operation[];
const sessions = new Map<StaffRole, string>();

beforeAll(async () => {
  handle = await openFreshDatabase();
  app = fullTestApp(handle.db).app;
  const document = (await (await app.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, { "x-roles"?: StaffRole[] }>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/admin"))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path, roles: op["x-roles"] ?? [] })),
    );
  const owner = await signInAs(app, adminEmail);
  sessions.set("owner", owner);
  for (const role of ["practitioner", "front_desk"] as const) {
    const email = `${role}@clinic.example`;
    const added = await app.request("/api/admin/staff", {
      method: "POST",
      headers: sessionHeaders(owner),
      body: JSON.stringify({ email, name: `A ${role}`, role }),
    });
    expect(added.status).toBe(201);
    sessions.set(role, await signInAs(app, email));
  }
});
afterAll(() => handle.close());

/** A request the operation could take: path parameters filled with unknown ids, an empty JSON body. */
function call(op: Operation, session: string) {
  const path = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
  const body = op.method === "get" ? undefined : "{}";
  return app.request(path, { method: op.method.toUpperCase(), headers: sessionHeaders(session), body });
}

describe("the admin operations' roles", () => {
  it("every admin operation declares at least one known role", () => {
    expect(operations.length).toBeGreaterThan(55);
    const undeclared = operations.filter(
      (op) => op.roles.length === 0 || op.roles.some((role) => !staffRoles.includes(role)),
    );
    expect(undeclared.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it("owners may call every admin operation", () => {
    expect(operations.filter((op) => !op.roles.includes("owner"))).toEqual([]);
  });

  it.each(staffRoles)("role %s is refused exactly the operations not declared for them", async (role) => {
    const session = sessions.get(role) as string;
    const wrong: string[] = [];
    for (const op of operations) {
      const response = await call(op, session);
      const body = response.headers.get("content-type")?.includes("json")
        ? ((await response.json()) as { code?: string })
        : undefined;
      const refused = response.status === 403 && body?.code === "forbidden_role";
      if (refused === op.roles.includes(role) || response.status === 401)
        wrong.push(`${op.method} ${op.path}: ${response.status} ${body?.code ?? ""}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the front desk is refused the clinical operations named in the issue", () => {
    const frontDesk = (method: string, path: string) =>
      operations.find((op) => op.method === method && op.path === path)?.roles.includes("front_desk");
    expect(frontDesk("get", "/api/admin/bookings/{id}/intake")).toBe(false);
    expect(frontDesk("get", "/api/admin/intake-photos/{id}")).toBe(false);
    expect(frontDesk("post", "/api/admin/patients/{patientId}/notes")).toBe(false);
    expect(frontDesk("get", "/api/admin/patients/{patientId}/measurements")).toBe(false);
    expect(frontDesk("get", "/api/admin/patients/{patientId}/export")).toBe(false);
    // Session notes (issue 36): clinical, and their templates too.
    expect(frontDesk("get", "/api/admin/bookings/{id}/session-note")).toBe(false);
    expect(frontDesk("put", "/api/admin/bookings/{id}/session-note")).toBe(false);
    expect(frontDesk("get", "/api/admin/patients/{patientId}/session-notes")).toBe(false);
    expect(frontDesk("get", "/api/admin/session-note-templates")).toBe(false);
    expect(frontDesk("put", "/api/admin/pricing")).toBe(false);
    expect(frontDesk("get", "/api/admin/staff")).toBe(false);
    expect(frontDesk("delete", "/api/admin/bookings/{id}")).toBe(true);
    expect(frontDesk("post", "/api/admin/bookings/{id}/reschedule")).toBe(true);
    // Analytics has the earnings' roles: counts and money the front desk already sees there.
    expect(frontDesk("get", "/api/admin/analytics")).toBe(frontDesk("get", "/api/admin/earnings"));
    expect(frontDesk("get", "/api/admin/analytics")).toBe(true);
  });
});
