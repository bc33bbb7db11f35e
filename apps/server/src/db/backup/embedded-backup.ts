import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import {
  chmod,
  chown,
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { acquireDataDirLock, isAlive } from "../../data-dir/data-dir-lock";
import { startEmbeddedPostgres } from "../embedded/embedded-postgres";
import { embeddedPostgresMajor } from "../embedded/postgres-binaries";
import { ensureRunAsUser } from "../embedded/system-user";
import { type BackupManifest, readManifest, writeManifest } from "./backup-manifest";

/**
 * A consistent physical backup of the embedded PostgreSQL, taken while it runs, through
 * PostgreSQL's own non-exclusive base-backup API (docs/decisions/0050):
 *
 * 1. in one session: a temporary physical replication slot (so the WAL written meanwhile is kept),
 *    then `pg_backup_start(label, fast => true)`;
 * 2. copy the data directory, leaving out what PostgreSQL documents as not to be copied
 *    (pg_wal's contents, postmaster.pid, temporary and runtime folders);
 * 3. `pg_backup_stop()` in the same session: its label file is written into the copy as
 *    `backup_label`, and the WAL segments from the backup's start to its stop are copied into
 *    the copy's pg_wal, so the copy recovers on its own (as `pg_basebackup -X fetch` would).
 *
 * Restoring replaces DATA_DIR/postgres (the old one is moved aside, never deleted) with the server
 * stopped; the first start replays the WAL up to the end of the backup, and the restore does that
 * start itself to prove the copy opens.
 */

export type Log = (line: string) => void;

const fileNamesNotCopied = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "pg_internal.init",
  "backup_label",
  "backup_label.old",
  "tablespace_map",
  "current_logfiles",
]);
/** Folders kept empty in the copy (PostgreSQL recreates or does not need their contents). */
const foldersKeptEmpty = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);

type Running = { pid: number; port: number };

/** The embedded PostgreSQL running on DATA_DIR (from its postmaster.pid), if any. */
export async function runningEmbeddedPostgres(dataDir: string): Promise<Running | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n");
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) return undefined;
  return { pid, port };
}

/**
 * `afterBackup` gets the site's own database (not the `postgres` one the copy is taken through) while
 * it still runs, so the caller can note the backup where the going-live check reads it.
 */
export async function backupEmbedded(
  dataDir: string,
  outDir: string,
  log: Log,
  afterBackup?: (appDatabaseUrl: string, manifest: BackupManifest) => Promise<void>,
): Promise<BackupManifest> {
  const running = await runningEmbeddedPostgres(dataDir);
  if (running) {
    log(`the embedded PostgreSQL is running (pid ${running.pid}); backing up while it runs`);
    const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
    const server = `postgres://clinic:${encodeURIComponent(password)}@127.0.0.1:${running.port}`;
    const manifest = await backupFrom(`${server}/postgres`, dataDir, outDir, log);
    await afterBackup?.(`${server}/clinic`, manifest);
    return manifest;
  }
  // Nothing runs: start it ourselves, holding the DATA_DIR lock so that no server starts meanwhile.
  const lock = await acquireDataDirLock(dataDir);
  try {
    log("the site is not running; starting its PostgreSQL for the backup");
    const quiet = { info() {}, warn() {} };
    const embedded = await startEmbeddedPostgres({ dataDir, log: quiet });
    try {
      const url = new URL(embedded.connectionString);
      url.pathname = "/postgres";
      const manifest = await backupFrom(url.toString(), dataDir, outDir, log);
      await afterBackup?.(embedded.connectionString, manifest);
      return manifest;
    } finally {
      await embedded.stop();
    }
  } finally {
    await lock.release();
  }
}

