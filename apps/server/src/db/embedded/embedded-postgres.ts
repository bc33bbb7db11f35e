import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { access, chmod, chown, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { isAlive } from "../../data-dir/data-dir-lock";
import { readOrCreateSecretFile } from "../../data-dir/secret-file";
import { embeddedPostgresMajor, loadPostgresBinaries, type PostgresBinaries } from "./postgres-binaries";
import { ensureRunAsUser, postgresSystemUser, type RunAs } from "./system-user";

/**
 * The embedded PostgreSQL server: data in DATA_DIR/postgres, on 127.0.0.1 only, on a free
 * port, with a generated password kept in DATA_DIR (0600), fsync on. It runs detached
 * from our process group, so a Ctrl+C in the terminal reaches only the app, which then
 * finishes its requests and stops PostgreSQL itself. A PostgreSQL left running by an
 * app that was killed (kill -9) is found through its postmaster.pid and shut down cleanly
 * before a new one starts, so there is never more than one per DATA_DIR.
 */
export type EmbeddedPostgres = {
  /** For the app: through the Unix socket when there is one, else TCP. */
  connectionString: string;
  /** Through TCP on 127.0.0.1, for tools and for a PostgreSQL restarted without the socket. */
  tcpConnectionString: string;
  pid: number;
  port: number;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  dataDir: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** How long to wait for PostgreSQL to accept connections. */
  startTimeoutMs?: number;
};

const dbUser = "clinic";
const dbName = "clinic";

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, log } = options;
  const pgDir = path.join(dataDir, "postgres");
  const binaries = await loadPostgresBinaries();
  const runAs = await ensureRunAsUser();
  const password = await readOrCreateSecretFile(path.join(dataDir, "postgres-password"));
  if (runAs) await letPostgresUserReach(dataDir, log);

  await stopOrphan(pgDir, log);
  if (!(await exists(path.join(pgDir, "PG_VERSION")))) {
    const started = Date.now();
    await initialise(binaries, pgDir, password, runAs);
    log.info({ ms: Date.now() - started }, "embedded PostgreSQL initialised");
  } else {
    await checkMajorVersion(pgDir);
  }
  const port = await freePort();
  const socketDir = await prepareSocketDir(dataDir, port, runAs);
  const child = spawnPostgres(binaries, pgDir, port, socketDir, runAs, path.join(dataDir, "postgres.log"));
  const connectionString = `postgres://${dbUser}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, `${connectionString}/postgres`, options.startTimeoutMs ?? 30_000, dataDir);
    await ensureDatabase(`${connectionString}/postgres`);
  } catch (error) {
    await stopPid(child.pid ?? 0);
    throw error;
  }
  const pid = child.pid ?? 0;
  log.info({ pid, port }, "embedded PostgreSQL started");
  // The app talks to it through the Unix socket when there is one: each query costs both
  // processes less CPU than through TCP on 127.0.0.1 (decision 0071). Tools use the TCP port.
  const appUrl = socketDir
    ? `${connectionString}/${dbName}?host=${encodeURIComponent(socketDir)}`
    : `${connectionString}/${dbName}`;
  return {
    connectionString: appUrl,
    tcpConnectionString: `${connectionString}/${dbName}`,
    pid,
    port,
    stop: () => stopPid(pid),
  };
}

/**
 * DATA_DIR/postgres-socket, emptied (a PostgreSQL killed with -9 leaves its socket behind), when the
 * socket's path fits the system's limit (about 100 bytes) and holds no character PostgreSQL's list
 * setting would split on; otherwise none, and everything goes through TCP.
 */
async function prepareSocketDir(dataDir: string, port: number, runAs: RunAs): Promise<string | undefined> {
  const dir = path.join(dataDir, "postgres-socket");
  if (!/^[\w./-]+$/.test(dir) || Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}.lock`)) > 100)
    return undefined;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { mode: 0o700 });
  if (runAs) await chown(dir, runAs.uid, runAs.gid);
  return dir;
}

/**
 * As root, PostgreSQL runs as its own user, which must be able to pass through DATA_DIR
 * and its parents (execute permission only: it cannot list them, and our secret files
 * stay 0600). We add that to DATA_DIR itself; a parent we do not change, we name.
 */
