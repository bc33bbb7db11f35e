import { execFile, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { type BackupManifest, readManifest, writeManifest } from "./backup-manifest";
import type { Log } from "./embedded-backup";

/**
 * DATABASE_URL mode: a logical backup with PostgreSQL's own client tools, `pg_dump -Fc` (one
 * consistent snapshot, taken while the site runs) and `pg_restore --clean --single-transaction`
 * (docs/decisions/0050). The client tools must be of the server's major or newer; Debian keeps
 * each installed major in /usr/lib/postgresql/N/bin, and we pick the newest that fits.
 */

const run = promisify(execFile);
export const dumpFileName = "clinic.dump";

type Tool = { file: string; major: number };

async function toolVersion(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(file, ["--version"]);
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

/** The newest `name` (pg_dump or pg_restore): PG_BIN_DIR, Debian's versioned folders, then PATH. */
async function findTool(name: "pg_dump" | "pg_restore", binDir?: string): Promise<Tool | undefined> {
  const candidates: string[] = [];
  if (binDir) candidates.push(path.join(binDir, name));
  if (existsSync("/usr/lib/postgresql")) {
    for (const dir of readdirSync("/usr/lib/postgresql"))
      candidates.push(`/usr/lib/postgresql/${dir}/bin/${name}`);
  }
  candidates.push(name);
  let best: Tool | undefined;
  for (const file of candidates) {
    if (file.includes("/") && !existsSync(file)) continue;
    const major = await toolVersion(file);
    if (major !== undefined && (!best || major > best.major)) best = { file, major };
  }
  return best;
}

/** libpq settings from the URL; the password goes through PGPASSWORD, never the command line. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, PGPASSWORD: password } };
}

async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Math.floor(
      Number((await client.query("show server_version_num")).rows[0].server_version_num) / 10000,
    );
  } finally {
    await client.end();
  }
}

function installHint(major: number) {
  return `install PostgreSQL ${major}'s client tools (Debian/Ubuntu: apt-get install postgresql-client-${major}, from apt.postgresql.org when your release does not carry it), or set PG_BIN_DIR to their folder`;
}

function runTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${errors.trim().slice(-1500)}`)),
    );
  });
}

export async function backupWithPgDump(
  databaseUrl: string,
  outDir: string,
  log: Log,
  pgBinDir?: string,
): Promise<BackupManifest> {
  const major = await serverMajor(databaseUrl);
  const tool = await findTool("pg_dump", pgBinDir);
  if (!tool || tool.major < major)
    throw new Error(
      `the database is PostgreSQL ${major}, but ${tool ? `the newest pg_dump here is ${tool.major}` : "pg_dump is not installed"}: ${installHint(major)}`,
    );
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  if ((await readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty; choose a new folder`);
  const started = Date.now();
  const file = path.join(outDir, dumpFileName);
  const { dbname, env } = connection(databaseUrl);
  log(`pg_dump ${tool.major} (${tool.file}) of a PostgreSQL ${major} database`);
  await runTool(
    tool.file,
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
  await chmod(file, 0o600);
  const manifest: BackupManifest = {
    format: "clinic-db-backup",
    version: 1,
    kind: "pg_dump",
    createdAt: new Date().toISOString(),
    postgresMajor: major,
    pgDumpVersion: String(tool.major),
    bytes: (await stat(file)).size,
    seconds: (Date.now() - started) / 1000,
  };
  await writeManifest(outDir, manifest);
  log(`wrote ${file} (${((manifest.bytes ?? 0) / 1024).toFixed(0)} KB) in ${manifest.seconds.toFixed(1)} s`);
  return manifest;
}

/**
 * Restores a pg_dump backup into DATABASE_URL's database: every object of the dump is dropped and
 * made again, in one transaction (on any error nothing changes). Stop every server first.
 */
export async function restoreWithPgRestore(
  backupDir: string,
  databaseUrl: string,
  log: Log,
  pgBinDir?: string,
): Promise<void> {
  const manifest = await readManifest(backupDir);
  if (manifest.kind !== "pg_dump")
    throw new Error(
      `${backupDir} is an ${manifest.kind} backup; restore it without DATABASE_URL (embedded mode)`,
    );
  const tool = await findTool("pg_restore", pgBinDir);
  const needed = Number(manifest.pgDumpVersion ?? manifest.postgresMajor);
  if (!tool || tool.major < needed)
    throw new Error(
      `the dump was made by pg_dump ${needed}, but ${tool ? `the newest pg_restore here is ${tool.major}` : "pg_restore is not installed"}: ${installHint(needed)}`,
    );
  const { dbname, env } = connection(databaseUrl);
  log(`pg_restore ${tool.major} into the database of DATABASE_URL (one transaction)`);
  await runTool(
    tool.file,
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${dbname}`,
      path.join(backupDir, dumpFileName),
    ],
    env,
  );
}
