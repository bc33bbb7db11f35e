import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, postmastersFor } from "./support/server-process";

/** `npm run preflight` as a process, on a fresh DATA_DIR: the embedded database it reads is started for it. */
const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) {
    for (const pid of postmastersFor(path.join(dir, "postgres"))) process.kill(pid, "SIGINT");
    await rm(dir, { recursive: true, force: true });
  }
});

async function preflight(env: Record<string, string>) {
  return run(process.execPath, ["--import", "tsx", "src/cli/preflight.ts"], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
  }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

describe("npm run preflight", () => {
  it("prints one line per check and exits 1 on a fresh local setup", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "clinic-preflight-"));
    dirs.push(dir);
    // Nothing listens on this port: the reachability check is refused on this machine, never elsewhere.
    const port = await freePort();
    const { code, stdout } = await preflight({ DATA_DIR: dir, PORT: String(port) });
    expect(code).toBe(1);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toBe(
      `BLOCKS LAUNCH  PUBLIC_URL http://localhost:${port} is not https → serve the site over TLS (a reverse proxy: docs/operations.md) and set PUBLIC_URL=https://your-domain`,
    );
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^(ok {11}|warn {9}|BLOCKS LAUNCH) {2}\S/);
    expect(stdout).toMatch(/BLOCKS LAUNCH {2}payments are dummy/);
    expect(stdout).toMatch(/BLOCKS LAUNCH {2}ADMIN_EMAIL is not set/);
    expect(stdout).toMatch(/BLOCKS LAUNCH {2}emails go to the outbox/);
    expect(stdout).toMatch(/warn {11}Google sign-in is not configured/);
    expect(lines.at(-1)).toMatch(/^\d+ check\(s\) block launch, \d+ warning\(s\)\.$/);
  });

  it("exits 1 with the settings' own lines when they do not parse", async () => {
    const { code, stdout, stderr } = await preflight({ PORT: "abc" });
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a whole number from 1 to 65535, got "abc"');
    expect(stdout).toMatch(/^BLOCKS LAUNCH {2}the settings do not parse/);
  });
});
