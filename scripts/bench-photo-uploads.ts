// `npx tsx scripts/bench-photo-uploads.ts`: the memory of intake photo uploads sent at once (decision 0116).
// Seeds paid bookings on the embedded PostgreSQL (or BENCH_DATABASE_URL's server), then sends 60 uploads of
// a 49-megapixel PNG (under 5 MB) at once through the real app, twice: all 60 to one booking (three fit),
// and 3 to each of 20 bookings (all fit). Samples this process's resident memory every 20 ms and prints,
// per scenario, the answers, the photos decoded (when the server counts them) and the peak above the
// resident memory before the scenario. Memory figures are for reading, not for asserting. `--only=one` or
// `--only=many` runs one scenario, so that each starts from a fresh process.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { hashManageToken } from "../apps/server/src/services/booking/manage-token";
import * as photoImage from "../apps/server/src/services/intake/photo-image";
import { createTestApp } from "../apps/server/test/support/test-app";
import { openBenchDatabase } from "./lib/bench-database";

/** `--only=one` or `--only=many`: one scenario, in a process of its own (comparable memory figures). */
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
const bench = await openBenchDatabase("clinic_bench_photos");
const handle = bench.handle;
const token = "bench-photo-manage-token-0123456789";
const { app } = createTestApp({
  db: handle.db,
  booking: { appSecret: "bench-photo-secret-0123456789-abcdefghij", LIMIT_BOOKINGS_PER_MINUTE: 1_000_000 },
});

/** `count` paid bookings whose consultation is a week away, each opened by `token`. */
async function paidBookings(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const slot = randomUUID();
    const id = randomUUID();
    const start = new Date(Date.now() + 7 * 86_400_000 + i * 3_600_000);
    await handle.pool.query(
      `insert into slots (id, date_key, start_at, end_at, tz, status) values ($1, $2, $3, $4, 'Asia/Kolkata', 'BOOKED')`,
      [slot, start.toISOString().slice(0, 10), start, new Date(start.getTime() + 3_600_000)],
    );
    await handle.pool.query(
      `insert into bookings (id, reference, slot_id, status, flow, customer_name, customer_email, customer_phone,
         timezone, notes, amount, currency, tax_treatment, tax_percent, tax_amount, duration_minutes, payment_provider, order_id,
         payment_id, client_key, hold_expires_at, paid_at, manage_token_hash)
       values ($1, $2, $3, 'PAID', 'book-consultation', 'Bench Patient', 'bench@example.com', '+919000000000',
         'Asia/Kolkata', '', 200000, 'INR', 'exempt', 0, 0, 60, 'dummy', $4, $5, 'k', now(), now(), $6)`,
      [id, `PH-${id.slice(0, 8)}`, slot, `order_${id}`, `pay_${id}`, hashManageToken(token)],
    );
    ids.push(id);
  }
  return ids;
}

/**
 * 8100 × 6050 = 49 megapixels; a smooth gradient keeps it well under 5 MB. A PNG, decoded in full: sharp
 * shrinks a JPEG while loading it, so a PNG is the upload that costs the most memory.
 */
async function bigPhoto(): Promise<Buffer> {
  const width = 8100;
  const height = 6050;
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x++) row.fill(Math.round((x / width) * 255), x * 3, x * 3 + 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) row.copy(pixels, y * width * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function scenario(name: string, targets: string[], photo: Buffer) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  const decodedBefore = photoImage.photoDecodes?.stats().started;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const answers = await Promise.all(
    targets.map((id) =>
      app.request(`/api/public/bookings/${id}/intake/photos`, {
        method: "POST",
        headers: { "content-type": "image/png", authorization: `Bearer ${token}` },
        body: photo,
      }),
    ),
  );
  clearInterval(sampler);
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const decoded =
    decodedBefore === undefined
      ? "not counted"
      : (photoImage.photoDecodes?.stats().started ?? 0) - decodedBefore;
  console.log(
    `${name}: answers ${JSON.stringify(statuses)}, decoded ${decoded}, resident memory ${mb(before)} MB before, ` +
      `peak ${mb(peak)} MB (+${mb(peak - before)} MB), ${Math.round(performance.now() - started)} ms`,
  );
}

try {
  const photo = await bigPhoto();
  console.log(`photo: 8100 × 6050, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  if (only !== "many") {
    const [one = ""] = await paidBookings(1);
    await scenario("60 uploads to one booking", Array(60).fill(one), photo);
  }
  if (only !== "one") {
    const twenty = await paidBookings(20);
    await scenario(
      "3 uploads to each of 20 bookings",
      twenty.flatMap((id) => [id, id, id]),
      photo,
    );
  }
} finally {
  await bench.close();
}
