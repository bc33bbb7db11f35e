import { defaultBusinessHours } from "@clinic/contract/admin-settings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import type { EmailMessage } from "../../src/integrations/email/email-sender";
import { deliverDueEmails } from "../../src/services/booking-email-service";
import {
  type AdminBookingApp,
  type AdminCall,
  adminBookingApp,
  sessionHeaders,
  signedInCaller,
  signInAs,
} from "../support/admin-test-app";
import { makeSlots } from "../support/booking-fixtures";
import { billing, patientPays, pdfOf } from "../support/receipt-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/** Issue 34: a practitioner's own colour, registration number (on their receipts) and business hours. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const therapist = { email: "therapist@clinic.example", name: "Anil", role: "practitioner" };
const ownHours = {
  ...defaultBusinessHours,
  monday: { closed: false, open: "07:30", close: "13:00" },
  saturday: { closed: false, open: "10:00", close: "14:00" },
};

async function setUp(): Promise<{ app: AdminBookingApp; call: AdminCall }> {
  const app = adminBookingApp(handle.db);
  return { app, call: await signedInCaller(app) };
}

const memberOf = async (call: AdminCall, id: string) =>
  (await call("GET", "/api/admin/staff")).json.data.find((m: { id: string }) => m.id === id);

describe("a practitioner's own details", () => {
  it("round-trips colour, registration number and hours; a PUT without them keeps them, null clears them", async () => {
    const { call } = await setUp();
    const added = await call("POST", "/api/admin/staff", {
      ...therapist,
      colour: "#8a3ffc",
      registrationNumber: "  KMC/PT/7788  ",
      businessHours: ownHours,
    });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({
      colour: "#8a3ffc",
      registrationNumber: "KMC/PT/7788",
      businessHours: ownHours,
    });
    const id = added.json.data.id as string;

    // Email, name and role only (an older caller): the details stay.
    const renamed = await call("PUT", `/api/admin/staff/${id}`, { ...therapist, name: "Anil K" });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({
      name: "Anil K",
      colour: "#8a3ffc",
      registrationNumber: "KMC/PT/7788",
      businessHours: ownHours,
    });
    // The agenda (every role's list of practitioners) carries the colour and hours for the slot form.
    const agenda = await call("GET", "/api/admin/agenda?from=2026-12-01&to=2026-12-01");
    expect(agenda.json.data.practitioners).toContainEqual({
      id,
      name: "Anil K",
      colour: "#8a3ffc",
      businessHours: ownHours,
    });

    const cleared = await call("PUT", `/api/admin/staff/${id}`, {
      ...therapist,
      colour: null,
      registrationNumber: "",
      businessHours: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).toMatchObject({ colour: null, registrationNumber: null, businessHours: null });
    expect(await memberOf(call, id)).toMatchObject({
      colour: null,
      registrationNumber: null,
      businessHours: null,
    });

    const audit = await handle.db.execute<{ details: Record<string, unknown> }>(
      sql`select details from audit_log where action = 'staff.changed' order by id`,
    );
    // The rename names no detail; the clearing names each, before and after.
    expect(audit.rows[0]?.details).toEqual({
      email: therapist.email,
      role: "practitioner",
      before: { email: therapist.email, role: "practitioner" },
    });
    expect(audit.rows[1]?.details).toEqual({
      email: therapist.email,
      role: "practitioner",
      colour: null,
      registrationNumber: null,
      businessHours: null,
      before: {
        email: therapist.email,
        role: "practitioner",
        colour: "#8a3ffc",
        registrationNumber: "KMC/PT/7788",
        businessHours: ownHours,
      },
    });
  });

  it("refuses a bad colour, registration number or hours with a reason per field, storing nothing", async () => {
    const { call } = await setUp();
    const bad = await call("POST", "/api/admin/staff", {
      ...therapist,
      colour: "purple",
      registrationNumber: `KMC\u0007${"9".repeat(10)}`,
      businessHours: { ...ownHours, monday: { closed: false, open: "13:00", close: "07:30" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      colour: expect.stringContaining("#"),
      registrationNumber: expect.stringContaining("control"),
      "businessHours.monday.close": expect.stringContaining("before"),
    });
    const tooLong = await call("POST", "/api/admin/staff", {
      ...therapist,
      registrationNumber: "9".repeat(61),
      businessHours: { monday: ownHours.monday },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.json.fields)).toEqual(
      expect.arrayContaining(["registrationNumber", "businessHours.tuesday"]),
    );
    expect((await call("GET", "/api/admin/staff")).json.data).toHaveLength(1);
  });

  it("refuses the front desk and practitioners a change of anyone's details (403), as for every staff change", async () => {
    const { app, call } = await setUp();
    const added = await call("POST", "/api/admin/staff", therapist);
    await call("POST", "/api/admin/staff", {
      email: "desk@clinic.example",
      name: "Desk",
      role: "front_desk",
    });
    for (const email of [therapist.email, "desk@clinic.example"]) {
      const session = await signInAs(app, email);
      const res = await app.request(`/api/admin/staff/${added.json.data.id}`, {
        method: "PUT",
        headers: sessionHeaders(session),
        body: JSON.stringify({ ...therapist, registrationNumber: "MINE/1" }),
      });
      expect(res.status, email).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("forbidden_role");
    }
    expect((await memberOf(call, added.json.data.id)).registrationNumber).toBeNull();
  });
});

describe("the registration number on a receipt (issue 34)", () => {
  it("is the slot's practitioner's when they have one, else the clinic's; a receipt keeps the one it was issued with", async () => {
    const { app, call } = await setUp();
    expect((await call("PUT", "/api/admin/settings", { receipts: billing })).status).toBe(200);
    const added = await call("POST", "/api/admin/staff", { ...therapist, registrationNumber: "KMC/PT/7788" });
    const slots = await makeSlots(handle.db, 2);
    const theirs = slots[0]?.startAt as string;
    await handle.db.execute(
      sql`update slots set practitioner_id = ${added.json.data.id} where start_at = ${theirs}::timestamptz`,
    );
    const ids = (await call("GET", "/api/admin/slots/all")).json.data as Array<{
      slotId: string;
      startAt: string;
    }>;
    const slotAt = (at: string) =>
      ids.find((s) => Date.parse(s.startAt) === Date.parse(at))?.slotId as string;
    const withTherapist = await patientPays(handle.db, app, slotAt(theirs));
    const withClinic = await patientPays(handle.db, app, slotAt(slots[1]?.startAt as string));
    const session = await signInAs(app);
    const receipt = async (bookingId: string) =>
      pdfOf(
        await app.request(`/api/admin/bookings/${bookingId}/receipt.pdf`, {
          headers: sessionHeaders(session),
        }),
      );

    expect(await receipt(withTherapist.bookingId)).toContain("Registration No.: KMC/PT/7788");
    expect(await receipt(withTherapist.bookingId)).not.toContain("KAR/PT/0456");
    expect(await receipt(withClinic.bookingId)).toContain(`Registration No.: ${billing.registrationNumber}`);

    // The emails sign off with the same number: the appointment's practitioner's, else the clinic's.
    const sent: EmailMessage[] = [];
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
    const confirmation = (bookingId: string) =>
      sent.find((m) => m.kind === "booking-confirmation" && m.text.includes(bookingReference(bookingId)));
    const references = await handle.db.execute<{ id: string; reference: string }>(
      sql`select id, reference from bookings`,
    );
    const bookingReference = (id: string) => references.rows.find((r) => r.id === id)?.reference as string;
    expect(confirmation(withTherapist.bookingId)?.text).toMatch(/\n\nRegistration No\.: KMC\/PT\/7788$/);
    expect(confirmation(withClinic.bookingId)?.text).toMatch(
      new RegExp(`Registration No\\.: ${billing.registrationNumber}$`),
    );

    // A later change on the Users screen changes no receipt already issued.
    await call("PUT", `/api/admin/staff/${added.json.data.id}`, {
      ...therapist,
      registrationNumber: "NEW/1",
    });
    expect(await receipt(withTherapist.bookingId)).toContain("Registration No.: KMC/PT/7788");
  });
});
