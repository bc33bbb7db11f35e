import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { nameClinicForReceipts } from "../support/admin-data";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { newPatient, reachPayment, takeOpenSlot } from "../support/booking-wizard";
import { solveAltcha } from "../support/captcha";
import { manageLinkFromEmail } from "../support/manage-link";

/**
 * Issue 22: the patient who just paid downloads the receipt from the confirmation page (the PDF
 * fetched with a header, never a token in the URL), and again from the manage link, on a phone.
 */
test("the confirmation page and the manage page download the receipt PDF", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  // The clinic names itself in Settings → Receipts: until then a paid booking's receipt waits (decision 0125).
  const admin = await browser.newPage({ baseURL: baseURL as string });
  await signIn(admin);
  await expect(admin.getByRole("banner")).toContainText(`Welcome, ${ADMIN_EMAIL}`);
  await nameClinicForReceipts(admin);
  await admin.close();
  const slot = await takeOpenSlot(page, baseURL as string);
  await page.setViewportSize({ width: 375, height: 800 });
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  await reachPayment(page, baseURL as string, slot, solveAltcha, newPatient("Kavya Menon"));
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible({ timeout: 20_000 });
  // An exempt clinic (the default) shows the amount without any GST line.
  await expect(page.getByText(/GST/)).toHaveCount(0);
  const bookingId = new URL(page.url()).pathname.split("/").at(-1) as string;

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Download receipt/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^REC-\d\d-\d\d-\d{4,}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  // The token went in a header: the receipt's URL has no query at all.
  const receiptUrls = urls.filter((u) => u.includes("/receipt.pdf"));
  expect(receiptUrls).toHaveLength(1);
  expect(new URL(receiptUrls[0] as string).search).toBe("");

  await page.goto(await manageLinkFromEmail(bookingId));
  await expect(page.getByRole("heading", { level: 1, name: "Manage Booking" })).toBeVisible();
  const [again] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Download receipt/ }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
});
