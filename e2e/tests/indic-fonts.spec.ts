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

test("a Hindi page loads the Devanagari font, a Kannada page the Kannada one", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".woff2")) fonts.push(r.url());
  });
  await page.goto("/hi");
  await page.waitForLoadState("networkidle");
  expect(fonts.some((url) => url.includes("noto-sans-devanagari"))).toBe(true);
  expect(fonts.some((url) => url.includes("noto-sans-kannada-kannada"))).toBe(false);
  fonts.length = 0;
  await page.goto("/kn/about-us");
  await page.waitForLoadState("networkidle");
  expect(fonts.some((url) => url.includes("noto-sans-kannada"))).toBe(true);
});
