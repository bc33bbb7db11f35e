import { execFile } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { startEmbeddedPostgres } from "../../src/db/embedded/embedded-postgres";
import { loadPostgresBinaries } from "../../src/db/embedded/postgres-binaries";
import { ensureRunAsUser } from "../../src/db/embedded/system-user";
import { solveAltcha } from "../../src/integrations/captcha/solve-for-tests";
import { withDatabase } from "../support/database-names";
import { consentForServer } from "../support/privacy-notice-fixture";
import {
  exitWithin,
  freePort,
  postmastersFor,
  type ServerProcess,
  spawnServer,
  waitForHealthy,
} from "../support/server-process";

/**
 * Shared by the fault tests: settings (counts) from the environment, real server processes
 * on 127.0.0.1, a patient's calls (captcha, hold, dummy payment, review) and the database
 * checks that say whether anything acknowledged was lost or half-made.
 */

/** A whole-number setting: `npm run test:faults` uses the defaults, CI smaller values. */
export function faultSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number >= 1, got ${raw}`);
  return value;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settings every fault-test server gets: cheap captcha, limits out of the way, no demo slots. */
export const quietServerEnv: Record<string, string> = {
  ALTCHA_COST: "100",
  SEED_DEMO: "false",
  TRUST_PROXY: "1",
  LIMIT_BOOKINGS_PER_MINUTE: "1000000",
  LIMIT_HOLDS_PER_CLIENT: "100000",
  LIMIT_HELD_SLOTS_PERCENT: "0",
  LIMIT_REVIEWS_PER_HOUR: "1000000",
  LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR: "1000000",
  LIMIT_CHALLENGES_PER_MINUTE: "1000000",
  LIMIT_VERIFY_PER_MINUTE: "1000000",
  REVIEW_EMAIL_NOTIFY: "false",
  REMINDER_HOURS: "",
  SHUTDOWN_GRACE_SECONDS: "2",
  LOG_LEVEL: "info",
};

export const faultAppSecret = "fault-test-app-secret-0123456789-abcdefgh";

/** Servers and folders made by a test file, stopped and removed by `cleanUp`. */
export class FaultLab {
  readonly servers: ServerProcess[] = [];
  readonly dirs: string[] = [];

  async dataDir(prefix = "clinic-fault-"): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    this.dirs.push(dir);
    return dir;
  }

  /** Starts `src/main.ts` as its own process on a free port. */
  async start(env: Record<string, string>): Promise<ServerProcess> {
    const port = await freePort();
    const server = spawnServer("main", { ...quietServerEnv, PORT: String(port), ...env }, port);
    this.servers.push(server);
    return server;
  }

  async startHealthy(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
    const server = await this.start(env);
    await waitForHealthy(server, timeoutMs);
    return server;
  }

  async stop(server: ServerProcess): Promise<void> {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    server.child.kill("SIGTERM");
    await exitWithin(server, 20_000).catch(() => server.child.kill("SIGKILL"));
  }

  async cleanUp(): Promise<void> {
    for (const server of this.servers.splice(0)) await this.stop(server);
    for (const dir of this.dirs.splice(0)) {
      for (const pid of postmastersFor(path.join(dir, "postgres"))) process.kill(pid, "SIGINT");
      for (let i = 0; i < 100 && postmastersFor(path.join(dir, "postgres")).length > 0; i++) await sleep(100);
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** A superuser URL of the test run's PostgreSQL (embedded, or TEST_DATABASE_URL). */
export function testServerUrl(): string {
  return inject("testServerUrl");
}

/** A new empty database on the test PostgreSQL (named clinic_test*, so the next run clears it). */
export async function freshDatabase(name: string): Promise<string> {
  const server = testServerUrl();
  const admin = new pg.Client({ connectionString: withDatabase(server, "postgres") });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(server, name);
}

/** The URL of the embedded PostgreSQL a running server started on `dataDir`. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  if (!existsSync(pidFile)) throw new Error("the embedded PostgreSQL is not running");
  const port = readFileSync(pidFile, "utf8").split("\n")[3]?.trim();
  return `postgres://clinic:${encodeURIComponent(password)}@127.0.0.1:${port}/clinic`;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

let slotBase = Math.ceil((Date.now() + 5 * 86_400_000) / 3_600_000) * 3_600_000;

