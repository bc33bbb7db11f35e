import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { body, sameSite } from "./support/auth-test-app";

import {
  exitWithin,
  freePort,
  postmastersFor,
  type ServerProcess,
  spawnServer,
  waitForHealthy,
} from "./support/server-process";

/**
 * `npm run admin:login-link` against a running server on the embedded database: the command
 * opens no database; the server records the link's single use when it is opened.
 */
const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);
const servers: ServerProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await exitWithin(server, 20_000).catch(() => server.child.kill("SIGKILL"));
    }
  }
  for (const dir of dirs) {
    for (const pid of postmastersFor(path.join(dir, "postgres"))) process.kill(pid, "SIGINT");
    await rm(dir, { recursive: true, force: true });
  }
});

async function startServer(env: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), "clinic-link-"));
  dirs.push(dir);
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const all = { DATA_DIR: dir, PUBLIC_URL: publicUrl, ...env };
  const server = spawnServer("main", { PORT: String(port), ...all }, port);
  servers.push(server);
  await waitForHealthy(server, 60_000);
  return { server, env: all, publicUrl };
}

async function loginLink(env: Record<string, string>, args: string[] = []) {
  return run(process.execPath, ["--import", "tsx", "src/cli/admin-login-link.ts", ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
  });
}

describe("npm run admin:login-link", () => {
  it("prints a link that signs the admin in once while the server runs", async () => {
    const { server, env, publicUrl } = await startServer({ ADMIN_EMAIL: "owner@clinic.example" });
    expect(server.output()).not.toContain("ADMIN_EMAIL is not set");

    const { stdout } = await loginLink(env);
    const lastLine = stdout.trim().split("\n").at(-1) ?? "";
    expect(lastLine.startsWith(`${publicUrl}/admin#signin-link=`)).toBe(true);
    const token = lastLine.split("#signin-link=")[1] as string;

    const open = () =>
      fetch(`${publicUrl}/api/auth/link/redeem`, {
        method: "POST",
        headers: { ...sameSite, origin: publicUrl },
        body: JSON.stringify({ token }),
      });
    const first = await open();
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const me = await fetch(`${publicUrl}/api/admin/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await body(me)).data).toMatchObject({ email: "owner@clinic.example", isAdmin: true });
    expect((await open()).status).toBe(401);
    expect(server.output()).not.toContain(token);
  });

  it("says on the sign-in that a link made with another DATA_DIR's secret is for another site", async () => {
    const { env, publicUrl } = await startServer({ ADMIN_EMAIL: "owner@clinic.example" });
    const elsewhere = await mkdtemp(path.join(tmpdir(), "clinic-link-"));
    dirs.push(elsewhere);
    const { stdout, stderr } = await loginLink({ ...env, DATA_DIR: elsewhere });
    expect(stderr).toContain(`the secret in ${path.join(elsewhere, "app-secret")}`);
    expect(stderr).toMatch(/No server has started on DATA_DIR/);
    const token = (stdout.trim().split("\n").at(-1) ?? "").split("#signin-link=")[1] as string;
    const res = await fetch(`${publicUrl}/api/auth/link/redeem`, {
      method: "POST",
      headers: { ...sameSite, origin: publicUrl },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(401);
    expect((await body(res)).message).toMatch(
      /^Invalid tokens: this link was made for another site or data folder\. Run npm run admin:login-link with the same/,
    );
    // A damaged link of this site's own still gets the usual words.
    const own = (await loginLink(env)).stdout.trim().split("\n").at(-1)?.split("#signin-link=")[1] as string;
    const damaged = await fetch(`${publicUrl}/api/auth/link/redeem`, {
      method: "POST",
      headers: { ...sameSite, origin: publicUrl },
      body: JSON.stringify({ token: `${own.slice(0, -2)}xx` }),
    });
    expect((await body(damaged)).message).toMatch(/^Invalid tokens: this sign-in link was used already/);
  });

  it("links to http://localhost:$PORT when PUBLIC_URL is not set, as the server would serve", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "clinic-link-"));
    dirs.push(dir);
    const { stdout } = await loginLink({ DATA_DIR: dir, PORT: "4567", ADMIN_EMAIL: "owner@clinic.example" });
    expect(stdout.trim().split("\n").at(-1)).toMatch(/^http:\/\/localhost:4567\/admin#signin-link=/);
  });

  it("explains what to do when no email is known", async () => {
    const empty = await mkdtemp(path.join(tmpdir(), "clinic-link-"));
    try {
      const failed = await loginLink({ DATA_DIR: empty }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { stderr: string }).stderr).toMatch(/set ADMIN_EMAIL=/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it("is announced at start-up, in one line, when ADMIN_EMAIL is not set", async () => {
    const { server } = await startServer({});
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.includes("ADMIN_EMAIL is not set"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("npm run admin:login-link");
  });
});
