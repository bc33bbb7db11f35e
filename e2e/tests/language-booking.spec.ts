import { expect, type Page, test } from "@playwright/test";
import { bookingKn } from "../../apps/web/src/i18n/booking-texts.kn";
import { fill } from "../../packages/contract/src/messages";
import { whatsappOptInTexts } from "../../packages/contract/src/whatsapp";
import { newPatient, openSlots } from "../support/booking-wizard";
import { chooseDate } from "../support/calendar";
import { solveAltcha } from "../support/captcha";
import { emailWhere, whatsAppWhere } from "../support/outbox";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const named = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Steps 1 and 2 of the Kannada wizard, by its Kannada words, up to the booking's creation. */
async function bookInKannada(page: Page, slot: Awaited<ReturnType<typeof openSlots>>[number]) {
  const { slots, details, consent } = bookingKn;
  const patient = newPatient("Shantala Hegde");
  await page.goto("/kn/book-consultation");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await chooseDate(page, slot.date);
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
  await expect(page.locator("altcha-widget")).toContainText(bookingKn.captcha.label);
  await solveAltcha(page, bookingKn.captcha.verified);
  await page.getByRole("button", { name: details.proceed }).click();
  return patient;
}

/**
 * Issue 33: a patient books on /kn/book-consultation on a phone. The booking is made in Kannada: the
 * confirmation is at /kn/success/…, its email and WhatsApp message are in Kannada, and the email's
 * manage link opens the Kannada manage page.
 */
test("a booking made on the Kannada wizard is answered in Kannada", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const slots = await openSlots(page, baseURL as string);
  const slot = slots[Math.min(8, slots.length - 1)];
  if (!slot) throw new Error("no open slot");
  await page.setViewportSize({ width: 375, height: 812 });
  const created = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/public/bookings",
  );
  await bookInKannada(page, slot);
  expect((await created).postDataJSON()).toMatchObject({ locale: "kn" });
  await expect(page).toHaveURL(/\/kn\/success\/[\w-]+$/, { timeout: 20_000 });
  const bookingId = new URL(page.url()).pathname.split("/").pop() as string;
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");

  const email = await emailWhere((text) => text.includes(`/kn/manage/${bookingId}#token=`));
  expect(email).toContain("ಪ್ರಿಯ Shantala Hegde,");
  expect(email).toContain("₹2,000.00");
  expect(email).not.toMatch(/Dear |Amount paid/);

  const whatsApp = await whatsAppWhere(
    (m) => m.kind === "booking-confirmation" && String(m.rendered).includes(`/kn/manage/${bookingId}#token=`),
  );
  expect(whatsApp.template).toMatchObject({ language: "kn" });
  expect(String(whatsApp.rendered)).toMatch(/[\u0C80-\u0CFF]/);
});
