import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { findPatient } from "../../src/db/patient-rights-repository";
import { erasePatient } from "../../src/services/patient-rights/erase-record";
import { collectRecord } from "../../src/services/patient-rights/export-my-data";
import { runRetention } from "../../src/services/patient-rights/retention";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";
import { lymphoedemaValues, notePath, sessionNoteWorld } from "./session-note-world";

/**
 * Session notes are health data (issue 36; decision 0135): the front desk is refused, the audit log
 * holds ids only, the export has them and erasure and retention remove them.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;
const notesOf = async (bookingId: string) =>
  Number((await q("select count(*) from session_notes where booking_id = $1", [bookingId]))[0].count);

async function signedNote() {
  const world = await sessionNoteWorld(handle);
  const res = await world.owner("PUT", notePath(world.bookingId), {
    templateId: "lymphoedema-session",
    fields: lymphoedemaValues,
    sign: true,
  });
  if (res.status !== 200) throw new Error(res.text);
  return world;
}

describe("session notes and the roles", () => {
  it("refuse the front desk every call with 403 forbidden_role, changing nothing", async () => {
    const { desk, bookingId, patientId } = await signedNote();
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/session-note-templates"],
      ["PUT", "/api/admin/session-note-templates/soap", { name: "X", fields: [] }],
      ["GET", notePath(bookingId)],
      ["PUT", notePath(bookingId), { templateId: "soap", fields: { plan: "x" } }],
      ["GET", `/api/admin/patients/${patientId}/session-notes`],
    ];
    for (const [method, path, body] of calls) {
      const res = await desk(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.code).toBe("forbidden_role");
      expect(res.text).not.toContain("chemotherapy");
    }
    expect(Number((await q("select count(*) from session_note_versions"))[0].count)).toBe(1);
  });
});

describe("session notes and the patient's rights", () => {
  it("leave their values out of the audit log: action and ids only", async () => {
    const { bookingId } = await signedNote();
    const entries = await q("select action, entity, entity_id, details from audit_log where entity_id = $1", [
      bookingId,
    ]);
    expect(entries).toMatchObject([{ action: "booking.session_note.signed", entity: "booking" }]);
    expect(Object.keys(entries[0].details).sort()).toEqual(["noteId", "templateId", "version"]);
    const all = JSON.stringify(await q("select details from audit_log"));
    expect(all).not.toMatch(/chemotherapy|bandaging|Mild/);
  });

  it("are in the patient's data export, with their versions", async () => {
    const { bookingId, patientId } = await signedNote();
    const patient = await findPatient(handle.db, patientId as string);
    const data = await collectRecord(
      handle.db,
      { level: "record", patient, bookingIds: [bookingId] },
      { bookingId },
      { now: new Date(), questions: [] },
    );
    expect(data.sessionNotes).toHaveLength(1);
    expect(data.sessionNotes?.[0]).toMatchObject({
      bookingId,
      templateId: "lymphoedema-session",
      fields: lymphoedemaValues,
      versions: [{ number: 1, kind: "signed" }],
    });
    // Each value named as the template labels it, in the template's order.
    const labels = data.sessionNotes?.[0]?.labels ?? {};
    expect(labels).toMatchObject({ pain: "Pain (0–10)", stemmer_sign: "Stemmer sign positive" });
    expect(Object.keys(labels).indexOf("symptoms")).toBeLessThan(Object.keys(labels).indexOf("plan"));
    expect(Object.keys(labels)).toEqual(expect.arrayContaining(Object.keys(lymphoedemaValues)));
  });

  it("are removed by erasure, counted without values", async () => {
    const { bookingId, patientId } = await signedNote();
    const result = await erasePatient(handle.db, patientId as string, "doctor@clinic.example");
    expect(result.sessionNotes).toBe(1);
    expect(await notesOf(bookingId)).toBe(0);
    expect(Number((await q("select count(*) from session_note_versions"))[0].count)).toBe(0);
    const [step] = await q(
      "select details from audit_log where action = 'patient.erase.notes' and entity_id = $1",
      [patientId],
    );
    expect(step.details).toMatchObject({ sessionNotes: 1 });
  });

  it("are removed by retention once the notes' period has passed since the last visit", async () => {
    const { bookingId, patientId } = await signedNote();
    await q("update patients set last_visit_at = now() - interval '1 year' where id = $1", [patientId]);
    expect((await runRetention(handle.db)).records).toBe(0);
    expect(await notesOf(bookingId)).toBe(1);
    await q("update patients set last_visit_at = now() - interval '11 years' where id = $1", [patientId]);
    expect((await runRetention(handle.db)).records).toBe(1);
    expect(await notesOf(bookingId)).toBe(0);
  });

  it("of a booking linked to no patient are removed by retention too", async () => {
    const { bookingId } = await signedNote();
    await q("update bookings set patient_id = null where id = $1", [bookingId]);
    await q(
      "update slots set start_at = now() - interval '11 years', end_at = now() - interval '11 years' + interval '30 minutes' where id = (select slot_id from bookings where id = $1)",
      [bookingId],
    );
    expect((await runRetention(handle.db)).records).toBeGreaterThan(0);
    expect(await notesOf(bookingId)).toBe(0);
  });
});
