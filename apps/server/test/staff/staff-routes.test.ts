import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import type { EmailMessage } from "../../src/integrations/email/email-sender";
import { sessionHeaders, signInAs } from "../support/admin-test-app";
import { adminEmail, type Body, createAuthTestApp } from "../support/auth-test-app";
import { fullTestApp } from "../support/full-test-app";
import { openFreshDatabase } from "../support/test-database";

/** Issue 34: staff accounts, their sign-in, and what the front desk sees of a patient's record. */
let handle: DatabaseHandle;
const sent: EmailMessage[] = [];
let app: ReturnType<typeof createAuthTestApp>["app"];
let owner: string;

beforeAll(async () => {
  handle = await openFreshDatabase();
  app = createAuthTestApp(handle.db, {
    emailSender: { send: async (message) => void sent.push(message) },
  }).app;
  owner = await signInAs(app, adminEmail);
});
afterAll(() => handle.close());

const call = (session: string, method: string, path: string, body?: unknown) =>
  Promise.resolve(
    app.request(path, {
      method,
      headers: sessionHeaders(session),
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  ).then(async (r: Response) => ({ status: r.status, json: (await r.json()) as Body }));

describe("staff accounts", () => {
  it("lists ADMIN_EMAIL as an owner before anyone is added", async () => {
    const listed = await call(owner, "GET", "/api/admin/staff");
    expect(listed.status).toBe(200);
    expect(listed.json.data).toEqual([
      expect.objectContaining({ email: adminEmail, role: "owner", isAdminEmail: true }),
    ]);
  });

  it("adds a member, emails them a sign-in link that signs them in with their role", async () => {
    const added = await call(owner, "POST", "/api/admin/staff", {
      email: " Desk@Clinic.example ",
      name: "Priya",
      role: "front_desk",
    });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({
      id: expect.any(String),
      email: "desk@clinic.example",
      role: "front_desk",
    });
    const email = sent.find((m) => m.to === "desk@clinic.example");
    expect(email?.text).toMatch(/#signin-link=/);
    const session = await signInAs(app, "desk@clinic.example");
    const me = await call(session, "GET", "/api/admin/me");
    expect(me.json.data).toMatchObject({
      email: "desk@clinic.example",
      name: "Priya",
      role: "front_desk",
      isAdmin: true,
    });
    // The front desk manages no staff.
    const refused = await call(session, "GET", "/api/admin/staff");
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("forbidden_role");
  });

  it("refuses a second member with the same email, and bad fields one by one, storing nothing", async () => {
    const twice = await call(owner, "POST", "/api/admin/staff", {
      email: "desk@clinic.example",
      name: "P",
      role: "owner",
    });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe("staff_email_taken");
    const bad = await call(owner, "POST", "/api/admin/staff", { email: "nope", name: "", role: "boss" });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.json as Body & { fields: object }).fields).sort()).toEqual([
      "email",
      "name",
      "role",
    ]);
    const listed = await call(owner, "GET", "/api/admin/staff");
    expect(listed.json.data).toHaveLength(2);
  });

  it("keeps ADMIN_EMAIL an owner and the clinic with an owner", async () => {
    const listed = await call(owner, "GET", "/api/admin/staff");
    const me = listed.json.data.find((m: { email: string }) => m.email === adminEmail);
    const demote = await call(owner, "PUT", `/api/admin/staff/${me.id}`, {
      email: adminEmail,
      name: "Dr",
      role: "front_desk",
    });
    expect(demote.status).toBe(400);
    const remove = await call(owner, "DELETE", `/api/admin/staff/${me.id}`);
    expect(remove.status).toBe(400);
    const unknown = await call(owner, "PUT", `/api/admin/staff/${randomUUID()}`, {
      email: "x@clinic.example",
      name: "X",
      role: "owner",
    });
    expect(unknown.status).toBe(404);
  });

  it("changes a member's role at once, and removing them ends their sessions", async () => {
    const added = await call(owner, "POST", "/api/admin/staff", {
      email: "therapist@clinic.example",
      name: "Anil",
      role: "front_desk",
    });
    const session = await signInAs(app, "therapist@clinic.example");
    expect((await call(session, "GET", "/api/admin/measurement-reminders")).status).toBe(403);
    const changed = await call(owner, "PUT", `/api/admin/staff/${added.json.data.id}`, {
      email: "therapist@clinic.example",
      name: "Anil",
      role: "practitioner",
    });
    expect(changed.status).toBe(200);
    expect((await call(session, "GET", "/api/admin/measurement-reminders")).status).toBe(200);
    expect((await call(owner, "DELETE", `/api/admin/staff/${added.json.data.id}`)).status).toBe(200);
    expect((await call(session, "GET", "/api/admin/me")).status).toBe(401);
    const audit = await handle.db.execute(
      sql`select action from audit_log where entity = 'staff' order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      "staff.added",
      "staff.added",
      "staff.changed",
      "staff.removed",
    ]);
  });
});

describe("a patient's record for the front desk", () => {
  it("has names, contacts and bookings, but no intake answers or private notes", async () => {
    const full = fullTestApp(handle.db).app;
    const patientId = randomUUID();
    await handle.db.execute(
      sql`insert into patients (id, name, email, phone) values (${patientId}, 'Asha Rao', 'asha@example.com', '919876543210')`,
    );
    const ownerSession = await signInAs(full, adminEmail);
    const note = await full.request(`/api/admin/patients/${patientId}/notes`, {
      method: "POST",
      headers: sessionHeaders(ownerSession),
      body: JSON.stringify({ body: "Left arm 3 cm larger" }),
    });
    expect(note.status).toBe(201);
    await full.request("/api/admin/staff", {
      method: "POST",
      headers: sessionHeaders(ownerSession),
      body: JSON.stringify({ email: "reception@clinic.example", name: "Reception", role: "front_desk" }),
    });
    const desk = await signInAs(full, "reception@clinic.example");
    const seen = (await (
      await full.request(`/api/admin/patients/${patientId}`, { headers: sessionHeaders(desk) })
    ).json()) as Body;
    expect(seen.data.patient).toMatchObject({ name: "Asha Rao", email: "asha@example.com" });
    expect(seen.data.notes).toEqual([]);
    expect(seen.data.clinicalHidden).toBe(true);
    const asOwner = (await (
      await full.request(`/api/admin/patients/${patientId}`, { headers: sessionHeaders(ownerSession) })
    ).json()) as Body;
    expect(asOwner.data.notes).toHaveLength(1);
    expect(asOwner.data.clinicalHidden).toBeUndefined();
  });
});
