import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL, loginLink } from "../support/admin-session";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * Issue 22: the practitioner's registration number, saved in Settings → Payments → Receipts, shows in
 * every public page's footer, in the HTML as served and still after the page's scripts have run (on a
 * server of its own, so no other spec's footer changes).
 */
let server: SpawnedServer;
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await spawnServer({ ADMIN_EMAIL, LIMIT_SIGNIN_PER_MINUTE: "1000" });
});
test.afterAll(async () => {
  await server?.stop();
});

test("the footer shows the registration number once Settings names it", async ({ page }) => {
  test.setTimeout(90_000);
  const number = "KAR/PT/2019/0456";
  const footer = page.getByRole("contentinfo");
  await page.goto(`${server.baseURL}/`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(footer).not.toContainText("Registration No.");

  await page.goto(await loginLink(ADMIN_EMAIL, server));
  await expect(page.getByRole("banner")).toContainText(`Welcome, ${ADMIN_EMAIL}`);
  await page.goto(`${server.baseURL}/admin/settings`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("tab", { name: "Payments" }).click();
  await page.getByLabel("Practitioner's registration number (optional)").fill(number);
  await page.getByRole("button", { name: "Save receipts" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  for (const path of ["/", "/about-us"]) {
    const html = await (await page.request.get(`${server.baseURL}${path}`)).text();
    expect(html, path).toContain(`Registration No.: ${number}`);
    await page.goto(`${server.baseURL}${path}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(footer).toContainText(`Registration No.: ${number}`);
  }
  // A client-side navigation keeps the footer (and its number).
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(footer).toContainText(`Registration No.: ${number}`);
});
