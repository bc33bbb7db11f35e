import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packagePaths } from "../package-paths";
import { renderEnvExample } from "./env-example";
import { settings } from "./env-schema";

describe(".env.example", () => {
  const file = readFileSync(path.join(packagePaths.root, "../../.env.example"), "utf8");

  it("is up to date with the settings (run `npm run env:example`)", () => {
    expect(file).toBe(renderEnvExample());
  });

  it("lists every setting with its default", () => {
    for (const [name, setting] of Object.entries(settings)) {
      expect(file).toContain(`# ${name}=${setting.default ?? ""}\n`);
    }
  });
});
