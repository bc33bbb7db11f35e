import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0126: money, dates and times reach people through format.ts only. Biome refuses the `Intl`
 * global outside format.ts and time-zone.ts; this test refuses what Biome cannot see, the `toLocale*`
 * methods of numbers and dates, in every production source file.
 */
const root = join(import.meta.dirname, "../../..");
const sourceDirs = ["apps/server/src", "apps/web/src", "packages/contract/src"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one format module", () => {
  it("no production file calls toLocaleString, toLocaleDateString or toLocaleTimeString", () => {
    const offenders = sourceDirs
      .flatMap((dir) => sources(join(root, dir)))
      .filter((path) => /\.toLocale(String|DateString|TimeString)\(/.test(readFileSync(path, "utf8")))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
