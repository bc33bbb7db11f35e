// `node scripts/make-fonts.mjs`: the Hindi and Kannada fonts, cut from Noto Sans Devanagari and Noto Sans
// Kannada (OFL, the @fontsource-variable packages) with their shaping kept (decision 0127). Run it again when a
// text in Hindi or Kannada gains a letter the fonts lack (apps/web/src/fonts/indic-fonts.test.ts says so)
// or a language is added (packages/contract/src/locales.ts, localeNames).
// - The language switcher's two words, हिन्दी and ಕನ್ನಡ, shown on every page, English ones too: a font of
//   each word's glyphs only, about 2 KB, instead of the scripts' cut fonts (85 KB for the two).
// - The Hindi and Kannada pages: a font of the letters the site's own texts use (about 60 of each
//   script), and the whole font for every other letter (a name a patient typed), which a browser
//   downloads only when a page shows such a letter. The generated indic-fonts.css gives each its letters
//   as its unicode-range, once for weight 400 and once for 700. Kannada's cut keeps its weight axis from
//   400 to 700, so one file draws both the text and the headings; Devanagari's is the regular weight
//   only, its bold the device's own or drawn by the browser (decision 0150).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(path.join(root, "apps/web/package.json"));
const fontsDir = path.join(root, "apps/web/src/fonts");
/** Zero-width non-joiner and joiner: they steer Devanagari and Kannada shaping, so the cut fonts keep them. */
const joiners = "\u200C\u200D";

const scripts = [
  {
    family: "Noto Sans Devanagari",
    whole:
      "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    cut: "noto-sans-devanagari-site",
    blocks: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cf9],
      [0xa8e0, 0xa8ff],
    ],
    letters: /[\u0900-\u097F\u1CD0-\u1CF9\uA8E0-\uA8FF]/gu,
    languageName: { name: "हिन्दी", to: "language-name-hi.woff2" },
    // With the weight axis the cut is 50 KB: two round trips of a slow line on the Hindi pages' way to
    // their first text. The regular alone is 29 KB, one (decision 0150).
    weightAxis: false,
  },
  {
    family: "Noto Sans Kannada",
    whole: "@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2",
    cut: "noto-sans-kannada-site",
    blocks: [[0x0c80, 0x0cf3]],
    letters: /[\u0C80-\u0CF3]/gu,
    languageName: { name: "ಕನ್ನಡ", to: "language-name-kn.woff2" },
    // 35 KB with the axis, within the Kannada pages' budgets: the font's own bold.
    weightAxis: true,
  },
];
/** The weights the site's styles ask for: text 400, headings and emphasis 600 and 700 (drawn at 700). */
const weights = [400, 700];

