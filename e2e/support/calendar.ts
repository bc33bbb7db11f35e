import type { Locator, Page } from "@playwright/test";
import { bookingEn } from "../../apps/web/src/i18n/booking-texts.en";
import { bookingHi } from "../../apps/web/src/i18n/booking-texts.hi";
import { bookingKn } from "../../apps/web/src/i18n/booking-texts.kn";

/**
 * The calendar's "next month" button in any of the three languages (the booking texts' `calendar`), or the
 * admin's react-day-picker's, which says it as English's does.
 */
const nextMonth = new RegExp(
  [bookingEn, bookingHi, bookingKn].map((texts) => texts.calendar.nextMonth).join("|"),
  "i",
);

/**
 * The calendar's button for `date` (YYYY-MM-DD) inside `scope` (the page, or a dialog holding a
 * picker), after moving forward to its month: a date in the next month is an outside day of this
 * one, rendered hidden. Waits for the calendar first (an in-month day: outside days are hidden, so
 * a month that does not start on the week's first day has a hidden first cell).
 */
export async function showDate(scope: Page | Locator, date: string): Promise<Locator> {
  await scope.locator("[data-day]:not([data-outside])").first().waitFor();
  for (let i = 0; i < 3; i++) {
    const day = scope.locator(`[data-day="${date}"]:not([data-outside]) button`);
    if (await day.count()) return day;
    await scope.getByRole("button", { name: nextMonth }).click();
  }
  throw new Error(`date ${date} not shown in the calendar`);
}

/** Picks `date` in the calendar inside `scope`. */
export async function chooseDate(scope: Page | Locator, date: string): Promise<void> {
  await (await showDate(scope, date)).click();
}
