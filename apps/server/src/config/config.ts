import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import type { z } from "zod";
import { isLocalSite, withSettingsIn } from "./env/setting-schemas";
import { type SettingDoc, type SettingName, settings } from "./env-schema";

export { isLocalSite };

type Parsed = { [K in SettingName]: z.output<(typeof settings)[K]["schema"]> };

export type Config = Parsed & {
  /** Absolute DATA_DIR. */
  dataDir: string;
  databaseMode: "embedded" | "external";
  isHttps: boolean;
  /** The settings the environment (or .env) gave explicitly, not by default. */
  given?: ReadonlySet<SettingName>;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join("\n")}`);
  }
}

/** Reads `.env` (optional) under the real environment: a variable already set wins. */
export function readEnvironment(
  cwd = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  let fromFile: Record<string, string> = {};
  try {
    fromFile = parseEnv(readFileSync(path.join(cwd, ".env"), "utf8")) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const merged: Record<string, string> = { ...fromFile };
  for (const [key, value] of Object.entries(env)) if (value !== undefined) merged[key] = value;
  return merged;
}

/**
 * Parses every setting; collects every problem, one line each, naming the variable,
 * what is expected and what was given, and throws them together.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(settings)) {
    const given = env[name];
    const defaulted = given === undefined || given.trim() === "";
    const raw = defaulted ? withSettingsIn(setting.default, values) : given;
    // A default naming a setting that did not parse: that setting's line already says what is wrong.
    if (defaulted && raw?.includes("$")) continue;
    const result = setting.schema.safeParse(raw);
    if (result.success) values[name] = result.data;
    else
      problems.push(`${name} ${result.error.issues[0]?.message ?? "is invalid"}, got ${shown(setting, raw)}`);
  }
  const parsed = values as Parsed;
  if (problems.length === 0) problems.push(...crossChecks(parsed));
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...parsed,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    databaseMode: parsed.DATABASE_URL ? "external" : "embedded",
    isHttps: parsed.PUBLIC_URL.startsWith("https:"),
    given: new Set(
      (Object.keys(settings) as SettingName[]).filter((name) => (env[name] ?? "").trim() !== ""),
    ),
  };
}

function shown(setting: SettingDoc, raw: string | undefined): string {
  if ("secret" in setting && setting.secret) return `a value of ${raw?.length ?? 0} characters (not shown)`;
  return `"${raw}"`;
}

/** Rules that involve more than one setting. */
function crossChecks(c: Parsed): string[] {
  const problems: string[] = [];
  if (c.DATABASE_URL && !c.APP_SECRET) {
    problems.push(
      "APP_SECRET is required when DATABASE_URL is set, so that every server signs and encrypts alike (for example: openssl rand -base64 32)",
    );
  }
  // Not "unless https": a site behind a TLS proxy that forgot PUBLIC_URL would give consultations away.
  if (c.PAYMENT_PROVIDER === "dummy" && !isLocalSite(c.PUBLIC_URL) && !c.ALLOW_DUMMY_PAYMENTS) {
    problems.push(
      `PAYMENT_PROVIDER is "dummy" (it gives consultations away) but PUBLIC_URL ${c.PUBLIC_URL} is not this machine: set PAYMENT_PROVIDER=razorpay, or ALLOW_DUMMY_PAYMENTS=true for a test site`,
    );
  }
  if (c.EMAIL_PROVIDER === "smtp" && !c.SMTP_URL) {
    problems.push('SMTP_URL is required when EMAIL_PROVIDER is "smtp"');
  }
  if (c.WHATSAPP_PROVIDER === "cloud" && !(c.WHATSAPP_PHONE_NUMBER_ID && c.WHATSAPP_ACCESS_TOKEN)) {
    problems.push(
      'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are required when WHATSAPP_PROVIDER is "cloud"',
    );
  }
  const oidc = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    problems.push(
      "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three for OpenID sign-in, or none",
    );
  }
  return problems;
}
