import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = fileURLToPath(new URL("../..", import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
};

/** Starts a server process from source (through tsx) with the given environment. */
export function spawnServer(
  entry: "main" | "with-test-routes",
  env: Record<string, string>,
  port?: number,
): ServerProcess {
  const file = entry === "main" ? "src/main.ts" : "test/fixtures/server-with-test-routes.ts";
  const child = spawn(process.execPath, ["--import", "tsx", file], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port ?? env.PORT}`, output: () => output, exited };
}

/** Polls /api/health until it answers 200 (bounded). */
export async function waitForHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** Resolves with the exit code, or fails after `ms`. */
export function exitWithin(server: ServerProcess, ms: number): Promise<number | null> {
  return Promise.race([
    server.exited,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no exit within ${ms} ms:\n${server.output()}`)), ms),
    ),
  ]);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** PostgreSQL postmasters (not their backends) running on `pgDir`, found in /proc. */
export function postmastersFor(pgDir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(path.join("/proc", entry, "cmdline"), "utf8").split("\0");
      const stat = readFileSync(path.join("/proc", entry, "stat"), "utf8");
      const zombie = /\)\s+Z\s/.test(stat);
      if (!zombie && args[0]?.endsWith("postgres") && args.includes("-D") && args.includes(pgDir))
        pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}
