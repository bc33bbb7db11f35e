import { expect, test } from "@playwright/test";
import { clinicDay, createSlots, emptyDay, filterBookings } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { recordToasts, toastsShown } from "../support/toast-recorder";

/**
 * admin.md §2 Bookings section: what the bookings screen says when its list fails to load (§8), and
 * its booking dialog's own texts (§5, the bookings-screen variant).
 */
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

test("the bookings screen's Create Manual Booking dialog uses the variant texts of admin.md §5", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const day = await emptyDay(page, 200);
  await createSlots(page, day, [11]);

  await page.goto("/admin/bookings");
  await filterBookings(page, day);
  await expect(page.getByText("Showing 1-1 of 1 slots")).toBeVisible();
  // The open slot's row menu offers Create Booking (admin.md §2).
  await page
    .getByRole("table")
    .getByRole("button", { name: /^Actions for slot / })
    .click();
  await page.getByRole("menuitem", { name: "Create Booking", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create Manual Booking" });
  await dialog.getByLabel("Full Name").fill("A");
  await dialog.getByLabel("Email").fill("asha@example");
  await dialog.getByLabel("Phone Number").fill("98765");
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  for (const text of [
    "Name must be at least 2 characters",
    "Invalid email address",
    "Phone number must be 10 digits",
  ])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  for (const text of [
    "Patient name is required",
    "Please enter a valid email address",
    "Please enter a valid 10-digit mobile number",
  ])
    await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  await expect(
    page.getByText("Validation Error: Please correct the errors in the form", { exact: true }),
  ).toBeVisible();
  // Each error clears when its field is edited.
  await dialog.getByLabel("Email").fill("asha@example.com");
  await expect(page.getByText("Invalid email address", { exact: true })).toHaveCount(0);
});

test("the From and To pickers disable dates before today, except in the Past and All views", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.goto("/admin/bookings");
  const today = clinicDay(0);
  for (const name of ["From", "To"]) await expect(page.getByLabel(name)).toHaveAttribute("min", today);
  await page.getByLabel("Show").selectOption("past");
  for (const name of ["From", "To"]) await expect(page.getByLabel(name)).not.toHaveAttribute("min", /.+/);
});
