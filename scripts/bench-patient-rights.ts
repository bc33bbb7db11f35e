// `npm run bench:patient`: the patient's rights at volume (issue 20). Seeds a patient with 50 paid
// bookings, each with a consent pair, intake answers and a 300 KB photo, on the embedded PostgreSQL (or
// BENCH_DATABASE_URL, a server URL whose `postgres` database may be used to create one), then times
// GET /api/public/bookings/{id}/my-data through the real app (token check, reads, JSON) and the
// erasure of the whole record (services/patient-rights/erase-record.ts). N rounds (--runs=N,
// default 5), each on a fresh seed, after one round not counted: the median and the slowest in ms.
import { randomBytes } from "node:crypto";
import { hashManageToken } from "../apps/server/src/services/booking/manage-token";
import { erasePatient } from "../apps/server/src/services/patient-rights/erase-record";
import { recordSession, withSession } from "../apps/server/test/support/patient-fixtures";
import { createTestApp } from "../apps/server/test/support/test-app";
// recordSession's typed client checks each answer against the published document, as in the server tests.
import "../apps/server/test/support/validate-responses";
import { openBenchDatabase } from "./lib/bench-database";
import { writeJsonResults } from "./lib/bench-json.mjs";

const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5);
const bookings = 50;
const photoBytes = 300 * 1024;
const secret = "bench-patient-secret-0123456789-abcdefghij";

const bench = await openBenchDatabase("clinic_bench_patient");
const handle = bench.handle;
const token = "bench-manage-token-0123456789abcdef";

/** One patient, 50 paid bookings with their record; answers the patient's id. */
async function seed(round: number): Promise<string> {
  const p = `p${round}`;
  const q = (text: string, values: unknown[] = []) => handle.pool.query(text, values);
  await q(
    `insert into patients (id, name, email, phone, last_visit_at) values ($1, 'Bench Patient', 'bench@example.com', '+919000000000', now())`,
    [p],
  );
  await q(
    `insert into slots (id, date_key, start_at, end_at, tz, status)
     select $1 || '-s' || i, to_char(t at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), t, t + interval '1 hour', 'Asia/Kolkata', 'BOOKED'
     from (select i, timestamptz '2024-01-01 04:00+00' + ($2::int * 1000 + i) * interval '1 day' as t
       from generate_series(1, ${bookings}) i) x`,
    [p, round],
  );
  await q(
    `insert into bookings (id, reference, slot_id, status, flow, customer_name, customer_email, customer_phone,
       timezone, notes, amount, currency, tax_treatment, tax_percent, tax_amount, duration_minutes, payment_provider, order_id,
       payment_id, client_key, hold_expires_at, paid_at, patient_id, manage_token_hash, manage_token_sealed)
     select $1 || '-b' || i, 'PT-' || $1 || '-' || i, $1 || '-s' || i, 'PAID', 'book-consultation', 'Bench Patient',
       'bench@example.com', '+919000000000', 'Asia/Kolkata', 'Swelling of the left arm', 200000, 'INR', 'exempt', 0, 0, 60,
       'dummy', 'order_' || $1 || '_' || i, 'pay_' || $1 || '_' || i, 'k', now(), now(), $1,
       case when i = 1 then $2 end, 'sealed'
     from generate_series(1, ${bookings}) i`,
    [p, hashManageToken(token)],
  );
  await q(
    `insert into consents (id, booking_id, patient_id, kind, notice_version, method, address_hash)
     select $1 || '-c' || i || k, $1 || '-b' || i, $1, k, '2026-11', 'online', 'hash'
     from generate_series(1, ${bookings}) i, unnest(array['processing', 'teleconsultation']) k`,
    [p],
  );
  await q(
    `insert into intakes (booking_id, answers)
     select $1 || '-b' || i, $2::jsonb from generate_series(1, ${bookings}) i`,
    [
      p,
      JSON.stringify({
        reason: "Swelling of the left arm after treatment",
        diagnosis: "Breast cancer, 2023",
        surgery: "2023-06-12",
        nodesRemoved: 12,
        radiotherapy: "2023-08 to 2023-09",
        symptoms: "Heaviness, tightness, worse in the evening",
        garments: "Flat-knit sleeve, class 2",
        medications: "Letrozole",
        allergies: "None",
        dateOfBirth: "1968-04-02",
      }),
    ],
  );
  const photo = randomBytes(photoBytes);
  for (let i = 1; i <= bookings; i++)
    await q(
      `insert into intake_photos (id, booking_id, content_type, bytes, width, height, byte_size)
       values ($1, $2, 'image/jpeg', $3, 1600, 1200, $4)`,
      [`${p}-f${i}`, `${p}-b${i}`, photo, photoBytes],
    );
  await q(
    `insert into patient_notes (id, patient_id, body, author)
     select $1 || '-n' || i, $1, 'Circumference +4 % at 10 cm above the wrist; MLD twice weekly.', 'doctor@clinic.example'
     from generate_series(1, 10) i`,
    [p],
  );
  await q(
    `insert into message_log (id, booking_id, patient_id, channel, kind)
     select $1 || '-m' || i, $1 || '-b' || i, $1, 'email', 'booking-confirmation' from generate_series(1, ${bookings}) i`,
    [p],
  );
  return p;
}

