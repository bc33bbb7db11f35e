import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The Hindi and Kannada pages draw their words in fonts cut to the letters the site's texts use
 * (scripts/make-fonts.mjs, decision 0127). A text that gains a letter the cut fonts lack would fetch the
 * script's whole font on every page that shows it: this says which letters, and to run the script again.
 */
const root = fileURLToPath(new URL("../../../..", import.meta.url));
const css = readFileSync(path.join(root, "apps/web/src/fonts/indic-fonts.css"), "utf8");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}
const siteText = ["apps/web/src", "packages/contract/src"]
  .flatMap((dir) => sources(path.join(root, dir)))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** The code points of the @font-face at `weight` whose src is the given font file. */
function faceLetters(file: string, weight: number): Set<number> {
  const face = css
    .split("@font-face")
    .find((block) => block.includes(file) && block.includes(`font-weight: ${weight};`));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1] ?? "";
  const points = new Set<number>();
  for (const run of range.split(",")) {
    const [from = "", to = from] = run.trim().replace("U+", "").split("-");
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++) points.add(point);
  }
  return points;
}

describe.each([
  {
    script: "Devanagari",
    letters: /[\u0900-\u097F\u1CD0-\u1CF9\uA8E0-\uA8FF]/gu,
    cut: "noto-sans-devanagari-site",
    whole: "noto-sans-devanagari-devanagari-wght-normal.woff2",
  },
  {
    script: "Kannada",
    letters: /[\u0C80-\u0CF3]/gu,
    cut: "noto-sans-kannada-site",
    whole: "noto-sans-kannada-kannada-wght-normal.woff2",
  },
])("the cut $script fonts", ({ letters, cut, whole }) => {
  // With their canonical parts: a shaper splits ೋ into ೊ and ೕ, and needs those in the font.
  const used = [...new Set((siteText.match(letters) ?? []).join("").normalize("NFD"))];

  it.each([400, 700])("at weight %i hold every letter the site's texts use", (weight) => {
    const covered = faceLetters(`./${cut}.woff2`, weight);
    expect(used.length).toBeGreaterThan(40);
    const missing = used.filter((letter) => !covered.has(letter.codePointAt(0) ?? 0));
    expect(missing, "run `node scripts/make-fonts.mjs`").toEqual([]);
  });

  // Chromium downloads every face whose range holds a letter on the page, even one it would not draw it in.
  it.each([400, 700])("at weight %i share no letter with the whole fonts", (weight) => {
    const covered = faceLetters(`./${cut}.woff2`, weight);
    const rest = faceLetters(whole, weight);
    expect(rest.size).toBeGreaterThan(10);
    expect([...rest].filter((point) => covered.has(point))).toEqual([]);
  });
});
