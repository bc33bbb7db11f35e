import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailSender } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import { adminBookingApp } from "./support/admin-test-app";
import { insertConsent, type Person, patientWorld } from "./support/patient-admin-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import type { TypedClient } from "./support/typed-client";

/** The admin's patient screens' API (decision 0099), signed in, on the real database. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const asha: Person = { name: "Asha Rao", email: "asha@example.com", phone: "+919876543210" };
const ravi: Person = { name: "Ravi Kumar", email: "Ravi.K@Mail.example", phone: "+919123400077" };
const world = () => patientWorld(handle, adminBookingApp(handle.db), 10);
const audit = async (action: string) =>
  (await handle.pool.query("select * from audit_log where action = $1 order by id", [action])).rows;

/** The admin's patient calls, typed by the document. */
const ofPatient = (patientId: string) => ({ params: { path: { patientId } } });
const patientPage = (asAdmin: TypedClient, patientId: string) =>
  asAdmin.GET("/api/admin/patients/{patientId}", ofPatient(patientId));
const search = (asAdmin: TypedClient, query: { q?: string; page?: number; pageSize?: number } = {}) =>
  asAdmin.GET("/api/admin/patients", { params: { query } });
const addNote = (asAdmin: TypedClient, patientId: string, body: string) =>
  asAdmin.POST("/api/admin/patients/{patientId}/notes", { ...ofPatient(patientId), body: { body } });
const ofNote = (patientId: string, noteId: string) => ({ params: { path: { patientId, noteId } } });
const merge = (asAdmin: TypedClient, patientId: string, otherPatientId: string) =>
  asAdmin.POST("/api/admin/patients/{patientId}/merge", {
    ...ofPatient(patientId),
    body: { otherPatientId },
  });
const split = (asAdmin: TypedClient, patientId: string, bookingId: string) =>
  asAdmin.POST("/api/admin/patients/{patientId}/split", { ...ofPatient(patientId), body: { bookingId } });

describe("GET /api/admin/patients", () => {
  it("searches by part of a name, an email (any case) or a phone's digits, with paging and the total", async () => {
    const w = await world();
    await w.paid(asha);
    await w.byClinic(asha);
    await w.paid(ravi);
    const names = async (q: string) =>
      ((await search(w.asAdmin, { q })).data?.data ?? []).map((r) => r.name).sort();
    expect(await names("")).toEqual(["Asha Rao", "Ravi Kumar"]);
    expect(await names("RAO")).toEqual(["Asha Rao"]);
    expect(await names("ravi.k@")).toEqual(["Ravi Kumar"]);
    expect(await names("98765")).toEqual(["Asha Rao"]);
    expect(await names("+91 98765 43210")).toEqual(["Asha Rao"]);
    expect(await names("0077")).toEqual(["Ravi Kumar"]);
    expect(await names("nobody")).toEqual([]);
    // A LIKE wildcard typed by the admin is matched as itself.
    expect(await names("%")).toEqual([]);
    const first = (await search(w.asAdmin, { q: "", page: 1, pageSize: 1 })).data;
    expect(first?.pagination).toEqual({ total: 2, page: 1, pageSize: 1 });
    expect(first?.data).toHaveLength(1);
    const ashaRow = (await search(w.asAdmin, { q: "asha" })).data?.data[0];
    expect(ashaRow).toMatchObject({ email: "asha@example.com", phone: "919876543210", bookingCount: 2 });
    // Both consultations are still ahead: no visit yet.
    expect(ashaRow?.lastVisitAt).toBeNull();
  });

  it("'Last visit' is the last paid or attended past consultation, never a cancelled or coming one (issue 32)", async () => {
    const w = await world();
    const past = await w.paid(asha);
    const attended = await w.byClinic(asha);
    const cancelled = await w.paid(asha);
    await w.paid(asha);
    // Two consultations that have taken place (one marked completed), and one cancelled since, all in the past.
    const moveBack = (bookingId: string, days: number) =>
      handle.pool.query(
        `update slots set start_at = now() - make_interval(days => $2), end_at = now() - make_interval(days => $2) + interval '1 hour'
         where id = (select slot_id from bookings where id = $1) returning start_at`,
        [bookingId, days],
      );
    await moveBack(past, 9);
    const last = (await moveBack(attended, 5)).rows[0].start_at as Date;
    await handle.pool.query(
      "update slots set status = 'COMPLETED' where id = (select slot_id from bookings where id = $1)",
      [attended],
    );
    expect((await w.call("DELETE", `/api/admin/bookings/${cancelled}`, { action: "cancel" })).status).toBe(
      200,
    );
    await moveBack(cancelled, 2);

    const row = (await w.call("GET", "/api/admin/patients?q=asha")).json.data[0];
    expect(row).toMatchObject({ bookingCount: 4, lastVisitAt: last.toISOString() });
    const record = (await w.call("GET", `/api/admin/patients/${row.id}`)).json.data.patient;
    expect(record.lastVisitAt).toBe(last.toISOString());
  });

  it("refuses a malformed query with field errors", async () => {
    const w = await world();
    const res = await search(w.asAdmin, { pageSize: 500, q: "x".repeat(101) });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ code: "validation_failed" });
    expect(Object.keys(res.error?.fields ?? {}).sort()).toEqual(["pageSize", "q"]);
  });
});

