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
  const names = [...fonts].map(fileName);
  expect(names.sort()).toEqual(["language-name-hi", "language-name-kn"]);
  for (const url of fonts)
    expect((await (await page.request.get(url)).body()).length, url).toBeLessThan(4096);
});

/**
 * A Hindi page loads the Devanagari font cut to the site's letters, never the script's whole font, and
 * loads it once: its regular face and the family bold text falls to name the same file (decision 0150);
 * a Kannada page's regular and bold faces name one file (its weight axis runs from 400 to 700). Its
 * switcher's हिन्दी is drawn in that font too: of the two names' fonts it loads only ಕನ್ನಡ's.
 */
test("a Hindi page loads the Devanagari font, a Kannada page the Kannada one", async ({ browser }) => {
  // Each page in a browser of its own: Chromium fetches again, from its cache, the fonts the previous
  // page used.
  const fontsOf = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".woff2")) fonts.push(r.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await context.close();
    return fonts;
  };
  const hindi = await fontsOf("/hi");
  expect(hindi.filter((url) => url.includes("noto-sans-devanagari-site"))).toHaveLength(1);
  expect(hindi.some((url) => url.includes("noto-sans-devanagari-devanagari"))).toBe(false);
  expect(hindi.some((url) => url.includes("noto-sans-kannada"))).toBe(false);
  expect(hindi.filter((url) => url.includes("language-name")).map(fileName)).toEqual(["language-name-kn"]);
  const kannada = await fontsOf("/kn/about-us");
  expect(kannada.filter((url) => url.includes("noto-sans-kannada-site"))).toHaveLength(1);
  expect(kannada.some((url) => url.includes("noto-sans-kannada-kannada"))).toBe(false);
  expect(kannada.some((url) => url.includes("noto-sans-devanagari"))).toBe(false);
  expect(kannada.filter((url) => url.includes("language-name")).map(fileName)).toEqual(["language-name-hi"]);
});

/** A font's name without its folder and content hash. */
function fileName(url: string) {
  return url
    .split("/")
    .pop()
    ?.replace(/-[\w-]{8}\.woff2$/, "");
}

/**
 * The cut fonts keep the scripts' shaping (conjuncts, vowel signs): every Hindi and Kannada word on the
 * home pages measures the same in the cut font as in the script's whole font, in regular, and in bold
 * where the cut keeps the weight axis (Kannada). Bold is bold: the Kannada cut's own, wider than its
 * regular; Devanagari's regular drawn bold by the browser (decision 0150), with more ink than the regular.
 */
for (const { path, cut, whole, family, boldDrawn } of [
  {
    path: "/hi",
    cut: "noto-sans-devanagari-site",
    whole: "noto-sans-devanagari-devanagari-wght",
    family: "Noto Sans Devanagari",
    boldDrawn: true,
  },
  {
    path: "/kn",
    cut: "noto-sans-kannada-site",
    whole: "noto-sans-kannada-kannada-wght",
    family: "Noto Sans Kannada",
    boldDrawn: false,
  },
]) {
  test(`the cut font draws ${path}'s words as the whole font does`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const { words, bolder, different } = await page.evaluate(
      async ({ cut, whole, boldDrawn }) => {
        const faces = Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .filter((rule) => rule instanceof CSSFontFaceRule)
          .map((rule) => rule.cssText);
        const url = (file: string) =>
          faces.find((face) => face.includes(file))?.match(/url\("?([^")]+)"?\)/)?.[1];
        const fonts = [
          new FontFace("Cut", `url(${url(cut)})`, { weight: boldDrawn ? "400" : "400 700" }),
          new FontFace("Whole", `url(${url(whole)})`, { weight: "400 700" }),
        ];
        // The e2e's DOM types predate FontFaceSet.add.
        const fontSet = document.fonts as unknown as { add(font: FontFace): void };
        for (const font of await Promise.all(fonts.map((f) => f.load()))) fontSet.add(font);
        const words = [...new Set(document.body.innerText.split(/\s+/))].filter((w) =>
          /[\u0900-\u0DFF]/.test(w),
        );
        const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        const width = (font: string, word: string) => {
          context.font = font;
          return context.measureText(word).width;
        };
        // Cutting the weight axis to 400-700 rounds its deltas again: a width may move by a hundredth of a
        // pixel, where a lost conjunct or vowel sign moves it by whole pixels.
        const differs = (weight: number) => (w: string) =>
          Math.abs(width(`${weight} 20px Cut`, w) - width(`${weight} 20px Whole`, w)) > 0.1;
        // Bold is the font's own bold (its weight axis), wider than the regular, not the regular again.
        const bolder = words.filter((w) => width("700 20px Cut", w) > width("400 20px Cut", w)).length;
        return {
          words: words.length,
          bolder,
          different: (boldDrawn ? [400] : [400, 700]).flatMap((weight) =>
            words.filter(differs(weight)).map((w) => `${weight} ${w}`),
          ),
        };
      },
      { cut, whole, boldDrawn },
    );
    expect(words).toBeGreaterThan(100);
    expect(different).toEqual([]);
    if (!boldDrawn) {
      // Nearly every word: a lone sign or stop is as wide in both.
      expect(bolder).toBeGreaterThan(words * 0.9);
      return;
    }
    // Drawn bold: the page's bold text in the regular cut, thickened by the browser. Loaded again, the
    // page has the font from its cache in time for its first frame (font-display: optional).
    await page.reload();
    await page.waitForLoadState("networkidle");
    const probe = await page.evaluate(
      async ({ cut }) => {
        // One word: a space is not in the cut, and the page draws it in another font.
        const sample = "परामर्श";
        const box = document.createElement("div");
        box.lang = "hi";
        box.innerHTML = ["regular", "bold"]
          .map(
            (weight) =>
              `<span id="${weight}-probe" style="display: inline-block; width: 320px; font-size: 36px; font-weight: ${weight === "bold" ? 700 : 400}">${sample}</span>`,
          )
          .join("");
        document.body.prepend(box);
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
        const face = Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .find((rule) => rule instanceof CSSFontFaceRule && rule.cssText.includes(cut))?.cssText;
        const url = face?.match(/url\("?([^")]+)"?\)/)?.[1];
        const font = await new FontFace("Cut", `url(${url})`).load();
        (document.fonts as unknown as { add(font: FontFace): void }).add(font);
        const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        context.font = "36px Cut";
        const inner = (id: string) => {
          const range = document.createRange();
          range.selectNodeContents(document.getElementById(id) as HTMLElement);
          return range.getBoundingClientRect().width;
        };
        return {
          cut: context.measureText(sample).width,
          regular: inner("regular-probe"),
          bold: inner("bold-probe"),
          family: getComputedStyle(document.getElementById("bold-probe") as HTMLElement).fontFamily,
        };
      },
      { cut },
    );
    expect(probe.family.startsWith(`"${family}", "${family} Drawn Bold"`)).toBe(true);
    // The regular text is the cut (not a fallback's boxes), and so is the bold: as wide, give or take the
    // pixel the browser adds to each thickened letter, where the whole font's own bold is wider still.
    expect(Math.abs(probe.regular - probe.cut)).toBeLessThan(0.5);
    expect(probe.bold).toBeGreaterThanOrEqual(probe.regular);
    expect(probe.bold).toBeLessThan(probe.regular * 1.03);
    const regular = await page.locator("#regular-probe").screenshot();
    const bold = await page.locator("#bold-probe").screenshot();
    expect(bold.equals(regular), "the bold is drawn thicker than the regular").toBe(false);
  });
}
