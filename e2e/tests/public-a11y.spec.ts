import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { gotoHydrated } from "../support/public-site";

/** axe-core with the WCAG 2.2 A and AA rules on every public page, on a phone (375 px) and a desktop (1280 px). */
const routes = [
  "/",
  "/about-us",
  "/about-lymphoedema",
  "/accolades",
  "/reviews",
  "/privacy",
  "/terms",
  "/no-such-page",
  // Issue 33: the Hindi and Kannada pages.
  "/hi",
  "/kn",
  "/hi/about-us",
  "/kn/about-lymphoedema",
  "/hi/no-such-page",
  "/kn/no-such-page",
];
const violations = (page: Page) => axeViolations(page, { toasts: true });

for (const route of routes) {
  test(`${route} has no WCAG 2.2 A/AA violations at 375 px and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await gotoHydrated(page, route);
    expect(await violations(page), "at 375 px").toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await violations(page), "at 1280 px").toEqual([]);
  });
}

test("the open mobile menu has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await violations(page)).toEqual([]);
});

test("the home reviews section has no violations while its reviews load", async ({ page }) => {
  // The reviews answer is held so that axe sees the loading state (tabs whose panels must exist).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/reviews/approved", async (route) => {
    await released;
    await route.continue();
  });
  await gotoHydrated(page, "/");
  await expect(page.getByTestId("home-reviews").getByText("Loading reviews…")).toBeVisible();
  expect(await violations(page)).toEqual([]);
  release();
  await expect(page.getByTestId("home-reviews").getByText("Loading reviews…")).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});
