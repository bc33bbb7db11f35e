import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export type SpawnedServer = { baseURL: string; dataDir: string; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A free port, chosen synchronously (for a spec's `test.use({ baseURL })` at load time). */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  // Plain digits on stdout (console.log would colour a number under FORCE_COLOR, as in a test worker).
  const out = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" });
  const port = Number(out.trim());
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`no free port found (got ${JSON.stringify(out)})`);
  return port;
}

/**
 * A second built server (`node apps/server/dist/main.js`, as e2e/playwright.config.ts starts the
 * shared one) on a free port with its own throwaway DATA_DIR and embedded PostgreSQL, for specs that
 * need other settings than the shared server's (Razorpay, another captcha provider). The caller
 * stops it in `afterAll`; its folder is removed then.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "clinic-e2e-extra-"));
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      LIMIT_BOOKINGS_PER_MINUTE: "1000",
      LIMIT_HOLDS_PER_CLIENT: "1000",
      LIMIT_REVIEWS_PER_HOUR: "1000",
      LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR: "1000",
      ALTCHA_COST: "2000",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the extra server exited during start-up: ${stderr}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return { baseURL, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the extra server did not answer /api/health within 90 s: ${stderr}`);
}
