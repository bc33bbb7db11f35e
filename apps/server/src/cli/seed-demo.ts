/**
 * `npm run seed:demo`: opens demo weekday slots for the next 14 days inside the clinic's hours
 * (09:00–17:00 in the clinic's zone, the pricing's duration and buffer), so a newcomer can book at
 * once. Slots that already exist are kept. Uses DATABASE_URL, or starts the embedded database of
 * DATA_DIR (stop the server first: only one process may own DATA_DIR).
 * Options: `-- --days 14 --duration 60 --buffer 15` (the benchmark uses 15 and 9: 20 slots a day).
 * `-- --remove` deletes the demo slots instead (those still OPEN and never booked), before going live.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, readEnvironment } from "../config/config";
import { acquireDataDirLock } from "../data-dir/data-dir-lock";
import { createDatabase } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded/embedded-postgres";
import { runMigrations } from "../db/migrate";
import { deleteUnusedDemoSlots } from "../db/slot-repository";
import { createLogger } from "../logger";
import { createClinicZone } from "../services/clinic-zone";
import { seedDemoSlots } from "../services/slot-admin-service";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      days: { type: "string" },
      duration: { type: "string" },
      buffer: { type: "string" },
      remove: { type: "boolean" },
    },
  });
  const days = Number(values.days ?? 14);
  const shape =
    values.duration || values.buffer
      ? { durationMinutes: Number(values.duration ?? 60), bufferMinutes: Number(values.buffer ?? 15) }
      : undefined;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(problem);
      return 1;
    }
    throw error;
  }
  const log = createLogger("error");
  const undo: Array<() => Promise<void>> = [];
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      const { mkdir } = await import("node:fs/promises");
      await mkdir(config.dataDir, { recursive: true });
      const lock = await acquireDataDirLock(config.dataDir);
      undo.push(() => lock.release());
      const embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        log,
        startTimeoutMs: config.DATABASE_START_TIMEOUT_SECONDS * 1000,
      });
      undo.push(() => embedded.stop());
      url = embedded.connectionString;
    }
    await runMigrations(url);
    const database = createDatabase(url, log, 2);
    undo.push(() => database.close());
    if (values.remove) {
      const removed = await deleteUnusedDemoSlots(database.db);
      console.log(`Removed ${removed} demo slots (open and never booked).`);
      return 0;
    }
    // The clinic's live zone: CLINIC_TIMEZONE when given, else Settings' (decision 0064).
    const zone = await createClinicZone({
      db: database.db,
      envZone: config.given?.has("CLINIC_TIMEZONE") ? config.CLINIC_TIMEZONE : undefined,
      defaultZone: config.CLINIC_TIMEZONE,
    }).fresh();
    const created = await seedDemoSlots(database.db, zone, new Date(), days, shape);
    console.log(`Opened ${created} demo slots (weekdays of the next ${days} days, ${zone}).`);
    return 0;
  } finally {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`Could not seed demo slots: ${error.message}`);
    process.exitCode = 1;
  },
);