describe("GET /api/admin/patients/{patientId}", () => {
  it("shows bookings, consents, intake answers, messages and notes; the read is audit-logged", async () => {
    const w = await world();
    const first = await w.paid(asha);
    const second = await w.byClinic(asha);
    const patientId = (await w.patientOf(first)) as string;
    await insertConsent(handle, second, "teleconsultation", patientId);
    await handle.pool.query("insert into intakes (booking_id, answers) values ($1, $2)", [
      first,
      JSON.stringify({ reason: "Swelling in the left arm", "affected-area": ["arm", "left"] }),
    ]);
    const sent: string[] = [];
    const sender: EmailSender = { send: async (m) => void sent.push(m.to) };
    await deliverDueEmails(handle.db, sender);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect((await addNote(w.asAdmin, patientId, "Lymphoedema stage II")).response.status).toBe(201);

    const res = await patientPage(w.asAdmin, patientId);
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get("cache-control")).toBe("no-store");
    const d = res.data?.data;
    if (!d) throw new Error("no patient page");
    expect(d.patient).toMatchObject({ id: patientId, name: "Asha Rao", mergedInto: null });
    expect(d.bookings.map((b) => b.bookingId).sort()).toEqual([first, second].sort());
    expect(d.bookings[0]).toMatchObject({ status: "PAID", currency: "INR" });
    // The booking's own consents, given online in the wizard, and the one taken by phone.
    expect(d.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bookingId: first, kind: "processing", method: "online" }),
        expect.objectContaining({ bookingId: first, kind: "teleconsultation", method: "online" }),
        expect.objectContaining({ bookingId: second, kind: "teleconsultation", method: "phone" }),
      ]),
    );
    expect(d.intakes).toEqual([
      expect.objectContaining({
        bookingId: first,
        answers: { reason: "Swelling in the left arm", "affected-area": ["arm", "left"] },
      }),
    ]);
    // The patient's confirmations are logged (no text), the clinic's notices are not.
    expect(d.messages.map((m) => m.kind)).toEqual(["booking-confirmation", "booking-confirmation"]);
    expect(d.messages[0]).toMatchObject({ channel: "email" });
    expect(Object.keys(d.messages[0] ?? {}).sort()).toEqual([
      "bookingId",
      "channel",
      "id",
      "kind",
      "reference",
      "sentAt",
    ]);
    expect(d.notes).toEqual([
      expect.objectContaining({ body: "Lymphoedema stage II", author: "doctor@clinic.example" }),
    ]);
    const views = await audit("patient.view");
    expect(views).toEqual([
      expect.objectContaining({ entity: "patient", entity_id: patientId, actor: "doctor@clinic.example" }),
    ]);
  });

  it("answers 404 for an unknown record and logs no view", async () => {
    const w = await world();
    const res = await patientPage(w.asAdmin, "no-such-patient");
    expect(res.response.status).toBe(404);
    expect(res.error).toMatchObject({ code: "not_found" });
    expect(await audit("patient.view")).toEqual([]);
  });
});

