import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure functions, no I/O) and `server` (the real Hono app on a real
 * PostgreSQL: the embedded server by default, TEST_DATABASE_URL when set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/src/**/*.test.{ts,tsx}",
          ],
          setupFiles: ["apps/server/test/support/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          globalSetup: ["apps/server/test/support/global-database.ts"],
          setupFiles: ["apps/server/test/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
