import { z } from "zod";
import { booleanFlag, postgresUrl, type SettingTable, wholeNumber } from "./setting-schemas";

/** The database: embedded or DATABASE_URL, and the secret that signs and encrypts. */
export const databaseSettings = {
  DATABASE_URL: {
    schema: postgresUrl.optional(),
    default: undefined,
    meaning: "use this PostgreSQL instead of the embedded one (then APP_SECRET is required)",
    secret: true,
  },
  APP_SECRET: {
    schema: z
      .string()
      .trim()
      .min(32, "must be at least 32 characters (for example: openssl rand -base64 32)")
      .optional(),
    default: undefined,
    meaning:
      "signs tokens and encrypts stored secrets; generated into DATA_DIR when unset (required with DATABASE_URL)",
    secret: true,
  },
  DATABASE_PREPARED_STATEMENTS: {
    schema: booleanFlag,
    default: "true",
    meaning:
      "run queries as prepared statements on each connection (set false behind a pooler in transaction mode without prepared-statement support)",
  },
  DATABASE_START_TIMEOUT_SECONDS: {
    schema: wholeNumber(1, 600),
    default: "30",
    meaning: "how long start-up waits for the database to answer before giving up",
  },
} as const satisfies SettingTable;
