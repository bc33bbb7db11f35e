import { expect, type Page, test } from "@playwright/test";
import { bookingLaterKn } from "../../apps/web/src/i18n/booking-later-texts.kn";
import { bookingKn } from "../../apps/web/src/i18n/booking-texts.kn";
import { manageEn } from "../../apps/web/src/i18n/manage-texts.en";
import { manageHi } from "../../apps/web/src/i18n/manage-texts.hi";
import { manageKn } from "../../apps/web/src/i18n/manage-texts.kn";
import { fill } from "../../packages/contract/src/messages";
import { whatsappOptInTexts } from "../../packages/contract/src/whatsapp";
import { nameClinicForReceipts } from "../support/admin-data";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { newPatient, type OpenSlot, takeOpenSlot } from "../support/booking-wizard";
import { chooseDate } from "../support/calendar";
import { solveAltcha } from "../support/captcha";
import { attachmentOf, emailFileWhere, whatsAppWhere } from "../support/outbox";
import { cacheWebFonts, saveScreen } from "../support/screens";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const named = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Steps 1 and 2 of the Kannada wizard, by its Kannada words, up to the booking's creation. */
async function bookInKannada(page: Page, slot: OpenSlot) {
  const { slots } = bookingKn;
  const { details, consent } = bookingLaterKn;
  const patient = newPatient("Shantala Hegde");
  await cacheWebFonts(page, "/kn/book-consultation");
  await page.goto("/kn/book-consultation");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Step 1's calendar speaks Kannada: its month, its weekdays and each day's name.
  const { calendar } = bookingKn;
  const months = calendar.months.split(",").join("|");
  await expect(page.getByRole("grid", { name: new RegExp(`^(${months}) \\d{4}$`) })).toBeVisible();
  await expect(page.locator(".cal-weekday").first()).toHaveText(calendar.weekdaysShort.split(",")[0] ?? "");
  await saveScreen(page, "issue-33/wizard-calendar-kn-375.png");
  await chooseDate(page, slot.date);
  await expect(page.locator(`[data-day="${slot.date}"] button`)).toHaveAttribute(
    "aria-label",
    new RegExp(`^${Number(slot.date.slice(8))} (${months}) \\d{4}, .*${calendar.selected}`),
  );
  await page.getByRole("button", { name: new RegExp(`^${slot.slot.startTimeFormatted}`) }).click();
  await page.getByRole("button", { name: slots.continue }).click();
  await expect(page.getByRole("heading", { name: details.heading })).toBeVisible();
  await page.getByLabel(named(details.name)).fill(patient.name);
  await page.getByLabel(named(details.email)).fill(patient.email);
  await page.getByLabel(named(details.phone)).fill(patient.phone);
  await page.getByLabel(named(details.notes)).fill("ಎಡಗೈಯಲ್ಲಿ ಊತ");
  const agree = fill(details.agree, { terms: details.terms, privacy: details.privacy });
  await page.getByRole("checkbox", { name: named(agree) }).check();
  await page.getByRole("checkbox", { name: named(consent.processing) }).check();
  await page.getByRole("checkbox", { name: named(consent.video) }).check();
  await page.getByRole("checkbox", { name: named(whatsappOptInTexts.kn.label) }).check();
  // The robot check speaks Kannada too (ALTCHA ships no Kannada: the page registers its own words).
  await expect(page.locator("altcha-widget")).toContainText(bookingLaterKn.captcha.label);
  await solveAltcha(page, bookingLaterKn.captcha.verified);
  await saveScreen(page, "issue-33/wizard-details-kn-375.png", { fullPage: true });
  await page.getByRole("button", { name: details.proceed }).click();
  return patient;
}

/**
 * Issue 33: a patient books on /kn/book-consultation on a phone. The booking is made in Kannada: the
 * confirmation is at /kn/success/…, its email and WhatsApp message are in Kannada, and the email's
 * manage link opens the Kannada manage page.
 */
test("a booking made on the Kannada wizard is answered in Kannada", async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  // The clinic names itself for receipts (decision 0125), so the confirmation carries one.
  const admin = await browser.newPage({ baseURL: baseURL as string });
  await signIn(admin);
  await expect(admin.getByRole("banner")).toContainText(`Welcome, ${ADMIN_EMAIL}`);
  await nameClinicForReceipts(admin);
  await admin.close();
  const slot = await takeOpenSlot(page, baseURL as string);
  await page.setViewportSize({ width: 375, height: 812 });
  const created = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/public/bookings",
  );
  await bookInKannada(page, slot);
  expect((await created).postDataJSON()).toMatchObject({ locale: "kn" });
  await expect(page).toHaveURL(/\/kn\/success\/[\w-]+$/, { timeout: 20_000 });
  const bookingId = new URL(page.url()).pathname.split("/").pop() as string;
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");

  const { text: email, raw } = await emailFileWhere((text) =>
    text.includes(`/kn/manage/${bookingId}#token=`),
  );
  expect(email).toContain("ಪ್ರಿಯ Shantala Hegde,");
  expect(email).toContain("₹2,000.00");
  expect(email).not.toMatch(/Dear |Amount paid/);
  // The receipt attached is the Kannada one: its words set in the Kannada font it embeds.
  const receipt = attachmentOf(raw, "application/pdf");
  expect(receipt?.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(receipt?.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKannada-Regular/);

  const whatsApp = await whatsAppWhere(
    (m) => m.kind === "booking-confirmation" && String(m.rendered).includes(`/kn/manage/${bookingId}#token=`),
  );
  expect(whatsApp.template).toMatchObject({ language: "kn" });
  expect(String(whatsApp.rendered)).toMatch(/[\u0C80-\u0CFF]/);

  // The manage page speaks the language of its path, whichever the booking was made in.
  const token = /#token=([\w-]+)/.exec(email)?.[1];
  const pages = [
    { prefix: "/kn", lang: "kn", texts: manageKn },
    { prefix: "/hi", lang: "hi", texts: manageHi },
    { prefix: "", lang: "en", texts: manageEn },
  ];
  for (const { prefix, lang, texts } of pages) {
    const manageUrl = `${prefix}/manage/${bookingId}#token=${token}`;
    await cacheWebFonts(page, manageUrl);
    // A reload, not a goto: the same address with its #token would be a same-document navigation.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: texts.manage.heading })).toBeVisible();
    await expect(page.getByRole("button", { name: texts.manage.reschedule })).toBeVisible();
    // The record's later sections (receipts, messages, my data) load after the heading: the shot waits.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    await saveScreen(page, `issue-33/manage-${lang}-375.png`, { fullPage: true });
  }
});
