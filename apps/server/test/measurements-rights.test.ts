import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { findPatient } from "../src/db/patient-rights-repository";
import { erasePatient } from "../src/services/patient-rights/erase-record";
import { collectRecord } from "../src/services/patient-rights/export-my-data";
import { runRetention } from "../src/services/patient-rights/retention";
import { type AdminCall, adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * The tracker's sessions and the patient's rights (decision 0102 extended by 0107): in the export,
 * removed by erasure and by retention, moved by a merge.
 */
let handle: DatabaseHandle;
let call: AdminCall;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  call = await signedInCaller(adminBookingApp(handle.db));
});

const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;

async function patientWithSessions(name: string, sessions = 2): Promise<string> {
  const id = randomUUID();
  await q("insert into patients (id, name, email) values ($1, $2, $3)", [id, name, `${id}@example.com`]);
  for (let i = 0; i < sessions; i++) {
    const res = await call("POST", `/api/admin/patients/${id}/measurements`, {
      takenOn: `2026-0${i + 1}-15`,
      limb: "left_arm",
      spacingCm: 4,
      affectedCm: [20 + i, 22, 24],
      otherCm: [20, 21, 22],
      notes: "Tamoxifen; pitting oedema",
      homeCareNote: "Lymph drainage twice a day",
    });
    if (res.status !== 201) throw new Error(res.text);
  }
  await q(
    "insert into measurement_reminders (patient_id, kind, due_on) values ($1, 'remeasure', '2026-05-01')",
    [id],
  );
  return id;
}

const sessionsOf = async (id: string) =>
  Number((await q("select count(*) from measurement_sessions where patient_id = $1", [id]))[0].count);

describe("the measurements and the patient's rights", () => {
  it("are part of the patient's data export, with their volumes and notes", async () => {
    const id = await patientWithSessions("Asha Rao");
    const patient = await findPatient(handle.db, id);
    const data = await collectRecord(
      handle.db,
      { level: "record", patient, bookingIds: [] },
      { bookingId: "" },
      {
        now: new Date(),
        questions: [],
      },
    );
    expect(data.measurements).toHaveLength(2);
    expect(data.measurements[0]).toMatchObject({
      affectedVolumeMl: 309,
      differencePercent: 10,
      homeCareNote: "Lymph drainage twice a day",
    });
  });

  it("are removed by erasure, with their reminders; the audit counts them without values", async () => {
    const id = await patientWithSessions("Asha Rao");
    const kept = await patientWithSessions("Ravi Kumar", 1);
    const result = await erasePatient(handle.db, id, "doctor@clinic.example");
    expect(result.measurements).toBe(2);
    expect(await sessionsOf(id)).toBe(0);
    expect(await q("select * from measurement_reminders where patient_id = $1", [id])).toEqual([]);
    expect(await sessionsOf(kept)).toBe(1);
    const [step] = await q(
      "select details from audit_log where action = 'patient.erase.notes' and entity_id = $1",
      [id],
    );
    expect(step.details).toMatchObject({ measurements: 2 });
    // Ids are random: one may hold "309" (the affected volume) by chance, so they go first.
    const audit = JSON.stringify(await q("select details from audit_log")).replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
      "<id>",
    );
    expect(audit).toContain("<id>");
    expect(audit).not.toMatch(/Tamoxifen|drainage|309/);
  });

  it("are removed by retention once the notes' period has passed since the last visit", async () => {
    const old = await patientWithSessions("Asha Rao");
    const recent = await patientWithSessions("Ravi Kumar");
    await q("update patients set last_visit_at = now() - interval '4 years' where id = $1", [old]);
    await q("update patients set last_visit_at = now() - interval '1 year' where id = $1", [recent]);
    expect((await runRetention(handle.db)).records).toBe(1);
    expect(await sessionsOf(old)).toBe(0);
    expect(await sessionsOf(recent)).toBe(2);
    expect((await runRetention(handle.db)).records).toBe(0);
  });

  it("are found by retention when the notes' period is over but the intake's is not", async () => {
    // Notes (and sessions) after 2 years, intake after 10: only the sessions make the record due.
    await call("PUT", "/api/admin/settings", { retention: { intakeYears: 10, notesYears: 2 } });
    const id = await patientWithSessions("Asha Rao", 1);
    await q("update patients set last_visit_at = now() - interval '3 years' where id = $1", [id]);
    expect((await runRetention(handle.db)).records).toBe(1);
    expect(await sessionsOf(id)).toBe(0);
    const [patient] = await q("select erased_at from patients where id = $1", [id]);
    expect(patient.erased_at).toBeNull();
  });

  it("move with a merge", async () => {
    const kept = await patientWithSessions("Asha Rao", 1);
    const other = await patientWithSessions("Asha R.", 2);
    const res = await call("POST", `/api/admin/patients/${kept}/merge`, { otherPatientId: other });
    expect(res.status, res.text).toBe(200);
    expect(await sessionsOf(kept)).toBe(3);
    expect(await sessionsOf(other)).toBe(0);
  });
});
