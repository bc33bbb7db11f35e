import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The projects: `unit` and `unit-replacing` (pure functions and components, no I/O), `server` (the real
 * Hono app on a real PostgreSQL: the embedded server by default, TEST_DATABASE_URL when set) and `faults`.
 */

/** Where the unit tests are: the contract's (and any other package's) source, the server's and the web app's. */
const unitFolders = [
  ...readdirSync("packages").map((name) => `packages/${name}/src`),
  "apps/server/src",
  "apps/web/src",
];
const unitTestFile = /\.test\.tsx?$/;
/**
 * The unit test files that replace a module, a global, an environment variable or the clock (`vi.mock`,
 * `vi.stubGlobal`, `vi.useFakeTimers`...), read from the files themselves so a new one is found on its
 * own. They run isolated (a fresh module graph each); the others share their worker's modules, which takes
 * the unit suite from about 100 s to 75: much of its time was loading React, happy-dom and the contract
 * again for each file.
 */
const replacingFiles = unitFolders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => unitTestFile.test(file) && !file.includes("node_modules"))
    .map((file) => path.join(folder, file))
    .filter((file) =>
      /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/.test(readFileSync(file, "utf8")),
    )
    .map((file) => file.split(path.sep).join("/")),
);
const unitProject = {
  include: unitFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
  setupFiles: ["apps/server/test/support/fail-on-console-error.ts", "apps/web/src/test-setup.ts"],
  // The property tests (fast-check, hundreds of generated cases) are CPU-bound: a second or two
  // alone, past vitest's 5 s default when the two cores are shared with a build or the server suite.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // At least two files at once, even on two cores: the server files mostly wait on PostgreSQL (its own
    // process), so the server suite takes about half the time (CI: 472 s with one worker, 260 s with two).
    // Each worker has its own database (test/support/test-database.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...unitProject,
          name: "unit",
          isolate: false,
          exclude: [...replacingFiles, "**/node_modules/**"],
        },
      },
      { test: { ...unitProject, name: "unit-replacing", include: replacingFiles } },
      {
        test: {
          name: "server",
          // Files share a worker's modules (the server's import graph is loaded once per worker, not once
          // per file: CI's import time 206 s -> 15 s). Safe because every file builds its own app and
          // database handle and none mocks a module; a file that must mock one belongs in another project.
          isolate: false,
          include: ["apps/server/test/**/*.test.ts"],
          exclude: ["apps/server/test/faults/**", "**/node_modules/**"],
          globalSetup: ["apps/server/test/support/global-database.ts"],
          setupFiles: [
            "apps/server/test/support/fail-on-console-error.ts",
            "apps/server/test/support/validate-responses.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // `npm run test:faults`: crashes, dead mail and payment providers, a restarted
          // PostgreSQL, two servers on one database, an unusable DATA_DIR. Real server
          // processes on 127.0.0.1; counts come from FAULT_* settings. Two files at once: they mostly
          // wait (on retries, timeouts and restarts), and each has its own databases, folders and ports.
          name: "faults",
          include: ["apps/server/test/faults/**/*.test.ts"],
          globalSetup: ["apps/server/test/support/global-database.ts"],
          setupFiles: ["apps/server/test/support/fail-on-console-error.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
