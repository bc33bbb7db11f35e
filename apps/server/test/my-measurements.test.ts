import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { makeSlots } from "./support/booking-fixtures";
import { type FullApp, fullTestApp } from "./support/full-test-app";
import {
  bearer,
  linkPatient,
  openSlots,
  paidBooking,
  recordSession,
  withSession,
} from "./support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/**
 * "My measurements" (issue 23; decisions 0107, 0113): with a record session, the record's sessions; the
 * manage token alone, those of its consultation's day; never another patient's, and never the
 * practitioner's clinical notes.
 */
let handle: DatabaseHandle;
let app: FullApp;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  ({ app } = fullTestApp(handle.db));
});

async function session(patientId: string, takenOn: string, affected: number[], homeCare: string | null) {
  await handle.pool.query(
    `insert into measurement_sessions (id, patient_id, taken_on, limb, spacing_cm, affected_cm, other_cm,
       notes, home_care_note, bioimpedance, created_by)
     values ($1, $2, $3, 'left_arm', 4, $4, '{20,21,22}', 'Tamoxifen since March', $5, 7.5, 'doctor@clinic.example')`,
    [randomUUID(), patientId, takenOn, affected, homeCare],
  );
}

const mine = (bookingId: string, token?: string, recordSessionToken?: string) =>
  typedClient(
    app,
    token ? (recordSessionToken ? withSession(token, recordSessionToken) : bearer(token)) : {},
  ).GET("/api/public/bookings/{bookingId}/my-measurements", { params: { path: { bookingId } } });

describe("GET /api/public/bookings/{bookingId}/my-measurements", () => {
  it("with a record session: the patient's sessions with volumes, flags and the latest home-care note", async () => {
    const slots = await makeSlots(handle.db, 3);
    const ids = await openSlots(app, slots[0]?.dateKey ?? "");
    const asha = await paidBooking(app, handle, ids[0] as string);
    const ravi = await paidBooking(app, handle, ids[1] as string);
    const ashaId = await linkPatient(handle, [asha.bookingId]);
    const raviId = await linkPatient(handle, [ravi.bookingId]);
    await session(ashaId, "2026-01-10", [20, 21, 22], "Walk daily");
    await session(ashaId, "2026-03-10", [20, 22, 24], "Wear the sleeve by day");
    await session(raviId, "2026-02-10", [30, 31, 32], "Ravi's advice");

    const res = await mine(
      asha.bookingId,
      asha.token,
      await recordSession(app, handle, asha.bookingId, asha.token),
    );
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get("cache-control")).toBe("no-store");
    const body = res.data;
    expect(body?.data).toEqual({
      scope: "record",
      sessions: [
        expect.objectContaining({ takenOn: "2026-01-10", differencePercent: 0, flag: "none" }),
        expect.objectContaining({
          takenOn: "2026-03-10",
          affectedVolumeMl: 309,
          differencePercent: 10,
          flag: "clinical",
        }),
      ],
      thresholds: { subclinicalPercent: 5, clinicalPercent: 10 },
      homeCare: { note: "Wear the sleeve by day", writtenOn: "2026-03-10" },
    });
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/Tamoxifen|Ravi|doctor@|bioimpedance|affectedCm/);
  });

  it("with the manage token alone: the sessions taken on its consultation's day", async () => {
    const slots = await makeSlots(handle.db, 1);
    const day = slots[0]?.dateKey ?? "";
    const ids = await openSlots(app, day);
    const asha = await paidBooking(app, handle, ids[0] as string);
    const ashaId = await linkPatient(handle, [asha.bookingId]);
    await session(ashaId, "2026-01-10", [20, 21, 22], "Walk daily");
    await session(ashaId, day, [20, 22, 24], "Wear the sleeve by day");
    const data = (await mine(asha.bookingId, asha.token)).data?.data;
    expect(data?.scope).toBe("booking");
    expect(data?.sessions.map((s) => s.takenOn)).toEqual([day]);
    expect(data?.homeCare).toEqual({ note: "Wear the sleeve by day", writtenOn: day });
  });

  it("refuses a missing, forged or other booking's token alike (403), and shows nothing to a booking without a record", async () => {
    const slots = await makeSlots(handle.db, 3);
    const ids = await openSlots(app, slots[0]?.dateKey ?? "");
    const asha = await paidBooking(app, handle, ids[0] as string);
    const ravi = await paidBooking(app, handle, ids[1] as string);
    const ashaId = await linkPatient(handle, [asha.bookingId]);
    await session(ashaId, "2026-01-10", [20, 21, 22], "Walk daily");
    // Forged: the first character changed (the last may carry only padding bits).
    const forged = `${asha.token.startsWith("A") ? "B" : "A"}${asha.token.slice(1)}`;
    for (const token of [undefined, ravi.token, forged]) {
      const res = await mine(asha.bookingId, token);
      expect(res.response.status).toBe(403);
    }
    // Ravi's booking is linked to no record: its token opens only itself, with no measurements.
    await handle.pool.query("update bookings set patient_id = null where id = $1", [ravi.bookingId]);
    const res = await mine(ravi.bookingId, ravi.token);
    expect(res.response.status).toBe(200);
    expect(res.data?.data.sessions).toEqual([]);
  });
});
