import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { type AdminCall, adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/** The lymphoedema tracker's admin API (issue 23; decision 0107), signed in, on the real database. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function world(): Promise<{ call: AdminCall; patientId: string }> {
  const patientId = randomUUID();
  await handle.pool.query(
    "insert into patients (id, name, email) values ($1, 'Asha Rao', 'asha@example.com')",
    [patientId],
  );
  return { call: await signedInCaller(adminBookingApp(handle.db)), patientId };
}

const count = async (table: string) =>
  Number((await handle.pool.query(`select count(*) from ${table}`)).rows[0].count);
const audit = async (action: string) =>
  (await handle.pool.query("select * from audit_log where action = $1 order by id", [action])).rows;

/** The clinic's day (Asia/Kolkata, the test app's zone) shifted by `days`. */
function clinicDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(d);
}

describe("POST /api/admin/patients/{patientId}/measurements", () => {
  it("stores the session as entered and answers its volumes (the contract's worked example)", async () => {
    const { call, patientId } = await world();
    const res = await call("POST", `/api/admin/patients/${patientId}/measurements`, {
      takenOn: clinicDay(-30),
      limb: "left_arm",
      spacingCm: 4,
      affectedCm: [20, 22, 24],
      otherCm: [20, 21, 22],
      referencePoint: "wrist crease",
      islStage: "II",
      garmentKind: "Sleeve",
      garmentClass: "II",
      garmentIssuedOn: clinicDay(-30),
      notes: "Pitting at the forearm",
      homeCareNote: "Wear the sleeve by day",
    });
    expect(res.status, res.text).toBe(201);
    // 2912/(3π) = 308.97 ml, 2648/(3π) = 280.96 ml, 264/2648 = 9.97 % → 10.0 % (limb-volume.test.ts)
    expect(res.json.data).toMatchObject({
      patientId,
      limb: "left_arm",
      affectedCm: [20, 22, 24],
      otherCm: [20, 21, 22],
      affectedVolumeMl: 309,
      otherVolumeMl: 281,
      differenceMl: 28,
      differencePercent: 10,
      volumeChangeMl: 0,
      flag: "clinical",
      flagBasis: "difference",
      islStage: "II",
      homeCareNote: "Wear the sleeve by day",
      createdBy: "doctor@clinic.example",
    });
    expect(res.json.data.baselineId).toBe(res.json.data.id);
    // Decimals stay as typed (numeric, not float).
    const precise = await call("POST", `/api/admin/patients/${patientId}/measurements`, {
      takenOn: clinicDay(0),
      limb: "left_arm",
      spacingCm: 4,
      affectedCm: [20.25, 22.5, 24.1],
    });
    expect(precise.status, precise.text).toBe(201);
    expect(precise.json.data.affectedCm).toEqual([20.25, 22.5, 24.1]);
    const stored = await handle.pool.query(
      "select affected_cm::text as a from measurement_sessions where id = $1",
      [precise.json.data.id],
    );
    expect(stored.rows[0].a).toBe("{20.25,22.5,24.1}");
    // The audit names the session, never a value.
    const created = await audit("patient.measurement.create");
    expect(created).toHaveLength(2);
    // Whole numbers only (\b): a timestamp's milliseconds or a uuid may hold the same digits.
    expect(JSON.stringify(created)).not.toMatch(/\b20\.25\b|Pitting|sleeve/i);
  });

  it("refuses bad input with field errors and stores nothing", async () => {
    const { call, patientId } = await world();
    const path = `/api/admin/patients/${patientId}/measurements`;
    const base = { takenOn: clinicDay(-1), limb: "right_leg", spacingCm: 4, affectedCm: [30, 32, 34] };
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ ...base, affectedCm: [30, 4, 34] }, ["affectedCm.1"]],
      [{ ...base, affectedCm: [30, 32, 121] }, ["affectedCm.2"]],
      [{ ...base, otherCm: [30, 32] }, ["otherCm"]],
      [{ ...base, spacingCm: 0.5 }, ["spacingCm"]],
      [{ ...base, spacingCm: 25 }, ["spacingCm"]],
      [{ ...base, takenOn: clinicDay(2) }, ["takenOn"]],
      [{ ...base, garmentIssuedOn: clinicDay(3) }, ["garmentIssuedOn"]],
      [{ ...base, islStage: "IV" }, ["islStage"]],
      [{ ...base, limb: "tail" }, ["limb"]],
    ];
    for (const [body, fields] of cases) {
      const res = await call("POST", path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: "validation_failed" });
      expect(Object.keys(res.json.fields).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await count("measurement_sessions")).toBe(0);
    expect(await audit("patient.measurement.create")).toEqual([]);
  });

  it("answers 404 for an unknown patient and 409 for an erased one", async () => {
    const { call, patientId } = await world();
    const body = { takenOn: clinicDay(0), limb: "left_arm", spacingCm: 4, affectedCm: [20, 22] };
    expect((await call("POST", `/api/admin/patients/${randomUUID()}/measurements`, body)).status).toBe(404);
    await handle.pool.query("update patients set erased_at = now() where id = $1", [patientId]);
    expect((await call("POST", `/api/admin/patients/${patientId}/measurements`, body)).status).toBe(409);
    expect(await count("measurement_sessions")).toBe(0);
  });
});