/** Every source file of the web app and the contract (tests left out): where the site's texts live. */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "node_modules" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}
const siteText = ["apps/web/src", "packages/contract/src"]
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** Every code point of a block, [from, to] inclusive. */
const pointsOf = ([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** "U+0901-0903, U+0905, …": the code points as CSS unicode-range runs. */
function unicodeRange(codePoints) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
  const runs = [];
  for (const point of codePoints) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

/** The names a phone's own copy of the font goes by (Android ships Noto): used first, nothing downloaded. */
const localNames = (family, weight) => {
  const style = weight === 700 ? "Bold" : "Regular";
  return [`${family} ${style}`, `${family.replaceAll(" ", "")}-${style}`];
};

// The page fonts are font-display: optional, not swap: a font that is not there within about 100 ms is
// not swapped in later, so the page never reflows under a reader (Lighthouse measured a layout shift of
// 0.04 to 0.05 on /hi with swap, 0.001 with optional), and phones draw the text at once in their own Indic
// fonts. The font is cached for the next page. Only a computer with no Devanagari or Kannada font at all,
// on a slow line, would show boxes on its first page. The switcher's one word swaps: it moves nothing.
// `src` left out: the device's own copy or nothing, and the browser goes on down the page's font list.
const fontFace = ({ family, local, weight, display, src, range }) =>
  `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: ${weight};
  font-display: ${display};
  src: ${[
    ...localNames(local, weight).map((name) => `local("${name}")`),
    ...(src ? [`url("${src}") format("woff2")`] : []),
  ].join(", ")};
  unicode-range: ${range};
}
`;

/**
 * The family a cut of the regular weight only is named by a second time, next in the page's font list
 * (app.css): its only face is the regular, so bold text that the device has no bold of its own for
 * falls to it and the browser draws it bold. Same file, one download.
 */
const drawnBoldFamily = (family) => `${family} Drawn Bold`;

let css =
  "/* Generated by scripts/make-fonts.mjs: do not edit. For each script, the switcher's word in it, then for\n" +
  " * each weight the font cut to the site's letters and the whole font for every other letter; for a cut\n" +
  " * of the regular weight only, the bold the device's own, and the cut again under a family of its own,\n" +
  " * for the browser to draw bold. */\n";
for (const script of scripts) {
  const whole = readFileSync(require.resolve(script.whole));
  const { name, to } = script.languageName;
  // The switcher's word in the regular weight only: the axis pinned at 400.
  const nameFont = await subsetFont(whole, name, { targetFormat: "woff2", variationAxes: { wght: 400 } });
  writeFileSync(path.join(fontsDir, to), nameFont);
  console.log(`${to}: ${nameFont.length} bytes for "${name}"`);
  // Cut from the regular weight, so a phone's own Noto draws the word the same, with no download.
  css += fontFace({
    family: "Language Name",
    local: script.family,
    weight: 400,
    display: "swap",
    src: `./${to}`,
    range: unicodeRange(pointsOf(script.blocks[0])),
  });

  // With their canonical parts: a shaper splits ೋ into ೊ and ೕ (and क़ into क and ़), and needs each in the font.
  const used = siteText.match(script.letters).join("");
  const letters = [...new Set(used + used.normalize("NFD"))].sort();
  const cutPoints = letters.map((letter) => letter.codePointAt(0));
  // The ranges do not overlap: Chromium downloads every face whose range holds a letter on the page,
  // even when a face it tries first has the letter.
  const rest = script.blocks.flatMap(pointsOf).filter((point) => !cutPoints.includes(point));
  // One file for both weights: the axis from 400 to 700 costs less than a second static cut (Devanagari
  // 50 KB against 29 + 31 KB), and it is one request on the page instead of two. Without the axis, the
  // regular weight alone.
  const cut = await subsetFont(whole, letters.join("") + joiners, {
    targetFormat: "woff2",
    variationAxes: { wght: script.weightAxis ? { min: 400, max: 700 } : 400 },
  });
  writeFileSync(path.join(fontsDir, `${script.cut}.woff2`), cut);
  console.log(
    `${script.cut}.woff2: ${cut.length} bytes for ${letters.length} letters (whole: ${whole.length})`,
  );
  for (const weight of weights) {
    const face = { family: script.family, local: script.family, weight, display: "optional" };
    // A regular-only cut is no bold: the bold face is the device's own, if it has one.
    const cutSrc = script.weightAxis || weight === 400 ? `./${script.cut}.woff2` : undefined;
    css += fontFace({ ...face, src: cutSrc, range: unicodeRange(cutPoints) });
    css += fontFace({ ...face, src: script.whole, range: unicodeRange(rest) });
  }
  if (!script.weightAxis)
    css += fontFace({
      family: drawnBoldFamily(script.family),
      local: script.family,
      weight: 400,
      display: "optional",
      src: `./${script.cut}.woff2`,
      range: unicodeRange(cutPoints),
    });
}
const cssFile = path.join(fontsDir, "indic-fonts.css");
writeFileSync(cssFile, css);
// In the repository's format, so that running this again changes the file only when the fonts do.
spawnSync("npx", ["biome", "format", "--write", cssFile], { cwd: root, stdio: "inherit" });
console.log("indic-fonts.css written");
