import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  exitWithin,
  freePort,
  postmastersFor,
  type ServerProcess,
  spawnServer,
  waitForHealthy,
} from "./support/server-process";
import { workerDatabaseUrl } from "./support/test-database";

/**
 * The server as a process, as `npm start` runs it: start-up checks, the DATA_DIR lock,
 * graceful shutdown, and the embedded PostgreSQL's lifecycle across a kill -9.
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
  for (const dir of dirs.splice(0)) {
    for (const pid of postmastersFor(path.join(dir, "postgres"))) process.kill(pid, "SIGINT");
    await rm(dir, { recursive: true, force: true });
  }
});

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "clinic-life-"));
  dirs.push(dir);
  return dir;
}

async function start(entry: "main" | "with-test-routes", env: Record<string, string>) {
  const port = await freePort();
  const server = spawnServer(entry, { PORT: String(port), ...env }, port);
  started.push(server);
  return server;
}

async function saveSetting(server: ServerProcess, key: string) {
  const res = await fetch(`${server.url}/api/test/settings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key }),
  });
  expect(res.status).toBe(201);
}

async function savedSettings(server: ServerProcess): Promise<string[]> {
  const res = await fetch(`${server.url}/api/test/settings`);
  return ((await res.json()) as { data: string[] }).data;
}

describe("start-up checks", () => {
  it("stops with a line naming PORT when it is malformed", async () => {
    const server = spawnServer("main", { PORT: "abc", DATA_DIR: await dataDir() }, 1);
    started.push(server);
    expect(await exitWithin(server, 15_000)).toBe(1);
    expect(server.output()).toContain('PORT must be a whole number from 1 to 65535, got "abc"');
  });

  it("stops with a clear message when DATABASE_URL does not answer", async () => {
    const server = await start("main", {
      DATA_DIR: await dataDir(),
      DATABASE_URL: "postgres://clinic:x@127.0.0.1:1/clinic",
      APP_SECRET: "s".repeat(40),
      DATABASE_START_TIMEOUT_SECONDS: "1",
    });
    expect(await exitWithin(server, 15_000)).toBe(1);
    expect(server.output()).toMatch(/The database at DATABASE_URL did not answer within 1 s/);
  });

  it("runs on DATABASE_URL without starting PostgreSQL", async () => {
    const dir = await dataDir();
    const server = await start("main", {
      DATA_DIR: dir,
      DATABASE_URL: await workerDatabaseUrl(),
      APP_SECRET: "s".repeat(40),
    });
    await waitForHealthy(server);
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toMatchObject({ success: true, data: { status: "ok", database: "external" } });
    expect(existsSync(path.join(dir, "postgres"))).toBe(false);
    expect(existsSync(path.join(dir, "app-secret"))).toBe(false);
  });
});

describe("the embedded PostgreSQL's lifecycle", () => {
  it("refuses a second server, finishes requests on SIGTERM, and survives kill -9 with one PostgreSQL", async () => {
    const dir = await dataDir();
    const pgDir = path.join(dir, "postgres");

    // First start: initialises the database; the data directory holds the generated secrets.
    const first = await start("with-test-routes", { DATA_DIR: dir });
    await waitForHealthy(first);
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toMatchObject({ data: { status: "ok", database: "embedded" } });
    await saveSetting(first, "before-second-server");

    // A second server on the same DATA_DIR refuses and touches nothing.
    const second = await start("with-test-routes", { DATA_DIR: dir });
    expect(await exitWithin(second, 20_000)).toBe(1);
    expect(second.output()).toMatch(/Another clinic server \(pid \d+\) is already running on DATA_DIR/);
    expect(postmastersFor(pgDir)).toHaveLength(1);
    expect(await savedSettings(first)).toEqual(["before-second-server"]);

    // SIGTERM during a slow request: the request finishes, then the server and its PostgreSQL stop.
    const slow = fetch(`${first.url}/api/test/slow?ms=1500`);
    await new Promise((r) => setTimeout(r, 300));
    first.child.kill("SIGTERM");
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, data: { finished: true } });
    expect(await exitWithin(first, 20_000)).toBe(0);
    expect(postmastersFor(pgDir)).toHaveLength(0);
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
    // The pool's connections closed before PostgreSQL stopped: none was cut off.
    expect(first.output()).not.toContain("idle database connection lost");

    // Restart: the data is still there. Then kill -9 leaves PostgreSQL orphaned.
    const restarted = await start("with-test-routes", { DATA_DIR: dir });
    await waitForHealthy(restarted);
    await saveSetting(restarted, "before-kill");
    restarted.child.kill("SIGKILL");
    await exitWithin(restarted, 10_000);
    const orphans = postmastersFor(pgDir);
    expect(orphans).toHaveLength(1);

    // The next start finds the orphan, shuts it down cleanly, and comes up with all data.
    const recovered = await start("with-test-routes", { DATA_DIR: dir });
    await waitForHealthy(recovered);
    expect(recovered.output()).toContain("left running by a server that was killed");
    expect(await savedSettings(recovered)).toEqual(["before-kill", "before-second-server"]);
    const running = postmastersFor(pgDir);
    expect(running).toHaveLength(1);
    expect(running).not.toEqual(orphans);

    recovered.child.kill("SIGINT");
    expect(await exitWithin(recovered, 20_000)).toBe(0);
    expect(postmastersFor(pgDir)).toHaveLength(0);
  }, 120_000);
});