describe("message log", () => {
  it("writes one row per email sent to the patient, in the sending, never for the clinic's notices", async () => {
    const w = await world();
    const bookingId = await w.paid(asha);
    const patientId = await w.patientOf(bookingId);
    const failing: EmailSender = {
      send: async () => {
        throw new Error("mail server down");
      },
    };
    await deliverDueEmails(handle.db, failing);
    expect((await handle.pool.query("select * from message_log")).rows).toEqual([]);
    // A second back: the job compares with a millisecond clock, PostgreSQL keeps microseconds.
    await handle.pool.query("update email_outbox set next_attempt_at = now() - interval '1 second'");
    await deliverDueEmails(handle.db, { send: async () => {} });
    const rows = (await handle.pool.query("select * from message_log")).rows;
    expect(rows).toEqual([
      expect.objectContaining({
        booking_id: bookingId,
        patient_id: patientId,
        channel: "email",
        kind: "booking-confirmation",
      }),
    ]);
  });
});

describe("private notes", () => {
  it("are added, changed and deleted, each audit-logged without the note's text", async () => {
    const w = await world();
    const patientId = (await w.patientOf(await w.paid(asha))) as string;
    const secret = "Mastectomy 2023, axillary clearance";
    const added = await addNote(w.asAdmin, patientId, `  ${secret}  `);
    expect(added.response.status).toBe(201);
    expect(added.data).toMatchObject({ message: "Note added", data: { body: secret } });
    const noteId = added.data?.data.id ?? "";
    const changed = await w.asAdmin.PATCH("/api/admin/patients/{patientId}/notes/{noteId}", {
      ...ofNote(patientId, noteId),
      body: { body: `${secret}, left` },
    });
    expect(changed.response.status).toBe(200);
    expect(changed.data?.data.body).toBe(`${secret}, left`);
    const deleted = await w.asAdmin.DELETE(
      "/api/admin/patients/{patientId}/notes/{noteId}",
      ofNote(patientId, noteId),
    );
    expect(deleted.response.status).toBe(200);
    expect((await handle.pool.query("select * from patient_notes")).rows).toEqual([]);
    const entries = (
      await handle.pool.query("select action, details from audit_log where entity = 'patient' order by id")
    ).rows;
    expect(entries.map((e) => e.action)).toEqual([
      "patient.note.create",
      "patient.note.update",
      "patient.note.delete",
    ]);
    expect(JSON.stringify(entries)).not.toContain("Mastectomy");
    expect(entries[0].details).toEqual({ noteId, length: secret.length });
  });

  it("refuses an empty or too long note, a note of another record, or an unknown record, changing nothing", async () => {
    const w = await world();
    const patientId = (await w.patientOf(await w.paid(asha))) as string;
    const otherId = (await w.patientOf(await w.paid(ravi))) as string;
    const empty = await addNote(w.asAdmin, patientId, "   ");
    expect(empty.response.status).toBe(400);
    expect(empty.error?.fields).toEqual({ body: "Write the note" });
    const long = await addNote(w.asAdmin, patientId, "x".repeat(5001));
    expect(long.response.status).toBe(400);
    expect(long.error?.fields?.body).toBe("A note can have at most 5000 characters");
    const noteId = (await addNote(w.asAdmin, patientId, "Kept")).data?.data.id ?? "";
    const elsewhere = await w.asAdmin.PATCH("/api/admin/patients/{patientId}/notes/{noteId}", {
      ...ofNote(otherId, noteId),
      body: { body: "Changed" },
    });
    expect(elsewhere.response.status).toBe(404);
    const removeElsewhere = await w.asAdmin.DELETE(
      "/api/admin/patients/{patientId}/notes/{noteId}",
      ofNote(otherId, noteId),
    );
    expect(removeElsewhere.response.status).toBe(404);
    expect((await addNote(w.asAdmin, "nobody", "x")).response.status).toBe(404);
    const notes = (await handle.pool.query("select body from patient_notes")).rows;
    expect(notes).toEqual([{ body: "Kept" }]);
    expect((await audit("patient.note.create")).length).toBe(1);
  });
});