describe("the list, the CSV and deletion", () => {
  it("compares each session with the first of its limb, flags by the settings' thresholds, deletes", async () => {
    const { call, patientId } = await world();
    const path = `/api/admin/patients/${patientId}/measurements`;
    const post = (takenOn: string, affectedCm: number[], limb = "left_arm") =>
      call("POST", path, { takenOn, limb, spacingCm: 4, affectedCm, otherCm: [20, 21, 22] });
    const first = (await post(clinicDay(-60), [20, 21, 22])).json.data;
    const second = (await post(clinicDay(-30), [20, 22, 24])).json.data;
    const third = (await post(clinicDay(-1), [21, 23, 25])).json.data;
    await post(clinicDay(-1), [20, 21, 22], "right_leg");
    expect(first.flag).toBe("none");
    expect(first.differencePercent).toBe(0);
    expect(second.flag).toBe("clinical");
    // 3182 vs 2648 (× 1/(3π)): 20.2 %; against the first session 3182/2648 − 1 = 20.2 % too.
    expect(third).toMatchObject({
      differencePercent: 20.2,
      relativeVolumeChangePercent: 20.2,
      baselineId: first.id,
    });

    const list = await call("GET", path);
    expect(list.status).toBe(200);
    expect(list.json.data.thresholds).toEqual({ subclinicalPercent: 5, clinicalPercent: 10 });
    expect(list.json.data.sessions.map((s: { id: string }) => s.id).slice(0, 3)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    const leg = list.json.data.sessions[3];
    expect(leg).toMatchObject({ limb: "right_leg", baselineId: leg.id });

    // Thresholds are settings: at 12 % the 10.0 % session is only subclinical.
    const saved = await call("PUT", "/api/admin/settings", {
      measurements: {
        subclinicalPercent: 5,
        clinicalPercent: 12,
        garmentReplaceMonths: 3,
        remeasureWeeks: 8,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data.measurements).toMatchObject({ clinicalPercent: 12, garmentReplaceMonths: 3 });
    const again = (await call("GET", path)).json.data.sessions;
    expect(again[1].flag).toBe("subclinical");

    const csv = await call("GET", `${path}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toMatch(/^taken_on,limb,reference_point,spacing_cm,affected_cm/);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain("20 22 24");
    expect(lines[2]).toContain("309");
    expect(await audit("patient.measurement.export")).toHaveLength(1);

    // Deleting the first session makes the second the left arm's baseline.
    expect((await call("DELETE", `${path}/${first.id}`)).status).toBe(200);
    expect((await call("DELETE", `${path}/${first.id}`)).status).toBe(404);
    const after = (await call("GET", path)).json.data.sessions;
    expect(after.find((s: { id: string }) => s.id === third.id)).toMatchObject({ baselineId: second.id });
    expect(await audit("patient.measurement.delete")).toHaveLength(1);
  });
});

describe("PUT …/measurements/{measurementId}: a correction", () => {
  it("replaces the values, keeps the id, author and creation time, and answers the new volumes", async () => {
    const { call, patientId } = await world();
    const path = `/api/admin/patients/${patientId}/measurements`;
    const typed = { takenOn: clinicDay(-3), limb: "left_arm", spacingCm: 4, affectedCm: [20, 22, 42] };
    const created = (
      await call("POST", path, { ...typed, otherCm: [20, 21, 22], notes: "Typo in the last value" })
    ).json.data;
    const res = await call("PUT", `${path}/${created.id}`, {
      ...typed,
      affectedCm: [20, 22, 24],
      otherCm: [20, 21, 22],
      islStage: "II",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe("Measurement corrected");
    // The worked example again: 309.0 vs 281.0 ml, 10.0 %.
    expect(res.json.data).toMatchObject({
      id: created.id,
      createdBy: created.createdBy,
      createdAt: created.createdAt,
      affectedCm: [20, 22, 24],
      affectedVolumeMl: 309,
      otherVolumeMl: 281,
      differencePercent: 10,
      flag: "clinical",
      islStage: "II",
      // A field left out of the correction is cleared, as a new session would have it.
      notes: null,
    });
    expect(res.json.data.updatedAt > created.updatedAt).toBe(true);
    const list = (await call("GET", path)).json.data.sessions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: created.id, affectedCm: [20, 22, 24] });
    const [entry] = await audit("patient.measurement.correct");
    expect(entry.details).toEqual({ measurementId: created.id, limb: "left_arm", points: 3 });
    // Whole numbers only (\b): the entry's time (…:29.309Z) or a uuid may hold the same digits.
    expect(JSON.stringify(entry)).not.toMatch(/20, ?22|\b309\b/);
  });

  it("refuses bad input with field errors and changes nothing; 404 for another patient's session", async () => {
    const { call, patientId } = await world();
    const path = `/api/admin/patients/${patientId}/measurements`;
    const body = { takenOn: clinicDay(-3), limb: "left_arm", spacingCm: 4, affectedCm: [20, 22, 24] };
    const created = (await call("POST", path, body)).json.data;
    const bad = await call("PUT", `${path}/${created.id}`, {
      ...body,
      affectedCm: [20, 2000],
      takenOn: clinicDay(2),
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, code: "validation_failed" });
    expect(Object.keys(bad.json.fields).sort()).toEqual(["affectedCm.1"]);
    const future = await call("PUT", `${path}/${created.id}`, { ...body, takenOn: clinicDay(2) });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.json)).toContain("The date cannot be in the future");
    const other = randomUUID();
    await handle.pool.query("insert into patients (id, name) values ($1, 'Someone Else')", [other]);
    const elsewhere = await call("PUT", `/api/admin/patients/${other}/measurements/${created.id}`, body);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.message).toBe("No such measurement session");
    expect((await call("PUT", `${path}/${randomUUID()}`, body)).status).toBe(404);
    const stored = (await call("GET", path)).json.data.sessions;
    expect(stored).toEqual([created]);
    expect(await audit("patient.measurement.correct")).toEqual([]);
    await handle.pool.query("update patients set erased_at = now() where id = $1", [patientId]);
    expect((await call("PUT", `${path}/${created.id}`, body)).status).toBe(409);
  });
});

describe("the session's texts", () => {
  it("are stored and answered verbatim (Unicode, HTML, SQL) up to 2000 characters; one more is refused", async () => {
    const { call, patientId } = await world();
    const path = `/api/admin/patients/${patientId}/measurements`;
    const base = { takenOn: clinicDay(-1), limb: "left_leg", spacingCm: 10, affectedCm: [22, 30, 38] };
    const samples = [
      "Robert'); DROP TABLE measurement_sessions;-- ' OR '1'='1",
      `<img src=x onerror=alert(1)><script>alert("x")</script>`,
      "आशा राव · ஆஷா · Zoë Łukasz · 王芳 😀👩🏽‍⚕️",
      "😀".repeat(1000),
    ];
    for (const text of samples) {
      const res = await call("POST", path, {
        ...base,
        notes: text,
        homeCareNote: text,
        referencePoint: "ankle crease",
      });
      expect(res.status, text.slice(0, 30)).toBe(201);
      expect(res.json.data).toMatchObject({ notes: text, homeCareNote: text });
      const { rows } = await handle.pool.query(
        "select notes, home_care_note from measurement_sessions where id = $1",
        [res.json.data.id],
      );
      expect(rows[0]).toEqual({ notes: text, home_care_note: text });
    }
    const tooLong = await call("POST", path, { ...base, homeCareNote: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.json.fields)).toEqual(["homeCareNote"]);
  });
});
