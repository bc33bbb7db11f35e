import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";

/** The admin e2e's people (ADMIN_EMAIL is set in playwright.config.ts). */
export const ADMIN_EMAIL = "admin@clinic.example";
export const STAFF_EMAIL = "helper@clinic.example";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/** A server the e2e drives: the shared one of playwright.config.ts, or one a spec spawned. */
export type E2eServer = { dataDir: string; baseURL: string };

const sharedServer = (): E2eServer => ({
  dataDir: process.env.E2E_DATA_DIR ?? "",
  baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
});

/**
 * `npm run admin:login-link -- --email ...` against a server's DATA_DIR; its last line. It runs the built
 * command, as the npm script does (the e2e drive the built app): through tsx each sign-in compiled the
 * command's sources again.
 */
export async function loginLink(email = ADMIN_EMAIL, server: E2eServer = sharedServer()): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["apps/server/dist/cli/admin-login-link.js", "--email", email],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "/tmp",
        DATA_DIR: server.dataDir,
        PUBLIC_URL: server.baseURL,
        ADMIN_EMAIL,
      },
    },
  );
  return stdout.trim().split("\n").at(-1) ?? "";
}

/** Opens a fresh sign-in link and waits for the panel (or the page the person may see). */
export async function signIn(
  page: Page,
  email = ADMIN_EMAIL,
  path = "/admin",
  server: E2eServer = sharedServer(),
): Promise<string> {
  const url = await loginLink(email, server);
  if (path !== "/admin") {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
  }
  await page.goto(url);
  return url;
}
