import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../src/db/client";
import { runMigrations } from "../../src/db/migrate";
import { assignSlotsWithoutPractitioner, ensureOwner } from "../../src/db/staff-repository";
import { packagePaths } from "../../src/package-paths";
import { withDatabase, workerDatabase } from "../support/database-names";

/**
 * Issue 34: a clinic's database from before appointment kinds (migrations up to 0028, with a saved
 * price, a slot and a paid booking) is migrated and started: the price becomes the default kind's, the
 * slot and booking take that kind, and the slot becomes the first practitioner's (ADMIN_EMAIL's owner).
 */
const lastBefore = 28;
const serverUrl = () => inject("testServerUrl");
const name = `${workerDatabase()}_pre_kinds_${process.pid}`;
let folder = "";
let handle: DatabaseHandle;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl(), "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The migrations folder as it was before kinds: the journal's entries up to 0028. */
async function migrationsBeforeKinds(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "pre-kinds-"));
  await cp(packagePaths.migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx <= lastBefore);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  await admin((c) => c.query(`create database "${name}"`));
  const url = withDatabase(serverUrl(), name);
  folder = await migrationsBeforeKinds();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
    await client.query(`insert into pricing (id, amount_in_paisa, currency, tax_percent, duration_minutes, buffer_minutes)
      values (1, 180000, 'INR', 18, 45, 10)`);
    await client.query(`insert into slots (id, date_key, start_at, end_at, status)
      values ('old-slot', '2026-12-20', '2026-12-20T05:00:00Z', '2026-12-20T05:45:00Z', 'BOOKED')`);
    await client.query(`insert into bookings (id, reference, slot_id, status, flow, customer_name, customer_email,
        customer_phone, timezone, amount, currency, tax_treatment, tax_percent, tax_amount, duration_minutes,
        payment_provider, order_id, client_key, hold_expires_at, paid_at)
      values ('old-booking', 'PT-OLD', 'old-slot', 'PAID', 'book', 'Asha Rao', 'asha@example.com', '+919876543210',
        'Asia/Kolkata', 180000, 'INR', 'taxable', 18, 27458, 45, 'dummy', 'order_old', 'k', now(), now())`);
  } finally {
    await client.end();
  }
  await runMigrations(url);
  handle = createDatabase(url, { warn() {} }, 2);
});

afterAll(async () => {
  await handle?.close();
  await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("migrating a database from before appointment kinds", () => {
  it("makes the saved price the default kind's and gives the old slot and booking that kind", async () => {
    const kinds = await handle.pool.query(
      "select id, mode, amount_in_paisa, duration_minutes, buffer_minutes, is_default from appointment_kinds",
    );
    expect(kinds.rows).toEqual([
      {
        id: "consultation",
        mode: "video",
        amount_in_paisa: 180000,
        duration_minutes: 45,
        buffer_minutes: 10,
        is_default: true,
      },
    ]);
    const slot = await handle.pool.query("select kind_ids, practitioner_id from slots where id = 'old-slot'");
    expect(slot.rows[0]).toEqual({ kind_ids: ["consultation"], practitioner_id: null });
    const booking = await handle.pool.query(
      "select kind_id, attendance from bookings where id = 'old-booking'",
    );
    expect(booking.rows[0]).toEqual({ kind_id: "consultation", attendance: null });
  });

  it("gives the old slots to the first practitioner when the server starts", async () => {
    await ensureOwner(handle.db, "owner@clinic.example");
    expect(await assignSlotsWithoutPractitioner(handle.db)).toBe(1);
    const slot = await handle.pool.query(
      "select s.practitioner_id, st.email from slots s join staff st on st.id = s.practitioner_id",
    );
    expect(slot.rows).toEqual([{ practitioner_id: expect.any(String), email: "owner@clinic.example" }]);
    expect(await assignSlotsWithoutPractitioner(handle.db)).toBe(0);
  });
});
