import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, test } from "@playwright/test";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { openSlots, reachPayment } from "../support/booking-wizard";
import { showDate } from "../support/calendar";
import { solveAltcha } from "../support/captcha";
import { saveScreen } from "../support/screens";

/**
 * The walk-through's smaller public and admin-shell defects, checked where they were seen: the booking
 * calendar in the brand's colours filling its card, the confirmation's toast off its main button on a
 * phone, and the admin header on a phone. With SCREENS=1 it also saves the screenshots of
 * docs/screens/ (wizard-calendar-375/1280, confirmation-toast-375, admin-header-375).
 */
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 1280]) {
  test(`at ${width} px the wizard's calendar is teal, fills its card and has 44 px days`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const { date } = (await openSlots(page, baseURL as string))[0] as { date: string };
    await page.goto("/book-consultation");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const day = await showDate(page, date);
    await day.click();
    await page.mouse.move(0, 0); // off the day: its hover shade is darker
    await expect(day).toHaveAccessibleName(/, selected, has free times$|, has free times$/);

    // The month's grid spans its card (less the card's padding), seven equal columns.
    const grid = page.getByRole("grid");
    const card = grid.locator("xpath=ancestor::div[contains(@class, 'rounded-xl')][1]");
    const [gridBox, cardBox] = [await box(grid), await box(card)];
    expect(gridBox.width).toBeGreaterThanOrEqual(cardBox.width - 24);
    for (const button of await grid.getByRole("button").all()) {
      const { height, width: w } = await box(button);
      expect(height).toBeGreaterThanOrEqual(44);
      expect(w).toBeGreaterThanOrEqual(40);
    }

    // The brand's teal (the primary button's), not the browser's blue, for the chosen day and the arrows.
    const teal = await page
      .getByRole("button", { name: "Continue to Details" })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await day.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(teal);
    expect(
      await page.getByRole("button", { name: /next month/i }).evaluate((el) => getComputedStyle(el).color),
    ).toBe(teal);
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await saveScreen(page, `wizard-calendar-${width}.png`);
  });
}

test("on a phone the 'Invite Sent' toast leaves 'Join Video Consultation' uncovered", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const slots = await openSlots(page, baseURL as string);
  await reachPayment(page, baseURL as string, slots.at(-1) as (typeof slots)[number], solveAltcha);
  await expect(page).toHaveURL(/\/success\//, { timeout: 20_000 });
  const join = page.getByRole("link", { name: "Join Video Consultation" });
  await expect(join).toBeVisible();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Invite Sent" });
  await expect(toast).toBeVisible();
  // Let the toasts settle in their places before measuring.
  await expect(async () => {
    const [a, b] = [await box(toast), await box(toast)];
    expect(a).toEqual(b);
  }).toPass();
  const joinBox = await box(join);
  expect(joinBox.y + joinBox.height).toBeLessThanOrEqual(812);
  for (const each of await page.locator("[data-sonner-toast]").all()) {
    if (await each.isVisible()) expect(overlaps(await box(each), joinBox)).toBe(false);
  }
  await saveScreen(page, "confirmation-toast-375.png");
});

test("at 375 px the admin header is tidy", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  const header = page.getByRole("banner");
  await expect(header).toContainText(`Welcome, ${ADMIN_EMAIL}`);
  expect((await box(header)).height).toBeLessThanOrEqual(100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreen(page, "admin-header-375.png");
});
