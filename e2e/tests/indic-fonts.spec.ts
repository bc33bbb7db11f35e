import { expect, test } from "@playwright/test";
import { marketingPages } from "../support/public-site";

/**
 * Issue 33: the Devanagari and Kannada web fonts (subset woff2, unicode-range) load only where their
 * script is shown. An English page shows two words in them, the language switcher's हिन्दी and ಕನ್ನಡ:
 * it downloads the two small fonts cut to those words, never the scripts' fonts.
 */
test("English pages download only the language names' fonts", async ({ page }) => {
  const fonts = new Set<string>();
  page.on("request", (r) => {
    if (r.url().endsWith(".woff2")) fonts.add(r.url());
  });
  for (const { path } of marketingPages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/book-consultation");
  await page.waitForLoadState("networkidle");
  const names = [...fonts].map((url) =>
    url
      .split("/")
      .pop()
      ?.replace(/-[\w-]{8}\.woff2$/, ""),
  );
  expect(names.sort()).toEqual(["language-name-hi", "language-name-kn"]);
  for (const url of fonts)
    expect((await (await page.request.get(url)).body()).length, url).toBeLessThan(4096);
});

/** A Hindi page loads the Devanagari font cut to the site's letters, never the script's whole font. */
test("a Hindi page loads the Devanagari font, a Kannada page the Kannada one", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".woff2")) fonts.push(r.url());
  });
  await page.goto("/hi");
  await page.waitForLoadState("networkidle");
  expect(fonts.some((url) => url.includes("noto-sans-devanagari-site-400"))).toBe(true);
  expect(fonts.some((url) => url.includes("noto-sans-devanagari-devanagari"))).toBe(false);
  expect(fonts.some((url) => url.includes("noto-sans-kannada"))).toBe(false);
  fonts.length = 0;
  await page.goto("/kn/about-us");
  await page.waitForLoadState("networkidle");
  expect(fonts.some((url) => url.includes("noto-sans-kannada-site-400"))).toBe(true);
  expect(fonts.some((url) => url.includes("noto-sans-kannada-kannada"))).toBe(false);
});

/**
 * The cut fonts keep the scripts' shaping (conjuncts, vowel signs): every Hindi and Kannada word on the
 * home pages measures the same in the cut font as in the script's whole font.
 */
for (const { path, cut, whole } of [
  { path: "/hi", cut: "noto-sans-devanagari-site-400", whole: "noto-sans-devanagari-devanagari-400" },
  { path: "/kn", cut: "noto-sans-kannada-site-400", whole: "noto-sans-kannada-kannada-400" },
]) {
  test(`the cut font draws ${path}'s words as the whole font does`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const { words, different } = await page.evaluate(
      async ({ cut, whole }) => {
        const faces = Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .filter((rule) => rule instanceof CSSFontFaceRule)
          .map((rule) => rule.cssText);
        const url = (file: string) =>
          faces.find((face) => face.includes(file))?.match(/url\("?([^")]+)"?\)/)?.[1];
        const fonts = [new FontFace("Cut", `url(${url(cut)})`), new FontFace("Whole", `url(${url(whole)})`)];
        // The e2e's DOM types predate FontFaceSet.add.
        const fontSet = document.fonts as unknown as { add(font: FontFace): void };
        for (const font of await Promise.all(fonts.map((f) => f.load()))) fontSet.add(font);
        const words = [...new Set(document.body.innerText.split(/\s+/))].filter((w) =>
          /[\u0900-\u0DFF]/.test(w),
        );
        const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        const width = (font: string, word: string) => {
          context.font = `20px ${font}`;
          return context.measureText(word).width;
        };
        return { words: words.length, different: words.filter((w) => width("Cut", w) !== width("Whole", w)) };
      },
      { cut, whole },
    );
    expect(words).toBeGreaterThan(100);
    expect(different).toEqual([]);
  });
}
