import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** PostgreSQL refuses to run as root; as root we run it as this dedicated system user. */
export const postgresSystemUser = "postgres";

export type RunAs = { uid: number; gid: number } | undefined;

/** Undefined when not root (PostgreSQL runs as us); otherwise the system user, created when missing. */
export async function ensureRunAsUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookupUser(postgresSystemUser);
  if (existing) return existing;
  await run("useradd", [
    "--system",
    "--user-group",
    "--no-create-home",
    "--shell",
    "/usr/sbin/nologin",
    postgresSystemUser,
  ]);
  const created = await lookupUser(postgresSystemUser);
  if (!created)
    throw new Error(`Could not create the system user "${postgresSystemUser}" to run PostgreSQL.`);
  return created;
}

async function lookupUser(name: string): Promise<RunAs> {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", name]), run("id", ["-g", name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}