/** Inserts `count` OPEN one-hour slots in the future (never overlapping earlier ones); their ids. */
export async function insertSlots(url: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  const rows: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const startAt = new Date(slotBase);
    slotBase += 75 * 60_000;
    const endAt = new Date(startAt.getTime() + 60 * 60_000);
    const id = randomUUID();
    ids.push(id);
    const dateKey = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(startAt);
    rows.push([id, dateKey, startAt.toISOString(), endAt.toISOString()]);
  }
  await withClient(url, async (client) => {
    for (const [id, dateKey, startAt, endAt] of rows as string[][])
      await client.query(
        "insert into slots (id, date_key, start_at, end_at, tz, status) values ($1, $2, $3, $4, 'Asia/Kolkata', 'OPEN')",
        [id, dateKey, startAt, endAt],
      );
  });
  return ids;
}

// ── a patient's calls ────────────────────────────────────────────────────────

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Status 0: no answer (connection refused or cut, or timed out). */
export type CallResult = { status: number; body: Record<string, unknown>; error?: string };

export async function call(
  url: string,
  pathName: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CallResult> {
  try {
    const res = await fetch(`${url}${pathName}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": randomAddress(),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, body: {}, error: (error as Error).message };
  }
}

export async function solvedCaptcha(url: string): Promise<string | undefined> {
  const res = await call(url, "/api/captcha/challenge");
  if (res.status !== 200) return undefined;
  return solveAltcha(res.body as unknown as Parameters<typeof solveAltcha>[0]);
}

let person = 0;

export function patient() {
  person++;
  return {
    name: `Fault Patient ${person}`,
    email: `fault${person}.${randomInt(1e9)}@example.com`,
    phone: `+91${String(7_000_000_000 + randomInt(2_999_999_999)).slice(0, 10)}`,
    timezone: "Asia/Kolkata",
  };
}

export type Created = { bookingId: string; orderId: string };

/** POST /api/public/bookings; `created` only when the server acknowledged it with a 2xx. */
export async function createHold(
  url: string,
  slotId: string,
  token?: string,
): Promise<{ res: CallResult; created?: Created }> {
  const captcha = token ?? (await solvedCaptcha(url));
  if (!captcha) return { res: { status: 0, body: {}, error: "no captcha challenge" } };
  const res = await call(url, "/api/public/bookings", {
    headers: { "idempotency-key": randomUUID() },
    body: {
      slotId,
      user: patient(),
      notes: "Fault test consultation",
      flow: "book",
      captcha: { provider: "altcha", token: captcha, action: "book_submit" },
      consent: await consentForServer(url),
    },
  });
  if (res.status >= 200 && res.status < 300) {
    const data = res.body.data as Created;
    return { res, created: { bookingId: data.bookingId, orderId: data.orderId } };
  }
  return { res };
}

/** The dummy provider's payment for a hold. */
export function payDummy(url: string, created: Created): Promise<CallResult> {
  return call(url, `/api/public/bookings/${created.bookingId}/payments/verify`, {
    headers: { "idempotency-key": randomUUID() },
    body: {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: created.orderId,
      razorpay_signature: "dummy_signature",
      idempotencyKey: randomUUID(),
    },
  });
}

/** POST /api/reviews with a unique comment (returned, to find it again). */
export async function submitReview(url: string): Promise<{ res: CallResult; comment: string }> {
  const comment = `Fault test review ${randomUUID()} — kind and careful treatment.`;
  const token = await solvedCaptcha(url);
  if (!token) return { res: { status: 0, body: {}, error: "no captcha challenge" }, comment };
  const res = await call(url, "/api/reviews", {
    headers: { "idempotency-key": randomUUID() },
    body: { name: "Fault Reviewer", rating: 5, comment, captchaToken: token },
  });
  return { res, comment };
}

export const ok = (res: CallResult) => res.status >= 200 && res.status < 300;

// ── what the database must say ───────────────────────────────────────────────

export type Acknowledged = {
  /** Holds answered 2xx (booking id → slot id). */
  holds: Map<string, string>;
  /** Payments answered 2xx. */
  paid: Set<string>;
  /** Review comments answered 2xx. */
  reviews: Set<string>;
};

export const newAcknowledged = (): Acknowledged => ({
  holds: new Map(),
  paid: new Set(),
  reviews: new Set(),
});

export type Audit = {
  lostHolds: string[];
  lostPayments: string[];
  lostReviews: string[];
  doubleBooked: string[];
  halfMade: string[];
};

/**
 * Every acknowledged write is there; no slot has two live bookings; nothing is half-made:
 * a HELD slot without its PENDING booking, a PAID booking on an OPEN slot, a BOOKED slot
 * whose live booking is neither PAID nor an admin booking (or that has none).
 */
export async function auditDatabase(url: string, ack: Acknowledged): Promise<Audit> {
  return withClient(url, async (client) => {
    const bookings = await client.query<{ id: string; slot_id: string; status: string }>(
      "select id, slot_id, status from bookings",
    );
    const byId = new Map(bookings.rows.map((r) => [r.id, r]));
    const lostHolds = [...ack.holds.entries()]
      .filter(([id, slotId]) => byId.get(id)?.slot_id !== slotId)
      .map(([id]) => id);
    const lostPayments = [...ack.paid].filter((id) => byId.get(id)?.status !== "PAID");
    const comments = new Set(
      (await client.query<{ comment: string }>("select comment from reviews")).rows.map((r) => r.comment),
    );
    const lostReviews = [...ack.reviews].filter((c) => !comments.has(c));
    const doubleBooked = (
      await client.query<{ slot_id: string }>(
        "select slot_id from bookings where status in ('PENDING', 'PAID') group by slot_id having count(*) > 1",
      )
    ).rows.map((r) => r.slot_id);
    const halfMade = (
      await client.query<{ what: string }>(`
        select 'HELD slot without a PENDING booking: ' || s.id as what from slots s
        where s.status = 'HELD'
          and not exists (select 1 from bookings b where b.slot_id = s.id and b.status = 'PENDING')
        union all
        select 'PAID booking on an OPEN slot: ' || b.id from bookings b join slots s on s.id = b.slot_id
        where b.status = 'PAID' and s.status = 'OPEN'
        union all
        select 'BOOKED slot without a PAID or admin booking: ' || s.id from slots s
        where s.status = 'BOOKED'
          and not exists (select 1 from bookings b where b.slot_id = s.id
                          and (b.status = 'PAID' or (b.is_admin_booking and b.status in ('PENDING', 'PAID'))))
        union all
        select 'PENDING booking on a slot that is not HELD: ' || b.id from bookings b join slots s on s.id = b.slot_id
        where b.status = 'PENDING' and s.status <> 'HELD'`)
    ).rows.map((r) => r.what);
    return { lostHolds, lostPayments, lostReviews, doubleBooked, halfMade };
  });
}

export function auditIsClean(audit: Audit): boolean {
  return Object.values(audit).every((list) => list.length === 0);
}

/** One line the lead quotes; console.log so vitest shows it. */
export function report(name: string, figures: Record<string, number | string>): void {
  const text = Object.entries(figures)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
  console.log(`FAULT-COUNTS ${name}: ${text}`);
}

export { exitWithin, freePort, postmastersFor, type ServerProcess, spawnServer, waitForHealthy };

// ── a PostgreSQL the test can stop and start ─────────────────────────────────

/**
 * A PostgreSQL of its own (the embedded binaries, initialised by startEmbeddedPostgres), then
 * driven with pg_ctl on one fixed port, so a server pointed at it can lose it and get it back.
 */
export async function startOwnPostgres(lab: FaultLab) {
  const dir = await lab.dataDir("clinic-fault-pg-");
  const quiet = { info() {}, warn() {} };
  const first = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
  // Restarted below without the Unix socket: the server reaches it through TCP.
  const url = first.tcpConnectionString;
  const port = first.port;
  await first.stop();
  const binaries = await loadPostgresBinaries();
  const runAs = await ensureRunAsUser();
  const pgDir = path.join(dir, "postgres");
  const pgCtl = (args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile(binaries.pg_ctl, ["-D", pgDir, ...args], { ...runAs, timeout: 60_000 }, (error, _out, err) =>
        error ? reject(new Error(`pg_ctl ${args.join(" ")}: ${err || error.message}`)) : resolve(),
      ),
    );
  const start = () =>
    pgCtl([
      "-w",
      "-l",
      path.join(pgDir, "pg_ctl.log"),
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=on`,
      "start",
    ]);
  await start();
  return {
    url,
    start,
    /** immediate: like a crash (no checkpoint, sessions cut); fast: a clean restart. */
    stop: (mode: "immediate" | "fast") => pgCtl(["-w", "-m", mode, "stop"]),
  };
}
