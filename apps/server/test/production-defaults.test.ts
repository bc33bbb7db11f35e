import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { prepareStart } from "../src/booking-module";
import { loadConfig } from "../src/config/config";
import type { DatabaseHandle } from "../src/db/client";
import { createLogger } from "../src/logger";
import {
  exitWithin,
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealthy,
} from "./support/server-process";
import { openWorkerDatabase, resetDatabase, workerDatabaseUrl } from "./support/test-database";

/**
 * Decision 0091: dummy payments and the demo slots come by default only for a site served to this
 * machine alone; anywhere else start-up says, in one line, which two settings decide.
 */
const started: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await exitWithin(server, 20_000).catch(() => server.child.kill("SIGKILL"));
    }
  }
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), "clinic-defaults-"));
  dirs.push(dir);
  const port = await freePort();
  const server = spawnServer("main", { PORT: String(port), DATA_DIR: dir, ...env }, port);
  started.push(server);
  return server;
}

describe("dummy payments at start-up", () => {
  it("stop start-up with one line naming PAYMENT_PROVIDER and ALLOW_DUMMY_PAYMENTS on a public address", async () => {
    const server = await start({ PUBLIC_URL: "http://clinic.example" });
    expect(await exitWithin(server, 20_000)).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /PAYMENT_PROVIDER .*PUBLIC_URL http:\/\/clinic\.example .*ALLOW_DUMMY_PAYMENTS=true/,
    );
  });

  it("start on a public address with ALLOW_DUMMY_PAYMENTS=true", async () => {
    const server = await start({
      PUBLIC_URL: "https://test.clinic.example",
      ALLOW_DUMMY_PAYMENTS: "true",
      DATABASE_URL: await workerDatabaseUrl(),
      APP_SECRET: "s".repeat(40),
      SEED_DEMO: "false",
    });
    await waitForHealthy(server, 60_000);
  });
});

describe("demo slots on an empty database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openWorkerDatabase();
  });
  afterAll(() => handle.close());

  /** Runs the start-up's seed on an empty database with these settings; the demo slots it opened. */
  async function demoSlotsAfterStart(env: Record<string, string>): Promise<number> {
    await resetDatabase(handle);
    await prepareStart(handle.db, loadConfig(env), createLogger("silent"), "s".repeat(40));
    const { rows } = await handle.pool.query("select count(*)::int as n from slots where id like 'demo-%'");
    return rows[0].n as number;
  }

  it("open for a local site with dummy payments (the newcomer's npm start)", async () => {
    expect(await demoSlotsAfterStart({})).toBeGreaterThan(0);
    expect(await demoSlotsAfterStart({ PUBLIC_URL: "http://127.0.0.1:4000" })).toBeGreaterThan(0);
  });

  it("do not open with Razorpay, on a public address, or with SEED_DEMO=false", async () => {
    expect(await demoSlotsAfterStart({ PAYMENT_PROVIDER: "razorpay" })).toBe(0);
    expect(await demoSlotsAfterStart({ RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "y" })).toBe(0);
    expect(
      await demoSlotsAfterStart({ PUBLIC_URL: "https://test.clinic.example", ALLOW_DUMMY_PAYMENTS: "true" }),
    ).toBe(0);
    expect(await demoSlotsAfterStart({ SEED_DEMO: "false" })).toBe(0);
  });

  it("open wherever SEED_DEMO=true says so", async () => {
    expect(
      await demoSlotsAfterStart({
        PUBLIC_URL: "https://test.clinic.example",
        ALLOW_DUMMY_PAYMENTS: "true",
        SEED_DEMO: "true",
      }),
    ).toBeGreaterThan(0);
  });
});
