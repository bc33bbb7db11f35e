import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import packageJson from "../package.json" with { type: "json" };
import { type AppDeps, composeApp } from "./compose";
import { serviceOptionsFromConfig } from "./compose/service-options";
import { prepareStart, startBackgroundWork } from "./compose/start-work";
import type { Config } from "./config/config";
import { acquireDataDirLock, type DataDirLock } from "./data-dir/data-dir-lock";
import { readOrCreateSecretFile } from "./data-dir/secret-file";
import { createDatabase, type DatabaseHandle, openConnections } from "./db/client";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./db/embedded/embedded-postgres";
import { runMigrations } from "./db/migrate";
import { onDroppedSettings } from "./db/settings-repository";
import { listenForSlotChanges } from "./db/slot-change-listener";
import { waitForDatabase } from "./db/wait-for-database";
import { intakeFormContent } from "./http/intake-form-content";
import { keepConnectionsAlive } from "./http/keep-alive";
import { loadPrivacyNotice } from "./http/privacy-notice-content";
import { clinicContactOf } from "./http/structured-data";
import { loadWebBuild } from "./http/web-build";
import { createEmailSender } from "./integrations/email/create-email-sender";
import type { Logger } from "./logger";
import { packagePaths } from "./package-paths";
import { reviewsOptionsFromConfig } from "./reviews-module";

/** PostgreSQL connections per server process, all opened at start and kept. */
const poolSize = 10;

export type RunningServer = {
  url: string;
  appSecret: string;
  /** Stops accepting, lets requests in flight finish (up to the grace period), then closes everything. */
  stop(): Promise<void>;
};

export type StartOptions = {
  config: Config;
  log: Logger;
  webRoot?: string;
  extraApiRoutes?: AppDeps["extraApiRoutes"];
};

/**
 * Starts the whole server: takes the DATA_DIR lock, brings up the database (the embedded
 * PostgreSQL or DATABASE_URL), applies migrations and serves the API and the web app.
 * Whatever was started is stopped again if a later step fails.
 */
