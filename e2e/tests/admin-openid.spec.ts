import { expect, test } from "@playwright/test";
import { startOpenIdSite } from "../support/admin-openid";

/**
 * The sign-in button's whole flow in Chromium: a second built server whose OIDC settings point at a
 * real OpenID provider on 127.0.0.1. The admin reaches the panel; anyone else sees Access Denied.
 */
test.describe.configure({ mode: "serial" });

let site: Awaited<ReturnType<typeof startOpenIdSite>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startOpenIdSite({
    doctor: { email: "doctor@clinic.example", email_verified: true, name: "Dr Admin" },
    patient: { email: "patient@example.com", email_verified: true, name: "A Patient" },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

test("'Sign in with Google' admits the admin and lands on the wanted page", async ({ page }) => {
  site.signInAs("doctor");
  await page.goto(`${site.siteUrl}/admin/settings`);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(`${site.siteUrl}/admin/settings`);
  await expect(page.getByRole("banner")).toContainText("Welcome, Dr Admin");
  await expect(page.getByTestId("admin-email")).toHaveText("doctor@clinic.example");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("anyone else signs in to Access Denied", async ({ page }) => {
  site.signInAs("patient");
  await page.goto(`${site.siteUrl}/admin`);
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You are not authorized to access this page.")).toBeVisible();
});
