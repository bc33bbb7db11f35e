import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { runMigrations } from "../../src/db/migrate";
import { withDatabase } from "../support/database-names";
import { exitWithin, freePort, spawnServer, waitForHealthy } from "../support/server-process";

/**
 * `npm run db:backup` / `npm run db:restore`, both modes, each a round trip taken while the site runs
 * and a writer keeps inserting: after the restore, every table of the application (schemas public and
 * drizzle) equals the source, except the written table, whose restored rows are exactly the source's
 * first k rows, k at least every insert acknowledged before the backup started (a consistent cut).
 */

const serverRoot = fileURLToPath(new URL("../..", import.meta.url));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

function runCli(script: "db-backup" | "db-restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `src/cli/${script}.ts`, ...args], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

type Snapshot = Map<string, string[]>;

async function snapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1",
    );
    const result: Snapshot = new Map();
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ row: string }>(`select t::text as row from ${name} t order by 1`);
      result.set(
        name,
        rows.map((r) => r.row),
      );
    }
    return result;
  } finally {
    await client.end();
  }
}

/** Inserts probe rows one by one until stopped; counts those acknowledged. */
function startWriter(url: string) {
  const state = { acknowledged: 0, stop: false, error: undefined as unknown };
  const done = (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        "create table if not exists backup_probe (id int primary key, payload text not null)",
      );
      while (!state.stop) {
        const id = state.acknowledged + 1;
        await client.query("insert into backup_probe values ($1, $2)", [
          id,
          `row ${id} ${"x".repeat(id % 50)}`,
        ]);
        state.acknowledged = id;
      }
    } catch (error) {
      state.error = error;
    } finally {
      await client.end();
    }
  })();
  return {
    state,
    async stop() {
      state.stop = true;
      await done;
      if (state.error) throw state.error;
    },
  };
}

async function waitFor(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

function compareRoundTrip(source: Snapshot, restored: Snapshot, acknowledgedBeforeBackup: number) {
  expect([...restored.keys()]).toEqual([...source.keys()]);
  expect(source.size).toBeGreaterThan(5);
  for (const [table, rows] of source) {
    const back = restored.get(table) ?? [];
    if (table === "public.backup_probe") {
      // A consistent cut: a prefix of the writes, holding everything acknowledged before the backup.
      const byId = (r: string) => Number(/^\((\d+),/.exec(r)?.[1]);
      const sortedSource = [...rows].sort((a, b) => byId(a) - byId(b));
      const sortedBack = [...back].sort((a, b) => byId(a) - byId(b));
      expect(sortedBack.length).toBeGreaterThanOrEqual(acknowledgedBeforeBackup);
      expect(sortedBack).toEqual(sortedSource.slice(0, sortedBack.length));
    } else if (table === "public.settings") {
      // db:backup notes itself in the site's database once the copy is complete (for npm run preflight),
      // so the source has that one row more than the backup it describes.
      const note = rows.filter((r) => r.startsWith("(operations.last_backup,"));
      expect(note).toHaveLength(1);
      expect({ table, rows: back }).toEqual({ table, rows: rows.filter((r) => !note.includes(r)) });
    } else {
      expect({ table, rows: back }).toEqual({ table, rows });
    }
  }
  expect(source.get("public.slots")?.length ?? 0).toBeGreaterThan(0);
}

async function embeddedUrl(dataDir: string): Promise<string> {
  const port = (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[3];
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  return `postgres://clinic:${encodeURIComponent(password)}@127.0.0.1:${port}/clinic`;
}

async function stopServer(server: ReturnType<typeof spawnServer>) {
  server.child.kill("SIGTERM");
  expect(await exitWithin(server, 30_000)).toBe(0);
}

describe("db:backup and db:restore", () => {
  it("embedded: a physical backup taken while the site runs and writes restores every table", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "clinic-backup-src-"));
    const restoreDir = await mkdtemp(path.join(tmpdir(), "clinic-backup-dst-"));
    const backupDir = path.join(await mkdtemp(path.join(tmpdir(), "clinic-backup-out-")), "b");
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    cleanups.push(() => rm(restoreDir, { recursive: true, force: true }));
    cleanups.push(() => rm(path.dirname(backupDir), { recursive: true, force: true }));

    const port = await freePort();
    const server = spawnServer("main", {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    });
    cleanups.push(async () => server.child.kill("SIGKILL"));
    await waitForHealthy(server, 45_000);
    const url = await embeddedUrl(dataDir);

    const writer = startWriter(url);
    await waitFor(() => writer.state.acknowledged >= 100);
    const acknowledgedBeforeBackup = writer.state.acknowledged;
    const backup = await runCli("db-backup", ["--out", backupDir], { DATA_DIR: dataDir });
    expect(backup.stderr).toContain("backing up while it runs");
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout.trim()).toBe(backupDir);
    const acknowledgedAfterBackup = writer.state.acknowledged;
    await writer.stop();
    expect(acknowledgedAfterBackup).toBeGreaterThan(acknowledgedBeforeBackup); // it wrote during the backup

    // Restoring onto the running site is refused, and touches nothing.
    const refused = await runCli("db-restore", [backupDir], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Stop it first/);
    const source = await snapshot(url);
    expect(source.get("public.backup_probe")?.length).toBe(writer.state.acknowledged);
    await stopServer(server);

    const restore = await runCli("db-restore", [backupDir], { DATA_DIR: restoreDir });
    expect(restore.code, restore.stderr).toBe(0);
    // The site starts on the restored data.
    const port2 = await freePort();
    const restoredServer = spawnServer("main", {
      DATA_DIR: restoreDir,
      PORT: String(port2),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    });
    cleanups.push(async () => restoredServer.child.kill("SIGKILL"));
    await waitForHealthy(restoredServer, 45_000);
    const restored = await snapshot(await embeddedUrl(restoreDir));
    await stopServer(restoredServer);
    compareRoundTrip(source, restored, acknowledgedBeforeBackup);
    expect(await readFile(path.join(restoreDir, "app-secret"), "utf8")).toBe(
      await readFile(path.join(dataDir, "app-secret"), "utf8"),
    );
  }, 120_000);

  it("DATABASE_URL: pg_dump taken while the site runs and writes, pg_restore into another database", async () => {
    const serverUrl = await pgDumpCompatibleServer();
    const suffix = `${process.pid}_${Date.now() % 100000}`;
    const sourceUrl = withDatabase(serverUrl, `clinic_test_bk_src_${suffix}`);
    const targetUrl = withDatabase(serverUrl, `clinic_test_bk_dst_${suffix}`);
    const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
    await admin.connect();
    try {
      await admin.query(`create database clinic_test_bk_src_${suffix}`);
      await admin.query(`create database clinic_test_bk_dst_${suffix}`);
    } finally {
      await admin.end();
    }
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
      await c.connect();
      await c.query(`drop database if exists clinic_test_bk_src_${suffix} with (force)`);
      await c.query(`drop database if exists clinic_test_bk_dst_${suffix} with (force)`);
      await c.end();
    });
    await runMigrations(sourceUrl);
    const dataDir = await mkdtemp(path.join(tmpdir(), "clinic-backup-url-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const backupDir = path.join(dataDir, "backup");
    const appSecret = "backup-test-secret-0123456789-abcdefghijkl";

    const port = await freePort();
    const server = spawnServer("main", {
      DATA_DIR: dataDir,
      DATABASE_URL: sourceUrl,
      APP_SECRET: appSecret,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    });
    cleanups.push(async () => server.child.kill("SIGKILL"));
    await waitForHealthy(server, 45_000);

    const writer = startWriter(sourceUrl);
    await waitFor(() => writer.state.acknowledged >= 100);
    const acknowledgedBeforeBackup = writer.state.acknowledged;
    const backup = await runCli("db-backup", ["--out", backupDir], {
      DATA_DIR: dataDir,
      DATABASE_URL: sourceUrl,
      APP_SECRET: appSecret,
    });
    expect(backup.code, backup.stderr).toBe(0);
    await writer.stop();
    const source = await snapshot(sourceUrl);
    await stopServer(server);

    const restore = await runCli("db-restore", [backupDir], {
      DATA_DIR: dataDir,
      DATABASE_URL: targetUrl,
      APP_SECRET: appSecret,
    });
    expect(restore.code, restore.stderr).toBe(0);
    compareRoundTrip(source, await snapshot(targetUrl), acknowledgedBeforeBackup);
  }, 120_000);
});

