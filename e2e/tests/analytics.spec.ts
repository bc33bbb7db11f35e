import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { adminBooks, clinicDay, createSlots, emptyDay, sameSite } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { saveScreen } from "../support/screens";
import { querySiteDatabase } from "../support/site-database";

const cash = { kind: "collected", method: "cash", amountInPaisa: 150_000 } as const;

/** Sets the page's range (the figures answer for these clinic days only). */
async function showRange(page: Page, from: string, to: string) {
  await page.getByLabel("From", { exact: true }).fill(from);
  await page.getByLabel("To", { exact: true }).fill(to);
}

/**
 * Issue 34: Analytics opens from the sidebar and shows the server's figures. On a far day of its own
 * (emptyDay) three slots, one booked and paid in cash, one booked then moved to yesterday and marked a
 * no-show (no API books the past), one left open: that day's utilisation is known exactly (1 h of 2 h),
 * and the default range shows a no-show and revenue whatever else the shared server holds.
 */
test("Analytics opens from the sidebar and shows the clinic's figures", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  const day = await emptyDay(page, 1200);
  const [booked, moved] = await createSlots(page, day, [9, 10, 11]);
  const tag = randomUUID().slice(0, 6);
  await adminBooks(page, booked ?? "", `Analytics Paid ${tag}`, `paid-${tag}@example.com`, cash);
  await adminBooks(page, moved ?? "", `Analytics Absent ${tag}`, `absent-${tag}@example.com`, cash);
  const yesterday = clinicDay(-1);
  await querySiteDatabase(
    `update slots set start_at = date_trunc('minute', now()) - interval '1 day',
       end_at = date_trunc('minute', now()) - interval '1 day' + interval '1 hour', date_key = $2 where id = $1`,
    [moved, yesterday],
  );
  const rows = await querySiteDatabase<{ id: string }>(
    "select id from bookings where slot_id = $1 and status = 'PAID'",
    [moved],
  );
  const marked = await page.request.post(`/api/admin/bookings/${rows[0]?.id}/attendance`, {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: { attendance: "no_show" },
  });
  expect(marked.status(), await marked.text()).toBe(200);

  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Analytics", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

  // The last 12 weeks (the default) hold yesterday's no-show and today's cash payments.
  await expect(page.getByTestId("analytics-no-show")).toContainText(/\d+\.\d%/);
  await expect(page.getByTestId("analytics-revenue-card")).toContainText("₹");
  await expect(page.getByTestId("analytics-revenue-card")).not.toContainText("₹0.00");
  await expect(
    page.getByTestId("analytics-periods").getByRole("rowheader", { name: /^Week of / }),
  ).toHaveCount(12);
  await expectNoAxeViolations(page);
  await saveScreen(page, "issue-34/analytics-1280.png", { fullPage: true });

  // By month: the last 6 months.
  await page.getByLabel("Group by").selectOption("month");
  await expect(
    page.getByTestId("analytics-periods").getByRole("rowheader", { name: /^[A-Z][a-z]{2} \d{4}$/ }),
  ).toHaveCount(6);

  // The far day alone: two slots offered (one moved away), one hour booked.
  await page.getByLabel("Group by").selectOption("week");
  await showRange(page, day, day);
  await expect(page.getByTestId("analytics-utilisation-card")).toContainText("50.0%");
  await expect(page.getByTestId("analytics-patients")).toContainText("1 appointment in the range");
  const row = page
    .getByTestId("analytics-utilisation")
    .getByRole("row")
    .filter({ hasText: "Video consultation" });
  await expect(row).toContainText("1.0 h");
  await expect(row).toContainText("2.0 h");
  await context.close();

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const small = await phone.newPage();
  await signIn(small, undefined, "/admin/analytics");
  await expect(small.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(small.getByTestId("analytics-no-show")).toContainText(/\d+\.\d%/);
  // Nothing wider than the phone: the tables scroll in their own boxes.
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(small);
  await saveScreen(small, "issue-34/analytics-375.png", { fullPage: true });
  await phone.close();
});
