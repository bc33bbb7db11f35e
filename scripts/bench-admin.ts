// `npm run bench:admin`: the admin bookings table and bulk create at volume (issue 7).
// Seeds 100 000 slots, each with a booking (PAID, CANCELLED or EXPIRED), on the embedded PostgreSQL
// (or BENCH_DATABASE_URL, a server URL whose `postgres` database may be used to create one), then
// times GET /api/admin/bookings through the real app (session, validation, query, JSON) for each
// sort with two filters, N runs each (--runs=N, default 60): p50 and p99 in ms. Then 1000 slots
// in one POST /api/admin/slots/bulkCreate.
import { createSignInLinkToken } from "../apps/server/src/services/auth-tokens";
import { insertSlotSeries } from "../apps/server/test/support/slot-volume";
import { createTestApp } from "../apps/server/test/support/test-app";
import { openBenchDatabase } from "./lib/bench-database";
import { writeJsonResults } from "./lib/bench-json.mjs";

const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 60);
const secret = "bench-admin-secret-0123456789-abcdefghijkl";
const adminEmail = "bench@clinic.example";

const bench = await openBenchDatabase("clinic_bench_admin");
const handle = bench.handle;

try {
  const seedStarted = performance.now();
  await insertSlotSeries(handle, 100_000);
  await handle.pool.query(`
    insert into bookings (id, reference, slot_id, status, flow, customer_name, customer_email, customer_phone,
      timezone, notes, amount, currency, tax_treatment, tax_percent, tax_amount, duration_minutes, payment_provider, order_id,
      client_key, hold_expires_at, created_at)
    select 'b' || i, 'PT-' || i, 's' || i,
      case when i % 4 in (2, 3) then 'PAID' when i % 4 = 1 then 'EXPIRED' else 'CANCELLED' end,
      'book', 'Patient ' || md5(i::text), 'p' || i || '@example.com', '+91' || (9000000000 + i)::text,
      'Asia/Kolkata', '', 200000, 'INR', 'taxable', 18, 30508, 60, 'dummy', 'order_' || i, 'k', now(),
      now() - (i || ' minutes')::interval
    from generate_series(1, 100000) i`);
  await handle.pool.query("analyze");
  console.log(
    `seeded 100 000 slots and 100 000 bookings in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const { app } = createTestApp({
    db: handle.db,
    booking: { appSecret: secret, ALTCHA_COST: 300 },
    auth: { appSecret: secret, publicUrl: "http://127.0.0.1:3999", adminEmail, signInPerMinute: 1000 },
  });
  const signIn = await app.request("/api/auth/link/redeem", {
    method: "POST",
    headers: { "X-Clinic-Request": "1", "content-type": "application/json" },
    body: JSON.stringify({ token: createSignInLinkToken(secret, adminEmail) }),
  });
  const cookie = (signIn.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";

  const measured: { filter: string; sort: string; p50Ms: number; p99Ms: number }[] = [];
  const filters = {
    "7 days, BOOKED": "view=all&from=2023-06-01&to=2023-06-08&status=BOOKED",
    "all years, BOOKED": "view=all&status=BOOKED",
  };
  const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
  for (const [label, filter] of Object.entries(filters)) {
    for (const sort of ["date", "status", "customer", "paymentStatus", "email", "phone", "createdAt"]) {
      const times: number[] = [];
      for (let i = -5; i < runs; i++) {
        const page = 1 + ((i + 5) % 5);
        const order = (i + 6) % 2 ? "desc" : "asc";
        const t = performance.now();
        const res = await app.request(
          `/api/admin/bookings?${filter}&sort=${sort}&order=${order}&page=${page}&pageSize=50`,
          { headers: { cookie } },
        );
        await res.text();
        if (res.status !== 200) throw new Error(`status ${res.status}`);
        if (i >= 0) times.push(performance.now() - t); // the first five warm the plan cache
      }
      times.sort((a, b) => a - b);
      measured.push({ filter: label, sort, p50Ms: at(times, 0.5), p99Ms: at(times, 0.99) });
      console.log(
        `${label.padEnd(18)} sort=${sort.padEnd(14)} p50 ${at(times, 0.5).toFixed(1)} ms  p99 ${at(times, 0.99).toFixed(1)} ms`,
      );
    }
  }

  const base = Date.UTC(2099, 0, 1);
  const slots = Array.from({ length: 1000 }, (_, i) => {
    const startAt = new Date(base + i * 75 * 60_000);
    return {
      dateKey: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(startAt),
      startAt: startAt.toISOString(),
      endAt: new Date(startAt.getTime() + 3_600_000).toISOString(),
      tz: "Asia/Kolkata",
      status: "OPEN" as const,
    };
  });
  const t = performance.now();
  const res = await app.request("/api/admin/slots/bulkCreate", {
    method: "POST",
    headers: { cookie, "X-Clinic-Request": "1", "content-type": "application/json" },
    body: JSON.stringify({ slots }),
  });
  const made = (await res.json()) as { data: { count: number } };
  const bulkMs = Math.round(performance.now() - t);
  writeJsonResults({
    database: process.env.BENCH_DATABASE_URL ? "BENCH_DATABASE_URL" : "embedded",
    runs,
    rows: 100_000,
    bookingsTable: measured,
    bulkCreate: { slots: 1000, created: made.data.count, ms: bulkMs },
  });
  console.log(
    `bulk create of 1000 slots (one HTTP call, one transaction): ${made.data.count} created in ${bulkMs} ms`,
  );
} finally {
  await bench.close();
}
