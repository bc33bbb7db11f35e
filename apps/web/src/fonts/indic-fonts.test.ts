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

/** The @font-face of `family` at `weight` that is (or is not) the script's whole font. */
function face(family: string, weight: number, whole: string, isWhole: boolean): string {
  return (
    css
      .split("@font-face")
      .find(
        (block) =>
          block.includes(`font-family: "${family}";`) &&
          block.includes(`font-weight: ${weight};`) &&
          block.includes(whole) === isWhole,
      ) ?? ""
  );
}

/** The code points of a face's unicode-range. */
function letters(block: string): Set<number> {
  const range = block.match(/unicode-range:([^;]+);/)?.[1] ?? "";
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
    family: "Noto Sans Devanagari",
    scriptLetters: /[\u0900-\u097F\u1CD0-\u1CF9\uA8E0-\uA8FF]/gu,
    cut: "./noto-sans-devanagari-site.woff2",
    whole: "noto-sans-devanagari-devanagari-wght-normal.woff2",
    // The regular weight only (decision 0150): bold is the device's own, or drawn by the browser.
    boldDrawn: true,
  },
  {
    script: "Kannada",
    family: "Noto Sans Kannada",
    scriptLetters: /[\u0C80-\u0CF3]/gu,
    cut: "./noto-sans-kannada-site.woff2",
    whole: "noto-sans-kannada-kannada-wght-normal.woff2",
    boldDrawn: false,
  },
])("the cut $script fonts", ({ family, scriptLetters, cut, whole, boldDrawn }) => {
  // With their canonical parts: a shaper splits ೋ into ೊ and ೕ, and needs those in the font.
  const used = [...new Set((siteText.match(scriptLetters) ?? []).join("").normalize("NFD"))];

  it.each([400, 700])("at weight %i hold every letter the site's texts use", (weight) => {
    const covered = letters(face(family, weight, whole, false));
    expect(used.length).toBeGreaterThan(40);
    const missing = used.filter((letter) => !covered.has(letter.codePointAt(0) ?? 0));
    expect(missing, "run `node scripts/make-fonts.mjs`").toEqual([]);
  });

  // Chromium downloads every face whose range holds a letter on the page, even one it would not draw it in.
  it.each([400, 700])("at weight %i share no letter with the whole fonts", (weight) => {
    const covered = letters(face(family, weight, whole, false));
    const rest = letters(face(family, weight, whole, true));
    expect(rest.size).toBeGreaterThan(10);
    expect([...rest].filter((point) => covered.has(point))).toEqual([]);
  });

  it(
    boldDrawn ? "draw bold from the regular cut where the device has no bold" : "hold their own bold",
    () => {
      const regular = face(family, 400, whole, false);
      const bold = face(family, 700, whole, false);
      expect(regular).toContain(cut);
      if (!boldDrawn) {
        expect(bold).toContain(cut);
        return;
      }
      // The bold face is the device's own or nothing: the browser goes on to the next family in app.css's
      // lists, whose only face is the same regular cut (one download), and draws it bold.
      expect(bold).toContain(`local("${family} Bold")`);
      expect(bold).not.toContain("url(");
      const drawn = face(`${family} Drawn Bold`, 400, whole, false);
      expect(drawn).toContain(cut);
      expect(letters(drawn)).toEqual(letters(regular));
      expect(face(`${family} Drawn Bold`, 700, whole, false)).toBe("");
    },
  );
});

// Bold text falls to the next family only: a list that named another first would draw boxes (app.css).
it("app.css names the drawn bold family right after Noto Sans Devanagari, in every list", () => {
  const appCss = readFileSync(path.join(root, "apps/web/src/app.css"), "utf8");
  const lists = appCss.match(/"Noto Sans Devanagari",[^;]*/g) ?? [];
  expect(lists.length).toBeGreaterThanOrEqual(3);
  for (const list of lists)
    expect(list).toMatch(/^"Noto Sans Devanagari",\s+"Noto Sans Devanagari Drawn Bold",/);
});