export async function startServer({
  config,
  log,
  webRoot,
  extraApiRoutes,
}: StartOptions): Promise<RunningServer> {
  const undo: Array<() => Promise<void>> = [];
  const unwind = async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  };
  try {
    await prepareDataDir(config.dataDir);
    const lock: DataDirLock = await acquireDataDirLock(config.dataDir);
    undo.push(() => lock.release());
    const appSecret =
      config.APP_SECRET ?? (await readOrCreateSecretFile(path.join(config.dataDir, "app-secret")));
    const connectionString = await databaseUrl(config, log, undo);
    await runMigrations(connectionString);
    const database: DatabaseHandle = createDatabase(connectionString, log, poolSize, {
      keepOpen: poolSize,
      preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
    });
    undo.push(() => database.close());
    // Stored settings an older release wrote that no longer fit read as their defaults (decision 0118).
    onDroppedSettings(({ section, fields }) =>
      log.warn({ section, fields }, "stored settings that no longer fit are read as their defaults"),
    );
    undo.push(async () => onDroppedSettings(undefined));
    await openConnections(database.pool, poolSize);
    // Other servers' slot writes, so the public slot reads can be cached (decision 0122).
    const slotChanges = listenForSlotChanges({ connectionString, log });
    undo.push(() => slotChanges.stop());
    await slotChanges.started;
    const webBuild = loadWebBuild(webRoot ?? packagePaths.webClientRoot, { publicUrl: config.PUBLIC_URL });
    const intakeForm = intakeFormContent(webBuild);
    if (webBuild && !intakeForm)
      log.warn(
        {},
        "the web build has no content/intake-form.json: the intake form is off until `npm run build`",
      );
    // The content file's privacy notice, as the build wrote it (decision 0100): checked now, not per request.
    const privacyNotice = loadPrivacyNotice(webBuild);
    if (!privacyNotice)
      log.warn(
        {},
        "no web build, so no privacy notice: bookings' consents are recorded with the version they name, unchecked, until `npm run build`",
      );
    // The content file's name and contact email: the invitations' organizer (decision 0093).
    const clinicContact = clinicContactOf(webBuild?.prerendered("/")?.html);
    const { app, services } = composeApp({
      config,
      log,
      db: database.db,
      webBuild,
      intakeForm,
      privacyNotice,
      version: packageJson.version,
      extraApiRoutes,
      appSecret,
      services: {
        ...serviceOptionsFromConfig(config, appSecret, clinicContact),
        email: { transport: config.EMAIL_PROVIDER, sender: createEmailSender(config, log) },
        log,
        slotChanges,
      },
      reviews: reviewsOptionsFromConfig(config, appSecret),
      preflight: { config },
      auth: {
        appSecret,
        publicUrl: config.PUBLIC_URL,
        adminEmail: config.ADMIN_EMAIL,
        oidc:
          config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
            ? {
                issuer: config.OIDC_ISSUER,
                clientId: config.OIDC_CLIENT_ID,
                clientSecret: config.OIDC_CLIENT_SECRET,
              }
            : undefined,
        buttonLabel: config.OIDC_BUTTON_LABEL,
        roleClaim: config.OIDC_ROLE_CLAIM,
        idleHours: config.SESSION_IDLE_HOURS,
        maxDays: config.SESSION_MAX_DAYS,
        signInPerMinute: config.LIMIT_SIGNIN_PER_MINUTE,
        emailSender: createEmailSender(config, log),
      },
    });
    await prepareStart(services, config, log);
    const background = await startBackgroundWork(services, config, log, database.pool);
    undo.push(() => background.stop());
    const server = await listen(app.fetch, config.PORT, config.HOST);
    const url = `http://${config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
    log.info(
      { url, publicUrl: config.PUBLIC_URL, database: config.databaseMode },
      "clinic site is listening",
    );
    if (!config.ADMIN_EMAIL)
      log.warn(
        {},
        "ADMIN_EMAIL is not set: nobody is an admin yet. Set ADMIN_EMAIL=you@example.com (in .env or the environment), restart, then run `npm run admin:login-link` and open the URL it prints to sign in.",
      );
    const stop = async () => {
      await closeServer(server, config.SHUTDOWN_GRACE_SECONDS * 1000);
      await unwind();
    };
    return { url, appSecret, stop };
  } catch (error) {
    await unwind();
    throw error;
  }
}

async function databaseUrl(config: Config, log: Logger, undo: Array<() => Promise<void>>): Promise<string> {
  if (config.DATABASE_URL) {
    await waitForDatabase(config.DATABASE_URL, config.DATABASE_START_TIMEOUT_SECONDS * 1000);
    return config.DATABASE_URL;
  }
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    log,
    startTimeoutMs: config.DATABASE_START_TIMEOUT_SECONDS * 1000,
  });
  undo.push(() => embedded.stop());
  return embedded.connectionString;
}

/** DATA_DIR must exist and be writable; say so plainly when it is not. */
async function prepareDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    const { writeFile, rm } = await import("node:fs/promises");
    await writeFile(probe, "ok");
    await rm(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "ENOSPC" || code === "EDQUOT"
        ? "the disk is full"
        : code === "EROFS"
          ? "it is on a read-only file system"
          : code === "EACCES" || code === "EPERM"
            ? "it is not writable by this user"
            : code === "EEXIST" || code === "ENOTDIR"
              ? "it is a file, not a folder"
              : (error as Error).message;
    throw new Error(`DATA_DIR ${dataDir} cannot be used: ${why}.`);
  }
}

function listen(
  fetch: Parameters<typeof serve>[0]["fetch"],
  port: number,
  hostname: string,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server as Server)) as Server;
    keepConnectionsAlive(server);
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`PORT ${port} is already in use on ${hostname}; choose another PORT.`)
          : error,
      ),
    );
  });
}

/** Refuse new connections, let requests in flight finish, cut what remains after the grace period. */
function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
