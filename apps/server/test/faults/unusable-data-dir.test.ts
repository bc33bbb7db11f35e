import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  createHold,
  embeddedDatabaseUrl,
  exitWithin,
  FaultLab,
  insertSlots,
  ok,
  payDummy,
  postmastersFor,
  withClient,
} from "./fault-support";

/**
 * DATA_DIR unusable at start: a file where the folder should be, a read-only file system, a
 * full disk. The server stops with one clear line naming DATA_DIR and why, touches nothing,
 * and starts normally with all its data once the folder is usable again.
 *
 * Read-only and full disks need mounts (a read-only bind mount, a small tmpfs), which need
 * root with CAP_SYS_ADMIN, as these tests run here; where mounting is refused those two
 * tests are skipped with the reason printed.
 */
const lab = new FaultLab();
const mounts: string[] = [];
afterAll(async () => {
  for (const dir of mounts.splice(0).reverse()) tryRun("umount", ["-l", dir]);
  await lab.cleanUp();
});

function tryRun(command: string, args: string[]): string | undefined {
  try {
    execFileSync(command, args, { stdio: "pipe" });
    return undefined;
  } catch (error) {
    return (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message;
  }
}

const notRoot = process.getuid?.() !== 0;

/** A server run on `dataDir` that made a paid booking, then stopped; the booking's id. */
async function bookOnce(dataDir: string): Promise<string> {
  const server = await lab.startHealthy({ DATA_DIR: dataDir });
  const [slotId] = await insertSlots(embeddedDatabaseUrl(dataDir), 1);
  const { created } = await createHold(server.url, slotId as string);
  if (!created) throw new Error("no hold");
  expect(ok(await payDummy(server.url, created))).toBe(true);
  await lab.stop(server);
  expect(postmastersFor(path.join(dataDir, "postgres"))).toEqual([]);
  return created.bookingId;
}

/** Starts on `dataDir` and expects exit 1 with `message`, and nothing running afterwards. */
async function refusesToStart(dataDir: string, message: RegExp): Promise<string> {
  const server = await lab.start({ DATA_DIR: dataDir });
  expect(await exitWithin(server, 30_000)).toBe(1);
  expect(server.output()).toMatch(message);
  expect(postmastersFor(path.join(dataDir, "postgres"))).toEqual([]);
  return server.output();
}

/** Starts again and finds the booking, paid. */
async function startsWithBooking(dataDir: string, bookingId: string) {
  const server = await lab.startHealthy({ DATA_DIR: dataDir });
  const status = await withClient(embeddedDatabaseUrl(dataDir), async (c) => {
    const { rows } = await c.query("select status from bookings where id = $1", [bookingId]);
    return rows[0]?.status;
  });
  expect(status).toBe("PAID");
  await lab.stop(server);
}

describe("an unusable DATA_DIR at start", () => {
  it("a file where DATA_DIR should be: a clear message, the file untouched", async () => {
    const parent = await lab.dataDir();
    const file = path.join(parent, "data");
    writeFileSync(file, "not a folder\n");
    await refusesToStart(file, /DATA_DIR .*data cannot be used: it is a file, not a folder\./);
    expect(readFileSync(file, "utf8")).toBe("not a folder\n");
  });

  it.skipIf(notRoot)(
    "a read-only DATA_DIR: a clear message, then the data intact once writable",
    async ({ skip }) => {
      const dataDir = await lab.dataDir();
      const bookingId = await bookOnce(dataDir);
      const bind = tryRun("mount", ["--bind", dataDir, dataDir]);
      if (bind) return skip(`read-only DATA_DIR not tested: mount --bind refused (${bind})`);
      mounts.push(dataDir);
      const remount = tryRun("mount", ["-o", "remount,bind,ro", dataDir]);
      if (remount) return skip(`read-only DATA_DIR not tested: remount ro refused (${remount})`);
      const lockBefore = existsSync(path.join(dataDir, "server.lock"));
      const out = await refusesToStart(
        dataDir,
        /DATA_DIR .* cannot be used: it is on a read-only file system\./,
      );
      expect(out).not.toMatch(/at .*\.ts:\d+/); // one line for a person, not a stack trace
      expect(existsSync(path.join(dataDir, "server.lock"))).toBe(lockBefore);
      expect(tryRun("umount", [dataDir])).toBeUndefined();
      mounts.pop();
      await startsWithBooking(dataDir, bookingId);
    },
  );

  it.skipIf(notRoot)(
    "a full disk: a clear message, then the data intact once space is freed",
    async ({ skip }) => {
      const dataDir = await lab.dataDir();
      const mounted = tryRun("mount", ["-t", "tmpfs", "-o", "size=192m,mode=0755", "tmpfs", dataDir]);
      if (mounted) return skip(`full disk not tested: mounting a tmpfs refused (${mounted})`);
      mounts.push(dataDir);
      const bookingId = await bookOnce(dataDir);
      // Fill the disk to the last byte.
      const filler = path.join(dataDir, "filler");
      tryRun("dd", ["if=/dev/zero", `of=${filler}`, "bs=1M"]);
      tryRun("dd", ["if=/dev/zero", `of=${filler}-2`, "bs=1k"]);
      expect(statSync(filler).size).toBeGreaterThan(0);
      await refusesToStart(dataDir, /DATA_DIR .* cannot be used: the disk is full\./);
      await rm(filler);
      await rm(`${filler}-2`);
      await startsWithBooking(dataDir, bookingId);
    },
  );
});