function toolMajor(file: string): number | undefined {
  try {
    return Number(
      /\(PostgreSQL\)\s+(\d+)/.exec(execFileSync(file, ["--version"], { encoding: "utf8" }))?.[1],
    );
  } catch {
    return undefined;
  }
}

function newestPgBin(): string | undefined {
  if (!existsSync("/usr/lib/postgresql")) return undefined;
  const majors = readdirSync("/usr/lib/postgresql")
    .filter((d) => existsSync(`/usr/lib/postgresql/${d}/bin/pg_dump`))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? `/usr/lib/postgresql/${majors[0]}/bin` : undefined;
}

/**
 * A PostgreSQL that the installed pg_dump can dump: the test server when its major is not newer
 * than pg_dump's (CI's Debian PostgreSQL), otherwise a throwaway cluster of the installed tools' major.
 */
async function pgDumpCompatibleServer(): Promise<string> {
  const bin = newestPgBin();
  const dumpMajor = bin ? toolMajor(`${bin}/pg_dump`) : toolMajor("pg_dump");
  if (!dumpMajor) throw new Error("pg_dump is not installed (apt-get install postgresql-client)");
  const testServer = inject("testServerUrl");
  const probe = new pg.Client({ connectionString: withDatabase(testServer, "postgres") });
  await probe.connect();
  const serverMajor = Math.floor(
    Number((await probe.query("show server_version_num")).rows[0].server_version_num) / 10000,
  );
  await probe.end();
  if (serverMajor <= dumpMajor) return testServer;
  if (!bin || !existsSync(`${bin}/initdb`))
    throw new Error(
      `pg_dump ${dumpMajor} cannot dump PostgreSQL ${serverMajor}, and no server of its major is installed`,
    );
  return await startThrowawayCluster(bin);
}

async function startThrowawayCluster(bin: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "clinic-backup-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (file: string, args: string[]) =>
    asRoot ? execFileSync("runuser", ["-u", "postgres", "--", file, ...args]) : execFileSync(file, args);
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  run(`${bin}/initdb`, ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C"]);
  run(`${bin}/pg_ctl`, [
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/server.log`,
    "-w",
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    "start",
  ]);
  cleanups.push(async () => {
    try {
      run(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}