describe("merge and split", () => {
  it("merges another record's bookings, consents, notes and messages into this one, and can split one back", async () => {
    const w = await world();
    const a1 = await w.paid(asha);
    // Another email and phone under another spelling: a record of its own until the admin merges.
    const a2 = await w.byClinic({ name: "Asha R", email: "asha.r@work.example", phone: "+919000000002" });
    const keep = (await w.patientOf(a1)) as string;
    const other = (await w.patientOf(a2)) as string;
    expect(keep).not.toBe(other);
    await insertConsent(handle, a2, "processing", other);
    expect((await addNote(w.asAdmin, other, "Prefers mornings")).response.status).toBe(201);
    await deliverDueEmails(handle.db, { send: async () => {} });

    const merged = await merge(w.asAdmin, keep, other);
    expect(merged.response.status).toBe(200);
    expect(merged.data).toMatchObject({ message: "Patients merged", data: { patientId: keep } });
    const count = async (table: string, id: string) =>
      Number(
        (await handle.pool.query(`select count(*) as n from ${table} where patient_id = $1`, [id])).rows[0].n,
      );
    for (const table of ["bookings", "consents", "patient_notes", "message_log"]) {
      expect(await count(table, other), table).toBe(0);
    }
    expect(await count("bookings", keep)).toBe(2);
    expect(await count("patient_notes", keep)).toBe(1);
    expect(await count("message_log", keep)).toBe(2);
    expect((await patientPage(w.asAdmin, other)).data?.data.patient.mergedInto).toBe(keep);
    expect(((await search(w.asAdmin)).data?.data ?? []).map((r) => r.id)).toEqual([keep]);
    expect(await audit("patient.merge")).toEqual([
      expect.objectContaining({ entity_id: keep, details: { mergedPatientId: other, bookingsMoved: 1 } }),
    ]);

    const splitOff = await split(w.asAdmin, keep, a2);
    expect(splitOff.response.status).toBe(200);
    const fresh = splitOff.data?.data.patientId ?? "";
    expect(fresh).not.toBe(keep);
    expect(await w.patientOf(a2)).toBe(fresh);
    expect(await count("consents", fresh)).toBe(1);
    expect(await count("message_log", fresh)).toBe(1);
    // Notes stay with the record they were written on.
    expect(await count("patient_notes", keep)).toBe(1);
    const page = (await patientPage(w.asAdmin, fresh)).data?.data;
    expect(page?.patient).toMatchObject({
      name: "Asha R",
      email: "asha.r@work.example",
      phone: "919000000002",
    });
    expect(await audit("patient.split")).toEqual([
      expect.objectContaining({ entity_id: keep, details: { bookingId: a2, newPatientId: fresh } }),
    ]);
  });

  it("refuses clearly: the same record, an unknown or merged one, a booking not theirs, the only booking", async () => {
    const w = await world();
    const a = (await w.patientOf(await w.paid(asha))) as string;
    const ravisBooking = await w.paid(ravi);
    const r = (await w.patientOf(ravisBooking)) as string;
    const self = await merge(w.asAdmin, a, a);
    expect(self.response.status).toBe(400);
    expect(self.error?.fields).toEqual({
      otherPatientId: expect.stringContaining("cannot be merged into itself"),
    });
    expect((await merge(w.asAdmin, a, "nobody")).response.status).toBe(404);
    expect((await merge(w.asAdmin, "nobody", a)).response.status).toBe(404);
    const notTheirs = await split(w.asAdmin, a, ravisBooking);
    expect(notTheirs.response.status).toBe(400);
    expect(notTheirs.error?.fields).toEqual({ bookingId: "This booking does not belong to this patient." });
    const only = await split(w.asAdmin, r, ravisBooking);
    expect(only.response.status).toBe(409);
    expect(only.error?.message).toMatch(/only booking/);
    expect((await merge(w.asAdmin, a, r)).response.status).toBe(200);
    const again = await merge(w.asAdmin, a, r);
    expect(again.response.status).toBe(409);
    expect(again.error?.fields).toEqual({ otherPatientId: expect.stringContaining("merged or erased") });
    const intoMerged = await addNote(w.asAdmin, r, "x");
    expect(intoMerged.response.status).toBe(409);
    expect((await audit("patient.merge")).length).toBe(1);
  });
});

