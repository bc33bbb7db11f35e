import { expect, test } from "@playwright/test";
import { signIn } from "../support/admin-session";
import { recordToasts, toastsShown } from "../support/toast-recorder";

/** admin.md §2 Bookings section, §8: what the bookings screen says when its list fails to load. */
const serverError = {
  status: 500,
  json: { success: false, code: "internal_error", message: "Something went wrong.", requestId: "x" },
};

test("a failing bookings list toasts 'Error' - 'Failed to load slots. Please try again.' at its first failure, once, while it retries", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  let calls = 0;
  await page.route(
    (url) => url.pathname === "/api/admin/bookings",
    (route) => {
      calls += 1;
      return route.fulfill(serverError);
    },
  );
  await recordToasts(page);
  await page.goto("/admin/bookings");
  const description = page.getByText("Failed to load slots. Please try again.", { exact: true });
  // Shown at the first failure (the first retry comes a second later, the last after 7 s).
  await expect(description).toBeVisible({ timeout: 5_000 });
  expect(calls).toBeLessThan(4);
  const toastEl = page.locator("[data-sonner-toast]").filter({ has: description });
  await expect(toastEl.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toHaveCount(1);
  // The three retries go on in the background and fail too; none adds a toast.
  await expect.poll(() => calls, { timeout: 15_000 }).toBe(4);
  await page.waitForTimeout(500);
  expect(await toastsShown(page, "Failed to load slots. Please try again.")).toBe(1);
});
