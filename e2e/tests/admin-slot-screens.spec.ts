import { expect, type Page, test } from "@playwright/test";
import { bulkCreateReady } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { saveScreen } from "../support/screens";
import { dayName, emptyWeeks, plusDays, removeUnbookedSlots, seedFortnight } from "../support/slot-weeks";

/**
 * The slot screen as a practitioner sees it, on a realistic fortnight (issue 19). With SCREENS=1 it
 * saves docs/screens/slots-week-1280-after.png, slots-list-1280-after.png, slots-week-375-after.png and
 * slots-week-preview-1280-after.png (a bulk create previewed on the second week); without, it checks
 * what those pictures are meant to show.
 */
const shot = (page: Page, name: string) => saveScreen(page, name);

/** Brings the Slots section's heading to the top of the window. */
async function scrollToSlots(page: Page) {
  await page.getByRole("heading", { level: 2, name: "Slots", exact: true }).evaluate((el) => {
    el.closest("section")?.scrollIntoView({ block: "start", behavior: "instant" });
  });
}

test("a seeded fortnight on the week view (1280 and 375 px) and the list by day", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const monday = await emptyWeeks(page, 2000, 2);
  await seedFortnight(page, monday);
  // The list shows the fortnight alone (the shared server also holds demo slots and other specs' days).
  const last = plusDays(monday, 13);
  await page.route(
    (url) => url.pathname === "/api/admin/slots/all",
    (route) => route.continue({ url: route.request().url().replace("/all", `?from=${monday}&to=${last}`) }),
  );

  // The week at 1280 × 800: all of it in one screen.
  await page.goto(`/admin/slots?view=week&week=${monday}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("button")).toHaveCount(32);
  await expect(
    page.getByRole("button", { name: `${dayName(monday)} 09:00–10:00, BOOKED, Priya` }),
  ).toBeVisible();
  await expect(page.getByTestId("tile-BOOKED")).toHaveText("6");
  await expect(page.getByTestId("tile-HELD")).toHaveText("2");
  await expect(page.getByTestId("tile-COMPLETED")).toHaveText("1");
  await scrollToSlots(page);
  const box = await table.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(800);
  await shot(page, "slots-week-1280-after.png");

  // A bulk create previewed on the second week: 08:00 is new each weekday, 09:00 overlaps.
  await bulkCreateReady(page);
  await page.getByLabel("Start Date").fill(plusDays(monday, 7));
  await page.getByLabel("End Date").fill(plusDays(monday, 13));
  await page.getByLabel("Daily Start Time").fill("08:00");
  await page.getByLabel("Daily End Time").fill("10:00");
  await page.getByLabel("Duration (minutes)").fill("60");
  await page.getByLabel("Buffer (minutes)").fill("0");
  for (const [name, on] of [
    ["Sun", false],
    ["Mon", true],
    ["Tue", true],
    ["Wed", true],
    ["Thu", true],
    ["Fri", true],
    ["Sat", false],
  ] as const) {
    const toggle = page.getByRole("button", { name, exact: true });
    if ((await toggle.getAttribute("aria-pressed")) !== String(on)) await toggle.click();
  }
  await expect(page.getByTestId("slot-count")).toHaveText("5");
  await page.getByRole("button", { name: "Preview on the week view" }).click();
  await expect(page.getByRole("region", { name: "Week of slots" })).toBeFocused();
  await expect(page.locator('[data-preview="new"]')).toHaveCount(5);
  await expect(page.locator('[data-preview="overlap"]')).toHaveCount(5);
  await scrollToSlots(page);
  await shot(page, "slots-week-preview-1280-after.png");
  await page.getByLabel("Start Date").fill("");
  await page.getByLabel("End Date").fill("");

  // The list, by day.
  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(11);
  await scrollToSlots(page);
  await shot(page, "slots-list-1280-after.png");

  // The week on a phone: the days scroll sideways inside their box, not the page.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Week", exact: true }).click();
  // The preview left the view on the second week.
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(table.getByRole("button")).toHaveCount(32);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await page.getByRole("region", { name: "Week of slots" }).scrollIntoViewIfNeeded();
  await scrollToSlots(page);
  await shot(page, "slots-week-375-after.png");
  await removeUnbookedSlots(page, monday, last);
});
