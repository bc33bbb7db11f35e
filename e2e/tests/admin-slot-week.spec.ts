import { expect, type Locator, type Page, test } from "@playwright/test";
import { bulkCreateReady } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import {
  dayAsWritten,
  dayName,
  emptyWeeks,
  plusDays,
  removeUnbookedSlots,
  slotsAt,
} from "../support/slot-weeks";

/**
 * Slot Management by day and by week (admin.md §2, issue 19): the list under a heading per day, the
 * week view with each slot in its day's column, the bulk create's preview on it, axe at 375 and 1280.
 */
async function signedIn(page: Page) {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** The week view's column header over `block`. */
async function columnOf(page: Page, block: Locator): Promise<string> {
  const index = await block.evaluate((el) => (el.closest("td") as HTMLTableCellElement).cellIndex);
  return (await page.getByRole("columnheader").nth(index).innerText()).trim();
}

const weekButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test("the week view shows each slot in its day's column at its time; a click opens its actions", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const monday = await emptyWeeks(page, 2000);
  const [wed, fri] = [plusDays(monday, 2), plusDays(monday, 4)];
  await slotsAt(page, wed, ["09:00"]);
  await slotsAt(page, fri, ["14:00", "15:15"]);

  await page.goto(`/admin/slots?view=week&week=${wed}`);
  await expect(page.getByRole("button", { name: "Week", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const headers = page.getByRole("table").getByRole("columnheader");
  await expect(headers).toHaveCount(8);
  await expect(headers.nth(1)).toHaveText(dayName(monday));
  await expect(headers.nth(7)).toHaveText(dayName(plusDays(monday, 6)));
  await expect(page.getByTestId("tile-OPEN")).toHaveText("3");

  const wedBlock = weekButton(page, `${dayName(wed)} 09:00–10:00, OPEN`);
  await expect(wedBlock).toBeVisible();
  expect(await columnOf(page, wedBlock)).toBe(dayName(wed));
  const friFirst = weekButton(page, `${dayName(fri)} 14:00–15:00, OPEN`);
  const friSecond = weekButton(page, `${dayName(fri)} 15:15–16:15, OPEN`);
  expect(await columnOf(page, friFirst)).toBe(dayName(fri));
  // Times run down: the later slot sits lower.
  const [a, b] = [await friFirst.boundingBox(), await friSecond.boundingBox()];
  expect((b?.y ?? 0) - (a?.y ?? 0)).toBeGreaterThan(0);
  for (const status of ["OPEN", "HELD", "BOOKED", "COMPLETED"])
    await expect(page.getByRole("list", { name: "Legend" }).getByText(status, { exact: true })).toBeVisible();

  // A slot's actions are the list's, in a dialog.
  await wedBlock.click();
  const dialog = page.getByRole("dialog", { name: `${dayName(wed)}, 9:00 am – 10:00 am` });
  await expect(dialog.getByRole("button")).toHaveText([
    "Book",
    "Hold",
    "Mark Booked",
    "Delete",
    "Edit",
    "Close",
  ]);
  await dialog.getByRole("button", { name: "Hold", exact: true }).click();
  await expect(page.getByText("Slot held")).toBeVisible();
  await expect(weekButton(page, `${dayName(wed)} 09:00–10:00, HELD`)).toBeVisible();

  // Next week is empty; the address names the week shown.
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page).toHaveURL(new RegExp(`week=${plusDays(monday, 7)}`));
  await expect(page.getByTestId("tile-HELD")).toHaveText("0");
  await page.goto(`/admin/slots?view=week&week=${monday}`);
  await expect(weekButton(page, `${dayName(wed)} 09:00–10:00, HELD`)).toBeVisible();
  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByLabel("Show All Slots")).toBeChecked();
  await removeUnbookedSlots(page, monday, plusDays(monday, 6));
});

test("the list puts a heading over each day's slots", async ({ page }) => {
  await signedIn(page);
  const monday = await emptyWeeks(page, 2000);
  const [tue, thu] = [plusDays(monday, 1), plusDays(monday, 3)];
  await slotsAt(page, tue, ["09:00", "10:15"]);
  await slotsAt(page, thu, ["11:30"]);
  await page.goto("/admin/slots");
  const tueHeading = page.getByRole("heading", { level: 3, name: dayAsWritten(tue) });
  await expect(tueHeading).toContainText("2 slots");
  await expect(page.getByRole("heading", { level: 3, name: dayAsWritten(thu) })).toContainText("1 slot");
  const tueRows = page
    .getByRole("list", { name: `Slots on ${dayAsWritten(tue)}`, exact: true })
    .getByRole("listitem");
  await expect(tueRows).toHaveCount(2);
  await expect(tueRows.first()).toContainText("09:00 - 10:00");
  await expect(tueRows.nth(1)).toContainText("10:15 - 11:15");
  // Days in order: Tuesday's heading comes before Thursday's.
  const headings = await page.getByRole("heading", { level: 3 }).allInnerTexts();
  const at = (day: string) => headings.findIndex((h) => h.startsWith(dayAsWritten(day)));
  expect(at(tue)).toBeGreaterThanOrEqual(0);
  expect(at(thu)).toBeGreaterThan(at(tue));
  await removeUnbookedSlots(page, monday, plusDays(monday, 6));
});

test("bulk create previews on the week view: new, overlapping, and one hint at 0 naming the cause", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const monday = await emptyWeeks(page, 2000);
  const [wed, fri] = [plusDays(monday, 2), plusDays(monday, 4)];
  await slotsAt(page, wed, ["09:00"]);
  await page.goto("/admin/slots");
  await page.getByRole("button", { name: "Week", exact: true }).click();

  // Monday to Friday, 09:00–12:00 in hours: 3 a day, Wednesday 09:00 taken.
  await bulkCreateReady(page);
  await page.getByLabel("Start Date").fill(monday);
  await page.getByLabel("End Date").fill(fri);
  await page.getByLabel("Daily Start Time").fill("09:00");
  await page.getByLabel("Daily End Time").fill("12:00");
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
  // The week view went to the form's week and shows what will be made.
  await expect(page).toHaveURL(new RegExp(`week=${monday}`));
  await expect(page.getByTestId("slot-count")).toHaveText("14");
  await expect(page.locator('[data-preview="new"]')).toHaveCount(14);
  const overlap = page.getByText(
    `${dayName(wed)} 09:00–10:00, overlaps an existing slot, will be skipped (preview)`,
    { exact: true },
  );
  await expect(overlap).toHaveCount(1);
  expect(await columnOf(page, overlap)).toBe(dayName(wed));
  await expect(page.getByRole("list", { name: "Legend" })).toContainText("New (preview)");

  // Every slot overlapping: one hint that says so, not the date range.
  await page.getByLabel("Start Date").fill(wed);
  await page.getByLabel("End Date").fill(wed);
  await page.getByLabel("Daily End Time").fill("10:00");
  await expect(page.getByTestId("slot-count")).toHaveText("0");
  await expect(page.getByTestId("zero-slots-hint")).toHaveText(
    "No slots will be created: every slot overlaps an existing slot.",
  );
  await expect(page.getByText(/date range/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create 0 Slots" })).toBeDisabled();

  // A window shorter than one slot.
  await page.getByLabel("Daily Start Time").fill("10:00");
  await page.getByLabel("Daily End Time").fill("10:30");
  await expect(page.getByTestId("zero-slots-hint")).toHaveText(
    "No slots will be created: the daily window 10:00–10:30 is shorter than one 60-minute slot.",
  );
  await removeUnbookedSlots(page, monday, plusDays(monday, 6));
});

for (const width of [375, 1280])
  test(`/admin/slots list and week views have no axe violations at ${width} px, and no sideways page scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signedIn(page);
    const monday = await emptyWeeks(page, 2000);
    const tue = plusDays(monday, 1);
    await slotsAt(page, tue, ["09:00", "10:15", "11:30"]);
    await page.goto("/admin/slots");
    await expect(page.getByRole("button", { name: "List", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The list of one day, under its heading. The whole list (every slot of the shared server, on by
    // default) has its axe check at both widths in admin-a11y.spec.ts; twice more here cost a minute.
    await page.getByLabel("Show All Slots").uncheck();
    await page.getByLabel("Date", { exact: true }).fill(tue);
    await expect(
      page.getByRole("list", { name: `Slots on ${dayAsWritten(tue)}`, exact: true }).getByRole("listitem"),
    ).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.goto(`/admin/slots?view=week&week=${monday}`);
    await expect(weekButton(page, `${dayName(tue)} 09:00–10:00, OPEN`)).toBeAttached();
    // With a preview on it too.
    await page.getByLabel("Start Date").fill(tue);
    await page.getByLabel("End Date").fill(plusDays(monday, 2));
    await expect(page.locator("[data-preview]").first()).toBeAttached();
    await expectNoAxeViolations(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await removeUnbookedSlots(page, monday, plusDays(monday, 6));
  });