describe("suggested links (decision 0114)", () => {
  const meera: Person = { name: "Meera Iyer", email: "meera@example.com", phone: "+919811112222" };
  const otherEmail = "meera.new@example.net";
  /** Meera's record, and a booking with her name and phone but another email, kept apart with a suggestion. */
  async function keptApart() {
    const w = await world();
    const older = (await w.patientOf(await w.paid(meera))) as string;
    const newer = (await w.patientOf(await w.paid({ ...meera, email: otherEmail }))) as string;
    const suggestions = (await patientPage(w.asAdmin, older)).data?.data.linkSuggestions ?? [];
    expect(suggestions).toHaveLength(1);
    const suggestionId = suggestions[0]?.id ?? "";
    /** The admin's answer to a suggested link, from a record's page. */
    const settle = (patientId: string, action: "confirm" | "dismiss", id = suggestionId) => {
      const params = { params: { path: { patientId, suggestionId: id } } };
      return action === "confirm"
        ? w.asAdmin.POST("/api/admin/patients/{patientId}/link-suggestions/{suggestionId}/confirm", params)
        : w.asAdmin.POST("/api/admin/patients/{patientId}/link-suggestions/{suggestionId}/dismiss", params);
    };
    return { w, older, newer, suggestionId, settle };
  }
  const suggestion = async (id: string) =>
    (await handle.pool.query("select * from patient_link_suggestions where id = $1", [id])).rows[0];
  const bookingsOf = async (patientId: string) =>
    Number(
      (await handle.pool.query("select count(*) as n from bookings where patient_id = $1", [patientId]))
        .rows[0].n,
    );

  it("confirming merges the newer record into the older one, settles the suggestion and logs ids only", async () => {
    const { w, older, newer, suggestionId, settle } = await keptApart();
    // From the newer record's page: the older record is kept all the same.
    const res = await settle(newer, "confirm");
    expect(res.response.status).toBe(200);
    expect(res.data).toMatchObject({ message: "Patients merged", data: { patientId: older } });
    expect(await bookingsOf(older)).toBe(2);
    expect(await bookingsOf(newer)).toBe(0);
    expect((await patientPage(w.asAdmin, newer)).data?.data.patient.mergedInto).toBe(older);
    expect(await suggestion(suggestionId)).toMatchObject({
      resolution: "merged",
      resolved_by: "doctor@clinic.example",
      resolved_at: expect.any(Date),
    });
    expect((await patientPage(w.asAdmin, older)).data?.data.linkSuggestions).toEqual([]);
    const listed = (await search(w.asAdmin)).data?.data;
    expect(listed).toEqual([expect.objectContaining({ id: older, linkSuggestions: 0 })]);
    const confirmed = await audit("patient.link_suggestion.confirmed");
    expect(confirmed).toEqual([
      expect.objectContaining({
        entity: "patient",
        entity_id: older,
        actor: "doctor@clinic.example",
        details: { suggestionId, mergedPatientId: newer },
      }),
    ]);
    expect(await audit("patient.merge")).toEqual([
      expect.objectContaining({ entity_id: older, details: { mergedPatientId: newer, bookingsMoved: 1 } }),
    ]);
    const logged = JSON.stringify(
      (await handle.pool.query("select details from audit_log where action like 'patient.link%'")).rows,
    );
    for (const secret of ["Meera", "meera@", otherEmail, "9811112222"]) expect(logged).not.toContain(secret);
    // Already settled: both answers are refused, and nothing more is logged.
    for (const action of ["confirm", "dismiss"] as const) {
      const again = await settle(older, action);
      expect(again.response.status).toBe(409);
      expect(again.error).toMatchObject({
        code: "conflict",
        message: "This suggested link was already merged or dismissed.",
      });
    }
    expect(await audit("patient.link_suggestion.confirmed")).toHaveLength(1);
  });

  it("dismissing keeps the records apart, and the same pair is not suggested again", async () => {
    const { w, older, newer, suggestionId, settle } = await keptApart();
    const res = await settle(older, "dismiss");
    expect(res.response.status).toBe(200);
    expect(res.data).toMatchObject({ message: "Kept as separate records", data: { id: suggestionId } });
    expect([await bookingsOf(older), await bookingsOf(newer)]).toEqual([1, 1]);
    expect(await suggestion(suggestionId)).toMatchObject({
      resolution: "dismissed",
      resolved_by: "doctor@clinic.example",
    });
    for (const id of [older, newer])
      expect((await patientPage(w.asAdmin, id)).data?.data.linkSuggestions).toEqual([]);
    expect(await audit("patient.link_suggestion.dismissed")).toEqual([
      expect.objectContaining({ entity_id: older, details: { suggestionId, otherPatientId: newer } }),
    ]);
    // The same person books again with the same details: their own record, no new suggestion.
    const again = await w.paid({ ...meera, email: otherEmail });
    expect(await w.patientOf(again)).toBe(newer);
    expect((await handle.pool.query("select count(*)::int as n from patient_link_suggestions")).rows).toEqual(
      [{ n: 1 }],
    );
    const listed = (await search(w.asAdmin)).data?.data ?? [];
    expect(listed.map((r) => r.linkSuggestions)).toEqual([0, 0]);
    expect((await settle(newer, "confirm")).response.status).toBe(409);
    expect(await bookingsOf(older)).toBe(1);
  });

  it("answers 404 for an unknown suggestion or one of another record, changing nothing", async () => {
    const { w, older, suggestionId, settle } = await keptApart();
    const ravis = (await w.patientOf(await w.paid(ravi))) as string;
    for (const [label, res] of [
      ["an unknown suggestion", await settle(older, "confirm", "no-such-suggestion")],
      ["another record's, confirmed", await settle(ravis, "confirm")],
      ["another record's, dismissed", await settle(ravis, "dismiss")],
      ["an unknown record", await settle("nobody", "dismiss")],
    ] as const) {
      expect(res.response.status, label).toBe(404);
      expect(res.error).toMatchObject({ code: "not_found", message: "This suggested link does not exist." });
    }
    expect(await suggestion(suggestionId)).toMatchObject({ resolution: null, resolved_at: null });
    expect(await audit("patient.merge")).toEqual([]);
  });

  it("a merge by hand settles the pending suggestion between the two records as merged", async () => {
    const { w, older, newer, suggestionId, settle } = await keptApart();
    const merged = await merge(w.asAdmin, older, newer);
    expect(merged.response.status).toBe(200);
    expect(await suggestion(suggestionId)).toMatchObject({
      resolution: "merged",
      resolved_by: "doctor@clinic.example",
    });
    expect((await settle(older, "confirm")).response.status).toBe(409);
  });
});
