import { Writable } from "node:stream";
import type { IntakeForm } from "@clinic/contract/intake-form";
import type { PrivacyNotice } from "@clinic/contract/privacy-notice";
import { type AppDeps, composeApp } from "../../src/compose";
import type { Database } from "../../src/db/client";
import type { WebBuild } from "../../src/http/web-build";
import { createLogger } from "../../src/logger";
import { testIntakeForm } from "../fixtures/intake-form";
import { testPrivacyNotice } from "./privacy-notice-fixture";

/** The APP_SECRET of test apps that do not name their own. */
export const testAppSecret = "a-test-app-secret-of-at-least-32-characters";

export type LogLine = Record<string, unknown> & { msg: string };

/** The real Hono app on a real database, with its log lines captured for assertions. */
export function createTestApp(options: {
  db: Database;
  webBuild?: WebBuild;
  isHttps?: boolean;
  databaseMode?: "embedded" | "external";
  trustProxy?: number;
  extraApiRoutes?: AppDeps["extraApiRoutes"];
  /** Admin sign-in options (issue 4); without them nobody can sign in. */
  auth?: AppDeps["auth"];
  /** Slots, bookings and the rest of the clinic's services (issue 6); defaults when left out. */
  booking?: AppDeps["services"];
  /** Website and Google reviews (issue 5). */
  reviews?: AppDeps["reviews"];
  /** The going-live check's configuration (GET /api/admin/preflight). */
  preflight?: AppDeps["preflight"];
  /** How old Settings' opening hours may get before they are read again, and its clock. */
  openingHours?: AppDeps["openingHours"];
  /** The intake form's questions (what the web build gives the server); a small test form by default. */
  intakeForm?: IntakeForm;
  /** The privacy notice (decision 0100): the test notice unless given; null for a server without one. */
  privacyNotice?: PrivacyNotice | null;
}) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const log = createLogger("info", sink);
  const { app } = composeApp({
    appSecret: options.booking?.appSecret ?? options.reviews?.appSecret ?? testAppSecret,
    config: {
      isHttps: options.isHttps ?? false,
      LIMIT_BODY_BYTES: 65_536,
      TRUST_PROXY: options.trustProxy ?? 0,
      databaseMode: options.databaseMode ?? "embedded",
    },
    log,
    db: options.db,
    webBuild: options.webBuild,
    version: "test",
    extraApiRoutes: options.extraApiRoutes,
    auth: options.auth,
    services: options.booking,
    reviews: options.reviews,
    preflight: options.preflight,
    openingHours: options.openingHours,
    intakeForm: options.intakeForm ?? testIntakeForm,
    ...(options.privacyNotice === null ? {} : { privacyNotice: options.privacyNotice ?? testPrivacyNotice }),
  });
  return { app, logLines: lines };
}
