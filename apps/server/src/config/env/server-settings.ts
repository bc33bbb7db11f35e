import { z } from "zod";
import { httpUrl, oneOf, type SettingTable, wholeNumber } from "./setting-schemas";

/** Where the server listens and the address patients use. */
export const serverSettings = {
  PORT: {
    schema: wholeNumber(1, 65535),
    default: "3000",
    meaning: "TCP port the site and the API listen on",
  },
  HOST: {
    schema: z.string().trim().min(1, "must be a host address such as 127.0.0.1 or 0.0.0.0"),
    default: "127.0.0.1",
    meaning: "address to listen on; use 0.0.0.0 to accept connections from other machines (deployment)",
  },
  PUBLIC_URL: {
    schema: httpUrl,
    default: "http://localhost:$PORT",
    meaning:
      "the address patients type (origin only); https turns on HSTS and secure cookies; localhost, 127.0.0.1 or ::1 is a site for this machine alone",
  },
  DATA_DIR: {
    schema: z.string().trim().min(1, "must be a folder path"),
    default: "./data",
    meaning: "folder for the embedded database, the generated secret and the email outbox",
  },
} as const satisfies SettingTable;

/** Proxies, the body limit, shutdown, backups and logs. */
export const operationsSettings = {
  TRUST_PROXY: {
    schema: wholeNumber(0, 10),
    default: "0",
    meaning: "number of reverse proxies in front; the client address is then read from X-Forwarded-For",
  },
  LIMIT_BODY_BYTES: {
    schema: wholeNumber(1024, 10 * 1024 * 1024),
    default: "65536",
    meaning: "largest request body accepted, in bytes (larger: 413)",
  },
  SHUTDOWN_GRACE_SECONDS: {
    schema: wholeNumber(0, 120),
    default: "10",
    meaning: "on SIGTERM or SIGINT, how long requests in flight may take to finish",
  },
  PG_BIN_DIR: {
    schema: z.string().trim().min(1, "must be a folder path").optional(),
    default: undefined,
    meaning:
      "folder of pg_dump and pg_restore for npm run db:backup / db:restore with DATABASE_URL (else /usr/lib/postgresql/*/bin, then PATH)",
  },
  LOG_LEVEL: {
    schema: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    default: "info",
    meaning: "how much the server logs (JSON lines on standard output)",
  },
} as const satisfies SettingTable;
