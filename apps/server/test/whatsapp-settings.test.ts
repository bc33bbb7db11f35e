import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config/config";
import type { PreflightInput } from "../src/services/preflight/preflight-input";
import { whatsappChecks } from "../src/services/preflight/whatsapp-checks";
import { translatedTemplateBodies } from "../src/services/whatsapp/whatsapp-template-translations";
import {
  plainParameter,
  renderTemplate,
  whatsappTemplates,
} from "../src/services/whatsapp/whatsapp-templates";

/* WhatsApp's settings, its going-live checks and its templates (issue 21; decision 0103). */

const dir = mkdtempSync(path.join(tmpdir(), "clinic-whatsapp-"));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }, dir);
const cloud = {
  WHATSAPP_PROVIDER: "cloud",
  WHATSAPP_PHONE_NUMBER_ID: "109876543210",
  WHATSAPP_ACCESS_TOKEN: "EAAG-token",
  WHATSAPP_APP_SECRET: "app-secret",
  WHATSAPP_VERIFY_TOKEN: "verify-token",
};
const checks = (env: Record<string, string>) =>
  whatsappChecks({ config: load(env) } as unknown as Required<PreflightInput>);

describe("WhatsApp settings", () => {
  it("defaults to the outbox, which needs nothing to go live", async () => {
    const config = load({});
    expect(config.WHATSAPP_PROVIDER).toBe("outbox");
    expect(config.WHATSAPP_API_BASE_URL).toBe("https://graph.facebook.com/v21.0");
    expect(await checks({})).toEqual([]);
  });

  it("refuses cloud without its phone number ID and access token", () => {
    expect(() => load({ WHATSAPP_PROVIDER: "cloud" })).toThrow(ConfigError);
    try {
      load({ WHATSAPP_PROVIDER: "cloud" });
    } catch (error) {
      expect((error as ConfigError).problems.join("\n")).toContain(
        'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are required when WHATSAPP_PROVIDER is "cloud"',
      );
    }
  });

  it("preflight: blocks cloud without the webhook's secrets, passes a complete one and names the templates", async () => {
    const partial = await checks({ ...cloud, WHATSAPP_APP_SECRET: "", WHATSAPP_VERIFY_TOKEN: "" });
    expect(partial[0]).toMatchObject({ id: "whatsapp-provider", level: "blocks" });
    expect(partial[0]?.title).toContain("WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN are not set");
    const complete = await checks(cloud);
    expect(complete.map((c) => [c.id, c.level])).toEqual([
      ["whatsapp-provider", "ok"],
      ["whatsapp-templates", "warn"],
    ]);
    expect(complete[1]?.title).toContain("npm run whatsapp:templates");
    const test = await checks({ ...cloud, WHATSAPP_API_BASE_URL: "http://127.0.0.1:9/v21.0" });
    expect(test.find((c) => c.id === "whatsapp-api-base")?.level).toBe("blocks");
  });
});

describe("WhatsApp templates", () => {
  it("each body's {{n}} are 1..n in order, one per described parameter, with an example each", () => {
    for (const t of Object.values(whatsappTemplates)) {
      const numbers = [...t.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      expect(numbers).toEqual(t.parameters.map((_, i) => i + 1));
      expect(t.examples).toHaveLength(t.parameters.length);
      // Meta refuses a template that starts or ends with a parameter (an authentication template's
      // fixed wording, which Meta writes itself, starts with the code).
      if (t.category === "utility") expect(t.body.trim()).not.toMatch(/^\{\{|\}\}$/);
      // The code of record access is the one authentication template (decision 0113).
      expect(t.category).toBe(t.name === "record_access_code" ? "authentication" : "utility");
    }
    expect(renderTemplate("booking_cancelled", ["A", "B", "C", "D"])).toContain(
      "with A on B (C) is cancelled",
    );
  });

  it("parameters are plain text within the limit, cut with an ellipsis, never empty", () => {
    expect(plainParameter("a\nb\tc\r\nd")).toBe("a b c d");
    expect(plainParameter(`a${" ".repeat(12)}b`)).toBe("a    b");
    expect(plainParameter("  ")).toBe("-");
    expect(plainParameter("x".repeat(30), 10)).toBe(`${"x".repeat(9)}…`);
    expect(plainParameter("ॐ".repeat(5), 3)).toBe("ॐॐ…");
  });

  it("npm run whatsapp:templates prints each template's name, category, language and body", () => {
    const out = execFileSync("npx", ["tsx", "apps/server/src/cli/whatsapp-templates.ts"], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        WHATSAPP_TEMPLATE_PREFIX: "lymph_",
        WHATSAPP_TEMPLATE_LANGUAGE: "en_US",
      },
      encoding: "utf8",
    });
    for (const t of Object.values(whatsappTemplates)) {
      expect(out).toContain(`name: lymph_${t.name}\ncategory: ${t.category}\nlanguage: en_US\n`);
      for (const line of t.body.split("\n").filter(Boolean)) expect(out).toContain(`  ${line}`);
    }
    // Issue 33: each patient's template again in Hindi and Kannada, under the same name; the clinic's
    // own notice in English only.
    for (const locale of ["hi", "kn"] as const) {
      for (const [name, body] of Object.entries(translatedTemplateBodies[locale])) {
        const t = whatsappTemplates[name as keyof typeof whatsappTemplates];
        expect(out).toContain(`name: lymph_${name}\ncategory: ${t.category}\nlanguage: ${locale}\n`);
        for (const line of body.split("\n").filter(Boolean)) expect(out).toContain(`  ${line}`);
      }
      expect(out).not.toContain(`name: lymph_clinic_new_booking\ncategory: utility\nlanguage: ${locale}`);
    }
  });

  it("the Hindi and Kannada templates keep every {{n}} of the English, STOP, and Meta's rules", () => {
    const patients = Object.keys(whatsappTemplates)
      .filter((n) => n !== "clinic_new_booking")
      .sort();
    for (const locale of ["hi", "kn"] as const) {
      expect(Object.keys(translatedTemplateBodies[locale]).sort()).toEqual(patients);
      for (const [name, body] of Object.entries(translatedTemplateBodies[locale])) {
        const t = whatsappTemplates[name as keyof typeof whatsappTemplates];
        const numbers = (text: string) =>
          [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])).sort();
        expect(numbers(body), `${locale} ${name}`).toEqual(numbers(t.body));
        expect(body.includes("STOP"), `${locale} ${name}`).toBe(t.body.includes("STOP"));
        if (t.category === "utility") expect(body.trim(), `${locale} ${name}`).not.toMatch(/^\{\{|\}\}$/);
        // Written in the language: no English word left but STOP.
        expect(body.replace(/STOP/g, ""), `${locale} ${name}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
    expect(renderTemplate("booking_cancelled", ["A", "B", "C", "D"], "kn")).toContain("A ಅವರೊಂದಿಗೆ B (C) ರಂದು");
    expect(renderTemplate("clinic_new_booking", ["B", "C", "D"], "hi")).toContain("New video consultation");
  });
});