const { app } = createTestApp({ db: handle.db, booking: { appSecret: secret, ALTCHA_COST: 300 } });

try {
  const exportMs: number[] = [];
  const eraseMs: number[] = [];
  let exportBytes = 0;
  // Round -1 warms the plans and the pool up and is not counted.
  for (let round = -1; round < runs; round++) {
    const patientId = await seed(round + 1);
    await handle.pool.query("analyze");
    // The whole record opens with the manage token and a record session (a code emailed to the address on
    // file, decision 0113), as on the manage page; the token alone opens its one booking.
    const session = await recordSession(app, handle, `${patientId}-b1`, token);
    let t = performance.now();
    const res = await app.request(`/api/public/bookings/${patientId}-b1/my-data`, {
      headers: withSession(token, session),
    });
    const text = await res.text();
    if (round >= 0) exportMs.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${text.slice(0, 200)}`);
    const data = JSON.parse(text) as { data: { bookings: unknown[]; photos: unknown[]; intakes: unknown[] } };
    if (data.data.bookings.length !== bookings || data.data.photos.length !== bookings)
      throw new Error("the export is missing bookings or photos");
    exportBytes = text.length;
    t = performance.now();
    const erased = await erasePatient(handle.db, patientId, "bench");
    if (round >= 0) eraseMs.push(performance.now() - t);
    if (erased.photos !== bookings || erased.intakes !== bookings) throw new Error("the erasure missed rows");
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const results = {
    database: process.env.BENCH_DATABASE_URL ? "BENCH_DATABASE_URL" : "embedded",
    runs,
    bookings,
    photoBytes,
    exportBytes,
    exportMs: { median: median(exportMs), max: Math.max(...exportMs) },
    eraseMs: { median: median(eraseMs), max: Math.max(...eraseMs) },
  };
  console.log(
    `a patient with ${bookings} bookings (intake, a ${photoBytes / 1024} KB photo and consents each; 10 notes), ${runs} rounds:`,
  );
  console.log(
    `export (GET …/my-data, ${Math.round(exportBytes / 1024)} KB of JSON): median ${results.exportMs.median.toFixed(1)} ms, slowest ${results.exportMs.max.toFixed(1)} ms`,
  );
  console.log(
    `erase (the whole record): median ${results.eraseMs.median.toFixed(1)} ms, slowest ${results.eraseMs.max.toFixed(1)} ms`,
  );
  writeJsonResults(results);
} finally {
  await bench.close();
}