async function backupFrom(url: string, dataDir: string, outDir: string, log: Log): Promise<BackupManifest> {
  const pgDir = path.join(dataDir, "postgres");
  const copyDir = path.join(outDir, "postgres");
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  if ((await readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty; choose a new folder`);
  await mkdir(copyDir, { mode: 0o700 });

  const client = new pg.Client({ connectionString: url, application_name: "clinic-db-backup" });
  await client.connect();
  const started = Date.now();
  try {
    const major = Number((await client.query("show server_version_num")).rows[0].server_version_num) / 10000;
    const slot = `clinic_backup_${process.pid}_${randomBytes(3).toString("hex")}`;
    await client.query("select pg_create_physical_replication_slot($1, true, true)", [slot]);
    const label = `clinic db:backup ${new Date().toISOString()}`;
    await client.query("select pg_backup_start($1, true)", [label]);
    let files = 0;
    let bytes = 0;
    let stopped: { lsn: string; labelfile: string; spcmapfile: string | null };
    try {
      const copied = await copyTree(pgDir, copyDir, "");
      files = copied.files;
      bytes = copied.bytes;
    } finally {
      // Always end the backup mode, also when the copy failed (the session ending would too).
      stopped = (await client.query("select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)"))
        .rows[0];
    }
    await writeSynced(path.join(copyDir, "backup_label"), stopped.labelfile);
    if (stopped.spcmapfile) await writeSynced(path.join(copyDir, "tablespace_map"), stopped.spcmapfile);
    const startWal = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(stopped.labelfile)?.[1];
    const stopWal = (await client.query("select pg_walfile_name($1::pg_lsn) as name", [stopped.lsn])).rows[0]
      .name as string;
    if (!startWal) throw new Error("pg_backup_stop gave a label without its start WAL file");
    const wal = await copyWal(path.join(pgDir, "pg_wal"), path.join(copyDir, "pg_wal"), startWal, stopWal);
    await client.query("select pg_drop_replication_slot($1)", [slot]);
    await copySecrets(dataDir, outDir);
    const manifest: BackupManifest = {
      format: "clinic-db-backup",
      version: 1,
      kind: "embedded-physical",
      createdAt: new Date().toISOString(),
      postgresMajor: Math.floor(major),
      startWal,
      stopWal,
      stopLsn: stopped.lsn,
      files: files + wal,
      bytes,
      seconds: (Date.now() - started) / 1000,
    };
    await writeManifest(outDir, manifest);
    log(
      `copied ${files} files (${(bytes / 1024 / 1024).toFixed(1)} MB) and ${wal} WAL segments (${startWal} to ${stopWal}) in ${manifest.seconds.toFixed(1)} s`,
    );
    return manifest;
  } finally {
    await client.end();
  }
}

async function copyTree(
  from: string,
  to: string,
  relative: string,
): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { files, bytes }; // dropped meanwhile
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      await mkdir(target, { mode: 0o700 });
      if (relative === "" && foldersKeptEmpty.has(entry.name)) {
        if (entry.name === "pg_wal") await mkdir(path.join(target, "archive_status"), { mode: 0o700 });
        continue;
      }
      if (entry.name.startsWith("pgsql_tmp")) continue;
      const inner = await copyTree(source, target, rel);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      if (fileNamesNotCopied.has(entry.name) || entry.name.startsWith("pgsql_tmp")) continue;
      try {
        await copyFile(source, target);
        await syncFile(target);
        files += 1;
        bytes += (await stat(target)).size;
      } catch (error) {
        // A file removed while we copy (a dropped table) is replayed from the WAL.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
  return { files, bytes };
}

/** The WAL segments from the backup's start to its stop (same timeline), and any timeline history. */
async function copyWal(from: string, to: string, startWal: string, stopWal: string): Promise<number> {
  let copied = 0;
  for (const name of (await readdir(from)).sort()) {
    const segment = /^[0-9A-F]{24}$/.test(name);
    const history = /^[0-9A-F]{8}\.history$/.test(name);
    if (!history && !(segment && name >= startWal && name <= stopWal)) continue;
    await copyFile(path.join(from, name), path.join(to, name));
    await syncFile(path.join(to, name));
    copied += 1;
  }
  if (!(await readdir(to)).includes(stopWal)) throw new Error(`the WAL segment ${stopWal} was not found`);
  return copied;
}

async function copySecrets(dataDir: string, outDir: string) {
  for (const name of ["postgres-password", "app-secret"]) {
    try {
      await copyFile(path.join(dataDir, name), path.join(outDir, name), constants.COPYFILE_EXCL);
      await chmod(path.join(outDir, name), 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

async function writeSynced(file: string, text: string) {
  await writeFile(file, text, { mode: 0o600 });
  await syncFile(file);
}

async function syncFile(file: string) {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Puts a backup in place of DATA_DIR/postgres. The site must be stopped: we take the DATA_DIR lock
 * (a running server holds it) and refuse if a PostgreSQL still runs on the folder. What was there is
 * moved aside to `postgres.before-restore-<time>` (and the secret files likewise), then the restored
 * copy is started once (PostgreSQL replays the backup's WAL) and stopped, to prove it opens.
 */
export async function restoreEmbedded(
  backupDir: string,
  dataDir: string,
  log: Log,
): Promise<{ movedAside: string[] }> {
  const manifest = await readManifest(backupDir);
  if (manifest.kind !== "embedded-physical")
    throw new Error(`${backupDir} is a ${manifest.kind} backup; restore it with DATABASE_URL set`);
  if (manifest.postgresMajor !== embeddedPostgresMajor)
    throw new Error(
      `the backup holds PostgreSQL ${manifest.postgresMajor} data, but this app embeds PostgreSQL ${embeddedPostgresMajor}`,
    );
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  const movedAside: string[] = [];
  try {
    const running = await runningEmbeddedPostgres(dataDir);
    if (running)
      throw new Error(
        `a PostgreSQL (pid ${running.pid}) still runs on ${path.join(dataDir, "postgres")}; stop the site first`,
      );
    const suffix = `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    for (const name of ["postgres", "postgres-password", "app-secret"]) {
      const current = path.join(dataDir, name);
      const aside = `${current}.${suffix}`;
      try {
        await rename(current, aside);
        movedAside.push(aside);
        log(`moved ${current} aside to ${aside}`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    const target = path.join(dataDir, "postgres");
    const incoming = `${target}.restoring`;
    await rm(incoming, { recursive: true, force: true });
    await copyPlain(path.join(backupDir, "postgres"), incoming);
    const runAs = await ensureRunAsUser();
    if (runAs) await chownTree(incoming, runAs.uid, runAs.gid);
    await chmod(incoming, 0o700);
    await rename(incoming, target);
    for (const name of ["postgres-password", "app-secret"]) {
      try {
        await copyFile(path.join(backupDir, name), path.join(dataDir, name), constants.COPYFILE_EXCL);
        await chmod(path.join(dataDir, name), 0o600);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    log("starting the restored PostgreSQL once (it replays the backup's WAL)");
    const quiet = { info() {}, warn() {} };
    const embedded = await startEmbeddedPostgres({ dataDir, log: quiet });
    try {
      const client = new pg.Client({ connectionString: embedded.connectionString });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_tables where schemaname = 'public'",
        );
        log(`the restored database opens: ${rows[0]?.n ?? 0} tables`);
      } finally {
        await client.end();
      }
    } finally {
      await embedded.stop();
    }
    return { movedAside };
  } finally {
    await lock.release();
  }
}

async function copyPlain(from: string, to: string) {
  await mkdir(to, { mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyPlain(source, target);
    else if (entry.isFile()) {
      await copyFile(source, target);
      await syncFile(target);
    }
  }
}

async function chownTree(dir: string, uid: number, gid: number) {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, uid, gid);
    else await chown(full, uid, gid);
  }
}
