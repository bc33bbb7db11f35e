import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { filterBookings } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { axeViolations } from "../support/axe";
import { seedRealisticDay } from "../support/bookings-seed";
import { holdBack } from "../support/hold-back";

/**
 * axe-core (WCAG 2.2 A and AA) on every admin route, signed in, at a phone's width (375 px) and a
 * laptop's (1280 px). Each route's counts are logged and attached to the report (`axe-counts`).
 */
const routes: Array<{ path: string; heading: string }> = [
  { path: "/admin", heading: "Admin Dashboard" },
  { path: "/admin?section=reviews", heading: "Reviews" },
  { path: "/admin/slots", heading: "Manage Slots" },
  { path: "/admin/bookings", heading: "Bookings" },
  { path: "/admin/patients", heading: "Patients" },
  { path: "/admin/pricing", heading: "Pricing" },
  { path: "/admin/settings", heading: "Settings" },
];
const violations = (page: Page) => axeViolations(page, { toasts: true });

for (const route of routes) {
  test(`${route.path} has no WCAG 2.2 A/AA violations at 375 px and 1280 px`, async ({ page }, info) => {
    // axe over a long slot list is slow on a busy 2-core machine; the budget is generous, not a timing check.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1, name: route.heading, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const narrow = await violations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForLoadState("networkidle");
    const wide = await violations(page);
    const counts = { route: route.path, "375": narrow.length, "1280": wide.length };
    await info.attach("axe-counts", { body: JSON.stringify(counts), contentType: "application/json" });
    console.log(`axe violations: ${JSON.stringify(counts)}`);
    expect.soft(narrow, `${route.path} at 375 px`).toEqual([]);
    expect(wide, `${route.path} at 1280 px`).toEqual([]);
  });
}

/**
 * Issue 32: the same check with what a person opens on top of a screen: the bookings row menu and the
 * Columns menu (which once hid the page, buttons and all, from screen readers), the Create Booking
 * dialog, the booking drawer and, on a phone, the admin menu. Settings' two calendars are told apart
 * (axe's landmark-unique, a best practice, checked here too).
 */
test("menus and dialogs open on bookings and the shell, and Settings' calendars, have no violations", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const seeded = await seedRealisticDay(page, 230);
  const patient = seeded.patients[0]?.name as string;
  const open: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 812 });
    await page.goto("/admin/bookings");
    await filterBookings(page, seeded.day);
    await expect(page.getByText("Showing 1-8 of 8 slots")).toBeVisible();

    // Each menu or dialog closed gives focus back to its button a moment after it has gone (Radix, in a
    // timer): the next is opened only then, or that late focus would close it.
    const rowActions = page.getByRole("button", { name: new RegExp(`^Actions for ${patient}`) });
    await rowActions.click();
    await expect(page.getByRole("menu")).toBeVisible();
    open.push(...(await violations(page)).map((v) => `${width} row menu: ${v.rule}`));
    await page.getByRole("menuitem", { name: "Details", exact: true }).click();
    await expect(page.getByRole("dialog", { name: patient })).toBeVisible();
    open.push(...(await violations(page)).map((v) => `${width} drawer: ${v.rule}`));
    await page.keyboard.press("Escape");
    await expect(rowActions).toBeFocused();

    const columns = page.getByRole("button", { name: "Columns" });
    await columns.click();
    await expect(page.getByRole("menu")).toBeVisible();
    open.push(...(await violations(page)).map((v) => `${width} columns menu: ${v.rule}`));
    await page.keyboard.press("Escape");
    await expect(columns).toBeFocused();

    const slotActions = page.getByRole("button", { name: /^Actions for slot .* 16:00–17:00$/ });
    await slotActions.click();
    await page.getByRole("menuitem", { name: "Create Booking" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    open.push(...(await violations(page)).map((v) => `${width} create booking: ${v.rule}`));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(slotActions).toBeFocused();

    if (width === 375) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Admin menu" })).toBeVisible();
      open.push(...(await violations(page)).map((v) => `${width} admin menu: ${v.rule}`));
      await page.keyboard.press("Escape");
    }

    await page.goto("/admin/settings");
    await expect(page.getByRole("group", { name: "Holidays" })).toBeVisible();
    const unique = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze();
    open.push(...unique.violations.map((v) => `${width} settings: ${v.id}`));
    open.push(...(await violations(page)).map((v) => `${width} settings: ${v.rule}`));
  }
  expect(open).toEqual([]);
});

/**
 * While Settings loads, the selected tab still names a panel that is there (its aria-controls), saying it
 * loads: axe once found "General" pointing at a panel not yet drawn, on a machine slow enough to catch it.
 */
test("Settings while it loads: each tab's panel is there, the selected one saying so", async ({ page }) => {
  const release = await holdBack(page, "**/api/admin/settings", "GET");
  await signIn(page, undefined, "/admin/settings");
  await expect(page.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText("Loading settings...");
  expect(await axeViolations(page)).toEqual([]);
  release();
  await expect(page.getByRole("group", { name: "Holidays" })).toBeVisible();
});
