// `node scripts/make-language-name-fonts.mjs`: the two small fonts the header's language switcher names
// Hindi and Kannada in (हिन्दी, ಕನ್ನಡ), cut from Noto Sans Devanagari and Noto Sans Kannada (OFL, the
// @fontsource packages the Hindi and Kannada pages use) down to those words' glyphs, shaping kept.
// An English page shows those two words and nothing else in those scripts: with the whole script
// subsets it would download 78 KB of fonts for them; with these, about 2 KB (decision 0127).
// Run again when a language is added (packages/contract/src/locales.ts, localeNames).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(path.join(root, "apps/web/package.json"));
const fonts = [
  {
    name: "हिन्दी",
    from: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
    to: "language-name-hi.woff2",
  },
  {
    name: "ಕನ್ನಡ",
    from: "@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2",
    to: "language-name-kn.woff2",
  },
];
for (const font of fonts) {
  const subset = await subsetFont(readFileSync(require.resolve(font.from)), font.name, {
    targetFormat: "woff2",
  });
  const out = path.join(root, "apps/web/src/fonts", font.to);
  writeFileSync(out, subset);
  console.log(`${font.to}: ${subset.length} bytes for "${font.name}"`);
}
