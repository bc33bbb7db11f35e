import { expect, test } from "@playwright/test";
import { marketingPages } from "../support/public-site";

/**
 * Issue 33: the Devanagari and Kannada web fonts (subset woff2, unicode-range) load only where their
 * script is shown; an English page downloads no web font at all.
 */
test("English pages download no web font", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".woff2")) fonts.push(r.url());
  });
  for (const { path } of marketingPages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/book-consultation");
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
});
