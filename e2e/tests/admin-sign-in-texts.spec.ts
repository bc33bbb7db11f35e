import { expect, test } from "@playwright/test";
import { loginLink, STAFF_EMAIL, signIn } from "../support/admin-session";

/**
 * admin.md §2 and issue 4, the sign-in page and the guard's pages, with the spec's exact texts:
 * 'Access Denied - You are not authorized to access this page.', 'Authentication Error - Your
 * authentication token is missing or invalid.', 'Sign in with Google' (a button), and §5/§8
 * 'There is already a signed in user.'. The shared e2e server has no OpenID provider configured.
 */
test("Access Denied reads as the spec's one sentence, under a heading named 'Access Denied'", async ({
  page,
}) => {
  await signIn(page, STAFF_EMAIL);
  await expect(page.getByRole("heading", { name: "Access Denied", exact: true })).toBeVisible();
  await expect(
    page.getByText("Access Denied - You are not authorized to access this page.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Access Denied - You are not authorized to access this page.")).toHaveCount(1);
});

test("the token-error page reads as the spec's one sentence, under a heading named 'Authentication Error'", async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: "clinic-session", value: "y".repeat(43), url: `http://127.0.0.1:${process.env.E2E_PORT}` },
  ]);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Authentication Error", exact: true })).toBeVisible();
  await expect(
    page.getByText("Authentication Error - Your authentication token is missing or invalid.", {
      exact: true,
    }),
  ).toBeVisible();
});

test("'Sign in with Google' is a button, shown disabled with how to enable it when OpenID is not configured", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
  const google = page.getByRole("button", { name: "Sign in with Google" });
  await expect(google).toBeVisible();
  await expect(google).toBeDisabled();
  await expect(page.getByText("Sign in with Google", { exact: true })).toHaveCount(1);
  await expect(google).toHaveAccessibleDescription(/OIDC_ISSUER/);
  // The emailed link is still there.
  await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeEnabled();
});

test("opening a sign-in link while signed in says 'There is already a signed in user.'", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.goto(await loginLink());
  await expect(page.getByText("There is already a signed in user.", { exact: true })).toBeVisible();
  // Still signed in, on the panel.
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});
