import { readFileSync } from "node:fs";
import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";

/**
 * One server per DATA_DIR. The lock file holds the owner's pid; a lock whose owner
 * is gone (the server was killed) is stale and taken over. A live owner means
 * another server is running on this folder: we refuse and touch nothing.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another clinic server (pid ${ownerPid}) is already running on DATA_DIR ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
    );
  }
}

export type DataDirLock = { release(): Promise<void>; filePath: string };

const lockName = "server.lock";

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const filePath = path.join(dataDir, lockName);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(filePath, "wx", 0o600);
      const owner: LockOwner = { pid: process.pid, processStart: processStartTime(process.pid) };
      await handle.writeFile(JSON.stringify({ ...owner, startedAt: new Date().toISOString() }));
      await handle.sync();
      await handle.close();
      return { filePath, release: () => releaseIfOurs(filePath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = await readOwner(filePath);
    if (owner && owner.pid !== process.pid && isSameLiveProcess(owner))
      throw new DataDirLockedError(dataDir, owner.pid);
    await rm(filePath, { force: true });
  }
  throw new Error(
    `Could not take the lock ${filePath}; another server may be starting on the same DATA_DIR.`,
  );
}

type LockOwner = { pid: number; processStart: string | undefined };

async function readOwner(filePath: string): Promise<LockOwner | undefined> {
  try {
    const { pid, processStart } = JSON.parse(await readFile(filePath, "utf8")) as Partial<LockOwner>;
    return typeof pid === "number" ? { pid, processStart } : undefined;
  } catch {
    return undefined;
  }
}

async function releaseIfOurs(filePath: string): Promise<void> {
  if ((await readOwner(filePath))?.pid === process.pid) await rm(filePath, { force: true });
}

/** Alive, and not another process that was given the dead owner's pid later. */
function isSameLiveProcess(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const start = processStartTime(owner.pid);
  return owner.processStart === undefined || start === undefined || start === owner.processStart;
}

/** The kernel's start time of a process (Linux /proc), which tells a reused pid apart. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** A pid is alive when signal 0 reaches it; EPERM means alive but not ours. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A killed child that its parent has not reaped still answers signal 0. */
function isZombie(pid: number): boolean {
  try {
    return /\)\s+Z\s/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}
