import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { serverLogFile } from "./support/canaries";
import { freePortSync } from "./support/spawn-server";

/**
 * End-to-end tests: the built app (`npm run build`), started as `npm start` would, on a
 * free port with a throwaway DATA_DIR and the embedded defaults, driven by Debian's
 * Chromium. The port and folders are chosen once in the main process; workers inherit
 * them through the environment.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "clinic-e2e-"));
// Where tests record the demo slots they take (support/booking-wizard.ts, takeOpenSlot).
process.env.E2E_SLOT_CLAIMS_DIR ??= mkdtempSync(path.join(tmpdir(), "clinic-e2e-slot-claims-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on retry is a bug to fix, not to hide.
  retries: 0,
  // Twice the longest plain test's time alone (about 25 s): on two cores shared by two workers, the
  // server and Chromium, a test that is right can take half again as long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    // Smooth scrolling (html's scroll-behavior) animates every focus scroll: a fill() far down a form
    // starts a scroll that is still moving when the next click is aimed, and the click lands beside its
    // target. Tests run as with reduced motion (no smooth scroll, no transitions); public-chrome checks the
    // motion itself with no preference set.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  globalTeardown: "./support/log-canary-teardown.ts",
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The log goes to a file that the global teardown checks for the canary patient's details.
    command: `exec node apps/server/dist/main.js > "${serverLogFile()}"`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "debug",
      // Admin e2e (admin-*.spec.ts): the admin, and sign-in links made by `npm run admin:login-link`.
      ADMIN_EMAIL: "admin@clinic.example",
      LIMIT_SIGNIN_PER_MINUTE: "1000",
      // Booking e2e (booking-*.spec.ts): raised limits and a light robot check for speed.
      LIMIT_BOOKINGS_PER_MINUTE: "1000",
      LIMIT_CHALLENGES_PER_MINUTE: "1000",
      LIMIT_VERIFY_PER_MINUTE: "1000",
      LIMIT_HOLDS_PER_CLIENT: "1000",
      ALTCHA_COST: "2000",
      // Reviews e2e (reviews-*.spec.ts): several submissions from one address, all to the pending queue.
      LIMIT_REVIEWS_PER_HOUR: "1000",
      LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR: "1000",
    },
  },
});
