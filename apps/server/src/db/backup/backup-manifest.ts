import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** `manifest.json` in a backup folder: what kind of backup it is and how it was taken. */
export type BackupManifest = {
  format: "clinic-db-backup";
  version: 1;
  /** embedded-physical: a copy of DATA_DIR/postgres with its WAL; pg_dump: `clinic.dump` (custom format). */
  kind: "embedded-physical" | "pg_dump";
  createdAt: string;
  postgresMajor: number;
  seconds: number;
  startWal?: string;
  stopWal?: string;
  stopLsn?: string;
  files?: number;
  bytes?: number;
  pgDumpVersion?: string;
};

export const manifestName = "manifest.json";

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(dir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let parsed: Partial<BackupManifest>;
  try {
    parsed = JSON.parse(await readFile(path.join(dir, manifestName), "utf8")) as Partial<BackupManifest>;
  } catch {
    throw new Error(`${dir} is not a backup made by npm run db:backup (no readable ${manifestName})`);
  }
  if (parsed.format !== "clinic-db-backup" || parsed.version !== 1)
    throw new Error(`${dir}/${manifestName} is not a clinic backup manifest (format 1)`);
  return parsed as BackupManifest;
}
