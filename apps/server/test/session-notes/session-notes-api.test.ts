import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";
import { lymphoedemaValues, notePath, practitionerEmail, sessionNoteWorld } from "./session-note-world";

/** Session notes (issue 36; decision 0135): templates, saving, signing, locking and amendments. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;
const noteCount = async () => Number((await q("select count(*) from session_notes"))[0].count);
/** Moves the note's signature back, as if signed `hours` ago (the lock is 24 h after signing). */
const signedHoursAgo = (bookingId: string, hours: number) =>
  q(`update session_notes set signed_at = now() - make_interval(hours => $2) where booking_id = $1`, [
    bookingId,
    hours,
  ]);

describe("GET /api/admin/session-note-templates", () => {
  it("lists the shipped templates (stored at start, and by the tests' reset)", async () => {
    const { practitioner } = await sessionNoteWorld(handle);
    const res = await practitioner("GET", "/api/admin/session-note-templates");
    expect(res.status, res.text).toBe(200);
    const ids = res.json.data.items.map((t: { id: string }) => t.id);
    expect(ids).toEqual(expect.arrayContaining(["lymphoedema-session", "soap"]));
    const soap = res.json.data.items.find((t: { id: string }) => t.id === "soap");
    expect(soap.fields.map((f: { id: string }) => f.id)).toEqual([
      "subjective",
      "objective",
      "assessment",
      "plan",
    ]);
    const lymph = res.json.data.items.find((t: { id: string }) => t.id === "lymphoedema-session");
    expect(lymph.fields.find((f: { id: string }) => f.id === "pain")).toMatchObject({
      type: "number",
      min: 0,
      max: 10,
    });
    expect(Number((await q("select count(*) from session_note_templates"))[0].count)).toBe(2);
  });

  it("lets the owner edit a template, refuses a bad one with field errors, and the practitioner with 403", async () => {
    const { owner, practitioner } = await sessionNoteWorld(handle);
    const body = {
      name: "SOAP (short)",
      fields: [
        { id: "subjective", label: "Subjective", type: "text", section: "subjective" },
        { id: "pain", label: "Pain", type: "number", min: 0, max: 10, section: "subjective" },
      ],
    };
    const saved = await owner("PUT", "/api/admin/session-note-templates/soap", body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({
      id: "soap",
      name: "SOAP (short)",
      updatedBy: "doctor@clinic.example",
    });
    // Read again: the clinic's edit stays (the shipped template is not stored over it).
    const list = await owner("GET", "/api/admin/session-note-templates");
    expect(list.json.data.items.find((t: { id: string }) => t.id === "soap").name).toBe("SOAP (short)");

    const bad = await owner("PUT", "/api/admin/session-note-templates/soap", {
      name: "SOAP",
      fields: [
        { id: "a", label: "A", type: "choice", options: ["only"], section: "plan" },
        { id: "a", label: "B", type: "number", min: 5, max: 1, section: "plan" },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe("validation_failed");
    expect(Object.keys(bad.json.fields)).toEqual(
      expect.arrayContaining(["fields.0.options", "fields.1.max", "fields.1.id"]),
    );
    const refused = await practitioner("PUT", "/api/admin/session-note-templates/soap", body);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("forbidden_role");
    expect((await owner("PUT", "/api/admin/session-note-templates/nothing", body)).status).toBe(404);
  });
});

describe("GET/PUT /api/admin/bookings/{id}/session-note", () => {
  it("answers null before a note, 404 for no such appointment", async () => {
    const { owner, bookingId } = await sessionNoteWorld(handle);
    const none = await owner("GET", notePath(bookingId));
    expect(none.status, none.text).toBe(200);
    expect(none.json.data).toBeNull();
    expect((await owner("GET", notePath("no-such-booking"))).status).toBe(404);
    const put = await owner("PUT", notePath("no-such-booking"), { templateId: "soap", fields: {} });
    expect(put.status).toBe(404);
  });

  it("saves a draft checked against its template, one note per appointment", async () => {
    const { owner, bookingId } = await sessionNoteWorld(handle);
    const res = await owner("PUT", notePath(bookingId), {
      templateId: "lymphoedema-session",
      fields: lymphoedemaValues,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe("Draft saved");
    expect(res.json.data).toMatchObject({
      bookingId,
      templateId: "lymphoedema-session",
      fields: lymphoedemaValues,
      author: "doctor@clinic.example",
      signedAt: null,
      lockedAt: null,
      locked: false,
    });
    expect(res.json.data.versions).toMatchObject([
      { number: 1, kind: "draft", author: "doctor@clinic.example" },
    ]);
    // A second save is the same note (one per appointment), and a draft may change its template.
    const again = await owner("PUT", notePath(bookingId), {
      templateId: "soap",
      fields: { plan: "Walk daily" },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.json.data.id).toBe(res.json.data.id);
    expect(again.json.data.versions.map((v: { kind: string }) => v.kind)).toEqual(["draft", "draft"]);
    expect(await noteCount()).toBe(1);
    const read = await owner("GET", notePath(bookingId));
    expect(read.json.data.fields).toEqual({ plan: "Walk daily" });
  });

  it("refuses an unknown field, a number out of range, a wrong type and an unknown template, changing nothing", async () => {
    const { owner, bookingId } = await sessionNoteWorld(handle);
    const cases: Array<[unknown, string]> = [
      [{ templateId: "lymphoedema-session", fields: { colour: "blue" } }, "fields.colour"],
      [{ templateId: "lymphoedema-session", fields: { pain: 11 } }, "fields.pain"],
      [{ templateId: "lymphoedema-session", fields: { garment_hours: -1 } }, "fields.garment_hours"],
      [{ templateId: "lymphoedema-session", fields: { stemmer_sign: "yes" } }, "fields.stemmer_sign"],
      [{ templateId: "lymphoedema-session", fields: { garment_class: "V" } }, "fields.garment_class"],
      [{ templateId: "lymphoedema-session", fields: { symptoms: 3 } }, "fields.symptoms"],
      [{ templateId: "nothing", fields: {} }, "templateId"],
      [{ templateId: "soap", fields: {}, sign: false }, "sign"],
    ];
    for (const [body, field] of cases) {
      const res = await owner("PUT", notePath(bookingId), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe("validation_failed");
      expect(Object.keys(res.json.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const pain = await owner("PUT", notePath(bookingId), {
      templateId: "lymphoedema-session",
      fields: { pain: 11 },
    });
    expect(pain.json.fields["fields.pain"]).toBe("Enter a number from 0 to 10");
    expect(await noteCount()).toBe(0);
  });

  it("is signed by its author, locks 24 hours later, and is amended afterwards with every version kept", async () => {
    const { owner, practitioner, bookingId } = await sessionNoteWorld(handle);
    await owner("PUT", notePath(bookingId), { templateId: "lymphoedema-session", fields: { pain: 3 } });
    // Another clinician cannot sign or change it before it locks.
    const notYours = await practitioner("PUT", notePath(bookingId), {
      templateId: "lymphoedema-session",
      fields: { pain: 5 },
      sign: true,
    });
    expect(notYours.status).toBe(403);
    expect(notYours.json.code).toBe("forbidden");

    const signed = await owner("PUT", notePath(bookingId), {
      templateId: "lymphoedema-session",
      fields: lymphoedemaValues,
      sign: true,
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.json.message).toBe("Note signed");
    const signedAt = Date.parse(signed.json.data.signedAt);
    expect(Math.abs(signedAt - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(signed.json.data.lockedAt) - signedAt).toBe(24 * 3_600_000);
    expect(signed.json.data.locked).toBe(false);

    // Before the lock, the author's save is an edit of the signed note; its template stays.
    const edited = await owner("PUT", notePath(bookingId), {
      templateId: "lymphoedema-session",
      fields: { ...lymphoedemaValues, pain: 2 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data.signedAt).toBe(signed.json.data.signedAt);
    const otherTemplate = await owner("PUT", notePath(bookingId), { templateId: "soap", fields: {} });
    expect(otherTemplate.status).toBe(400);
    expect(otherTemplate.json.fields.templateId).toBe("A signed note keeps its template");

    await signedHoursAgo(bookingId, 25);
    const locked = await owner("GET", notePath(bookingId));
    expect(locked.json.data.locked).toBe(true);
    const amended = await practitioner("PUT", notePath(bookingId), {
      templateId: "lymphoedema-session",
      fields: { ...lymphoedemaValues, plan: "Refer for garment refit" },
    });
    expect(amended.status, amended.text).toBe(200);
    expect(amended.json.message).toBe("Amendment recorded");
    expect(amended.json.data).toMatchObject({ author: "doctor@clinic.example", locked: true });
    expect(amended.json.data.fields.plan).toBe("Refer for garment refit");
    expect(
      amended.json.data.versions.map((v: { number: number; kind: string; author: string }) => [
        v.number,
        v.kind,
        v.author,
      ]),
    ).toEqual([
      [1, "draft", "doctor@clinic.example"],
      [2, "signed", "doctor@clinic.example"],
      [3, "edited", "doctor@clinic.example"],
      [4, "amendment", practitionerEmail],
    ]);
    // Each version holds what was saved then.
    expect(amended.json.data.versions[1].fields).toEqual(lymphoedemaValues);
    expect(amended.json.data.versions[2].fields.pain).toBe(2);
  });

  it("lists a patient's notes by date for the patient page, without their values", async () => {
    const { owner, bookingId, patientId } = await sessionNoteWorld(handle);
    await owner("PUT", notePath(bookingId), {
      templateId: "soap",
      fields: { plan: "Walk daily" },
      sign: true,
    });
    const res = await owner("GET", `/api/admin/patients/${patientId}/session-notes`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.items).toMatchObject([
      { bookingId, templateId: "soap", author: "doctor@clinic.example", locked: false, amendments: 0 },
    ]);
    expect(res.text).not.toContain("Walk daily");
  });
});
