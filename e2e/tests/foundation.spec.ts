import { expect, test } from "@playwright/test";

/** The foundation as a visitor's browser meets it: the app served by the real server. */
test("the health endpoint reports the embedded database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ success: true, data: { status: "ok", database: "embedded" } });
});

test("the home page arrives as HTML with security headers and runs under the CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") violations.push(msg.text());
  });
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  const headers = res?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("no-cache");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Hydration ran: a client-side navigation works without a full page load.
  await page.getByRole("link", { name: "Book Consultation Online" }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  expect(violations.filter((v) => /Content Security Policy|Refused/.test(v))).toEqual([]);
});

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  const res = await page.goto("/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("hashed assets are cached for a year", async ({ page, request }) => {
  await page.goto("/");
  const script = await page.locator("script[type=module][src], link[rel=modulepreload]").first();
  const src = (await script.getAttribute("src")) ?? (await script.getAttribute("href"));
  expect(src).toMatch(/^\/assets\//);
  const res = await request.get(src as string);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
