import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, readEnvironment } from "./config";
import { settingDefaults } from "./env-schema";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("gives what settingDefaults gives when nothing is set (the modules' defaults come from there)", () => {
    const config = loadConfig({}, "/srv/clinic");
    expect(Object.keys(settingDefaults).length).toBeGreaterThan(30);
    for (const [name, value] of Object.entries(settingDefaults))
      expect(config[name as keyof typeof config], name).toEqual(value);
    expect(settingDefaults).toMatchObject({ HOLD_MINUTES: 10, LIMIT_HOLDS_PER_CLIENT: 2 });
  });

  it("starts on the embedded defaults with no settings at all", () => {
    const config = loadConfig({}, "/srv/clinic");
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      PUBLIC_URL: "http://localhost:3000",
      CLINIC_TIMEZONE: "Asia/Kolkata",
      PAYMENT_PROVIDER: "dummy",
      CAPTCHA_PROVIDER: "altcha",
      EMAIL_PROVIDER: "outbox",
      MEETING_PROVIDER: "jitsi",
      TRUST_PROXY: 0,
      LIMIT_BODY_BYTES: 65536,
      databaseMode: "embedded",
      dataDir: "/srv/clinic/data",
      isHttps: false,
    });
  });

  it("names the variable, what it expects and what it got", () => {
    expect(problemsOf({ PORT: "abc" })).toEqual(['PORT must be a whole number from 1 to 65535, got "abc"']);
    expect(problemsOf({ PORT: "70000" })).toEqual([
      'PORT must be a whole number from 1 to 65535, got "70000"',
    ]);
  });

  it("reports every problem, one line each", () => {
    const problems = problemsOf({
      PORT: "x",
      PAYMENT_PROVIDER: "paypal",
      CLINIC_TIMEZONE: "Mars/Base",
      PUBLIC_URL: "ftp://x",
    });
    expect(problems).toHaveLength(4);
    expect(problems).toContain('PAYMENT_PROVIDER must be one of dummy, razorpay, got "paypal"');
    expect(problems).toContain(
      'CLINIC_TIMEZONE must be an IANA time zone such as Asia/Kolkata, got "Mars/Base"',
    );
    expect(problems.find((p) => p.startsWith("PUBLIC_URL"))).toMatch(/http:\/\/ or https:\/\//);
  });

  it("never echoes a secret's value", () => {
    const problems = problemsOf({ APP_SECRET: "short-secret" });
    expect(problems).toEqual([
      "APP_SECRET must be at least 32 characters (for example: openssl rand -base64 32), got a value of 12 characters (not shown)",
    ]);
  });

  it("requires APP_SECRET with DATABASE_URL, so that several servers agree", () => {
    const problems = problemsOf({ DATABASE_URL: "postgres://u:p@db.example:5432/clinic" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^APP_SECRET is required when DATABASE_URL is set/);
    const ok = loadConfig({ DATABASE_URL: "postgres://u:p@db.example/clinic", APP_SECRET: "x".repeat(32) });
    expect(ok.databaseMode).toBe("external");
  });

  it("takes dummy payments only for a site on this machine, unless ALLOW_DUMMY_PAYMENTS=true", () => {
    for (const url of ["https://clinic.example", "http://clinic.example", "http://192.168.1.5:3000"]) {
      const problems = problemsOf({ PUBLIC_URL: url });
      expect(problems, url).toHaveLength(1);
      expect(problems[0]).toMatch(/^PAYMENT_PROVIDER is "dummy" .* PUBLIC_URL .* ALLOW_DUMMY_PAYMENTS=true/);
    }
    for (const url of [
      "http://localhost:4000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "https://localhost",
    ])
      expect(problemsOf({ PUBLIC_URL: url }), url).toEqual([]);
    const ok = loadConfig({ PUBLIC_URL: "https://clinic.example/", ALLOW_DUMMY_PAYMENTS: "true" });
    expect(ok).toMatchObject({ isHttps: true, PUBLIC_URL: "https://clinic.example" });
    expect(problemsOf({ PUBLIC_URL: "https://clinic.example", PAYMENT_PROVIDER: "razorpay" })).toEqual([]);
  });

  it("defaults PUBLIC_URL to http://localhost:$PORT", () => {
    expect(loadConfig({ PORT: "4123" }).PUBLIC_URL).toBe("http://localhost:4123");
    expect(loadConfig({ PORT: "4123", PUBLIC_URL: "http://127.0.0.1:9" }).PUBLIC_URL).toBe(
      "http://127.0.0.1:9",
    );
    expect(settingDefaults.PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ PORT: "" }).PORT).toBe(3000);
  });
});

describe("readEnvironment", () => {
  it("reads .env, and the real environment wins", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clinic-env-"));
    writeFileSync(path.join(dir, ".env"), "PORT=4000\nHOST=0.0.0.0\n# comment\n");
    expect(readEnvironment(dir, { PORT: "5000" })).toMatchObject({ PORT: "5000", HOST: "0.0.0.0" });
  });

  it("works without a .env file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clinic-env-"));
    expect(readEnvironment(dir, { PORT: "5000" })).toEqual({ PORT: "5000" });
  });
});
