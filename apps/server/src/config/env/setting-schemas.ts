import { isIanaTimeZone } from "@clinic/contract/iana-time-zone";
import { z } from "zod";

/**
 * The schemas settings share, and the shape of a setting. Messages are completed by `loadConfig` into
 * one line per problem: `PORT must be a whole number from 1 to 65535, got "abc"`.
 */
export function wholeNumber(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(", ")}` });
}

export const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["true", "false", "1", "0"].includes(v), "must be true or false")
  .transform((v) => v === "true" || v === "1");

export const httpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === "http:" || url.protocol === "https:") && url.pathname === "/" && !url.search;
    } catch {
      return false;
    }
  }, "must be an http:// or https:// origin such as https://clinic.example (no path)")
  .transform((v) => new URL(v).origin);

export const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), "must be a postgres:// or postgresql:// connection URL");

export const timeZone = z
  .string()
  .trim()
  .refine(isIanaTimeZone, "must be an IANA time zone such as Asia/Kolkata");

export const email = z.string().trim().toLowerCase().pipe(z.email("must be an email address"));

/** `secret` settings never have their value echoed in an error message. */
export type SettingDoc = { default: string | undefined; meaning: string; secret?: boolean };

/** Settings by name: schema, default (as text, as in .env.example) and a one-line meaning. */
export type SettingTable = Record<string, SettingDoc & { schema: z.ZodType }>;

/**
 * A site served to this machine alone: PUBLIC_URL on localhost, 127.0.0.1 or ::1. Only there do dummy
 * payments and the demo slots come by default (decision 0091).
 */
export function isLocalSite(publicUrl: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(publicUrl).hostname);
}

/** A default may name a setting parsed before it (`http://localhost:$PORT`). */
export function withSettingsIn(
  text: string | undefined,
  parsed: Record<string, unknown>,
): string | undefined {
  return text?.replace(/\$([A-Z_]+)/g, (whole, name: string) =>
    parsed[name] === undefined ? whole : String(parsed[name]),
  );
}
