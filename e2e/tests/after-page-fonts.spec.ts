import { expect, type Page, test } from "@playwright/test";
import { holdBack } from "../support/hold-back";

/**
 * Decision 0150: what a page starts once its first text is drawn in its own fonts (lib/after-page-fonts.ts),
 * so that on a slow line it does not share the line with that font: the switcher's other languages'
 * names in their small fonts, and the wizard's first two calls as preloads. If the app's scripts arrive
 * first, the app asks for those itself, and nothing is asked twice.
 */

/** The wizard's two first calls, as the page made them. */
function firstCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.includes("/api/public/slots/dates") || url.includes("/api/public/appointment-kinds"))
      calls.push(new URL(url).pathname);
  });
  return calls;
}

test("the wizard's first calls go out before its scripts have arrived, and the app takes them", async ({
  page,
}) => {
  const calls = firstCalls(page);
  const releaseScripts = await holdBack(page, /\/assets\/[^/]+\.js$/);
  await page.goto("/hi/book-consultation", { waitUntil: "commit" });
  // No script of the app has run: the page's own inline script made these, once its font was in.
  await expect
    .poll(() => calls.slice().sort())
    .toEqual(["/api/public/appointment-kinds", "/api/public/slots/dates"]);
  await expect(page.locator("html")).toHaveClass(/page-fonts-loaded/);
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  releaseScripts();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator("[data-day]:not([data-outside]) button").first().waitFor();
  await page.waitForLoadState("networkidle");
  expect(calls).toHaveLength(2);
  // Hydrating kept the mark the inline script set on <html>.
  await expect(page.locator("html")).toHaveClass(/page-fonts-loaded/);
});

test("while the page's font is on its way, the other languages' names and the preloads wait; the app, there first, asks once", async ({
  page,
}) => {
  const calls = firstCalls(page);
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  const releaseFont = await holdBack(page, /noto-sans-devanagari-site-[\w-]+\.woff2$/);
  await page.goto("/hi/book-consultation", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator("[data-day]:not([data-outside]) button").first().waitFor();
  expect(calls.slice().sort()).toEqual(["/api/public/appointment-kinds", "/api/public/slots/dates"]);
  expect(fonts.some((url) => url.includes("language-name-kn"))).toBe(false);
  await expect(page.locator("html")).not.toHaveClass(/page-fonts-loaded/);

  releaseFont();
  await expect(page.locator("html")).toHaveClass(/page-fonts-loaded/);
  await page.waitForLoadState("networkidle");
  expect(fonts.some((url) => url.includes("language-name-kn"))).toBe(true);
  // The inline script found the app there and added no preload of its own.
  expect(calls).toHaveLength(2);
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
});