async function letPostgresUserReach(dataDir: string, log: EmbeddedPostgresOptions["log"]) {
  const info = await stat(dataDir);
  if ((info.mode & 0o001) === 0) {
    await chmod(dataDir, (info.mode & 0o7777) | 0o001);
    log.info({ dataDir }, "let the PostgreSQL system user pass through DATA_DIR (o+x)");
  }
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the system user "${postgresSystemUser}", which cannot pass through ${dir} to reach DATA_DIR. Choose a DATA_DIR elsewhere, or allow it: chmod o+x ${dir}`,
      );
    }
    if (dir === path.dirname(dir)) break;
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function initialise(binaries: PostgresBinaries, pgDir: string, password: string, runAs: RunAs) {
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(pgDir, runAs.uid, runAs.gid);
  // initdb reads the password from a file the PostgreSQL user can read; removed right after.
  const pwFile = path.join(tmpdir(), `clinic-pg-${process.pid}-${Date.now()}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) await chown(pwFile, runAs.uid, runAs.gid);
  try {
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${pgDir}`,
        "--auth=scram-sha-256",
        `--username=${dbUser}`,
        `--pwfile=${pwFile}`,
        "--encoding=UTF8",
        "--locale=C",
      ],
      runAs,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
}

async function checkMajorVersion(pgDir: string) {
  const major = Number((await readFile(path.join(pgDir, "PG_VERSION"), "utf8")).trim());
  if (major !== embeddedPostgresMajor) {
    throw new Error(
      `DATA_DIR/postgres was made by PostgreSQL ${major}, but this app embeds PostgreSQL ${embeddedPostgresMajor}. Move the data with pg_dump and restore (docs/operations.md, "Upgrading the embedded PostgreSQL").`,
    );
  }
}

function runToEnd(file: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...runAs,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${output.trim().slice(-800)}`)),
    );
  });
}

function spawnPostgres(
  binaries: PostgresBinaries,
  pgDir: string,
  port: number,
  socketDir: string | undefined,
  runAs: RunAs,
  logFile: string,
) {
  const out = openSync(logFile, "a", 0o600);
  try {
    const child = spawn(
      binaries.postgres,
      [
        "-D",
        pgDir,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${socketDir ?? ""}`,
        "-c",
        "unix_socket_permissions=0700",
        "-c",
        "fsync=on",
        "-c",
        "max_connections=100",
      ],
      { ...runAs, detached: true, stdio: ["ignore", out, out], env: { ...process.env, LC_ALL: "C" } },
    );
    child.unref();
    return child;
  } finally {
    closeSync(out);
  }
}

async function waitUntilReady(child: ChildProcess, url: string, timeoutMs: number, dataDir: string) {
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The embedded PostgreSQL stopped while starting: ${logTail(dataDir)}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(
    `The embedded PostgreSQL did not accept connections within ${timeoutMs} ms: ${logTail(dataDir)}`,
  );
}

function logTail(dataDir: string): string {
  try {
    return readFileSync(path.join(dataDir, "postgres.log"), "utf8").trim().split("\n").slice(-5).join(" | ");
  } catch {
    return "(no log)";
  }
}

async function ensureDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [dbName]);
    if (found.rowCount === 0) await client.query(`create database ${dbName}`);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL still running on this folder was left by a killed app (we hold the app lock). */
async function stopOrphan(pgDir: string, log: EmbeddedPostgresOptions["log"]) {
  let pid: number;
  try {
    pid = Number((await readFile(path.join(pgDir, "postmaster.pid"), "utf8")).split("\n")[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgresProcess(pid, pgDir)) return;
  log.warn(
    { pid },
    "found the embedded PostgreSQL left running by a server that was killed; shutting it down cleanly",
  );
  await stopPid(pid);
}

function isPostgresProcess(pid: number, pgDir: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return cmdline.some((arg) => arg.endsWith("postgres")) && cmdline.includes(pgDir);
  } catch {
    return true; // no /proc (macOS): trust postmaster.pid, which PostgreSQL itself keeps current
  }
}

/** Fast shutdown (SIGINT): ends sessions, writes a checkpoint, exits. Then immediate if it hangs. */
async function stopPid(pid: number): Promise<void> {
  if (pid <= 0 || !isAlive(pid)) return;
  const signalAndWait = async (signal: NodeJS.Signals, ms: number) => {
    try {
      process.kill(pid, signal);
    } catch {
      return true;
    }
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return true;
      await new Promise((r) => setTimeout(r, 25));
    }
    return false;
  };
  if (await signalAndWait("SIGINT", 30_000)) return;
  await signalAndWait("SIGQUIT", 5_000);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
