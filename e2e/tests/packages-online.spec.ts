import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createSlots, emptyDay, patientIdOf, sameSite } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { giveConsent, newPatient } from "../support/booking-wizard";
import { solveAltcha } from "../support/captcha";
import { saveScreen } from "../support/screens";

/**
 * Issue 35, decision 0134: a package bought online. The owner sells a 5-session package online; on a
 * 375 px phone the booking page shows its "Packages" section, the patient chooses the package, books its
 * first session (date and time, details, consent, robot check, the test provider's payment) and the
 * confirmation says the package and its sessions left; at the desk the purchase is PAID. The package is
 * archived at the end, so the other specs' booking page has no Packages section.
 */

/** Moves the wizard's calendar forward to `date` (a day far ahead, of this spec alone) and picks it. */
async function chooseFarDate(page: Page, date: string) {
  await page.locator("[data-day]:not([data-outside])").first().waitFor();
  for (let i = 0; i < 80; i++) {
    const day = page.locator(`[data-day="${date}"]:not([data-outside]) button`);
    if (await day.count()) return day.click();
    await page.getByRole("button", { name: /next month/i }).click();
  }
  throw new Error(`date ${date} not reached in the calendar`);
}

test("a patient on a phone buys a package from the booking page and books its first session", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const name = `MLD course ${randomUUID().slice(0, 4)}`;
  const added = await admin.request.post("/api/admin/packages", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: {
      name,
      kindId: "consultation",
      sessions: 5,
      amountInPaisa: 750_000,
      validityDays: 60,
      sellOnline: true,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const packageId = (await added.json()).data.id as string;
  try {
    const day = await emptyDay(admin, 1600);
    await createSlots(admin, day, [11]);

    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto("/book-consultation");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const section = page.getByTestId("packages-section");
    await expect(section.getByRole("heading", { name: "Packages" })).toBeVisible();
    const card = section.getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText("5 sessions · Use within 60 days");
    await expect(card).toContainText("₹7,500.00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await card.scrollIntoViewIfNeeded();
    await saveScreen(page, "issue-35/packages-online-375.png", { fullPage: true });

    // The same wizard, for the package: its first session's date and time, the package said above.
    await card.getByRole("button", { name: `Buy ${name}` }).click();
    await expect(page.getByTestId("chosen-package")).toContainText(`Package: ${name}, ₹7,500.00`);
    await expect(page.getByTestId("packages-section")).toHaveCount(0);
    await chooseFarDate(page, day);
    await page.getByRole("button", { name: /^11:00 am/ }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await expect(page.getByRole("heading", { name: "Tell us about you" })).toBeVisible();
    await expect(page.getByTestId("chosen-package")).toContainText(
      "5 sessions, to use within 60 days. This booking is your first session.",
    );
    const patient = newPatient("Kavya Menon");
    await page.getByLabel(/Full Name/).fill(patient.name);
    await page.getByLabel(/Email/).fill(patient.email);
    await page.getByLabel(/Phone Number/).fill(patient.phone);
    await page.getByLabel(/Additional Notes/).fill("Lymphoedema of the left arm");
    await page.getByLabel(/I agree to the/).check();
    await giveConsent(page);
    await solveAltcha(page);
    const created = page.waitForResponse(
      (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/public/bookings",
    );
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const hold = await created;
    expect(hold.status()).toBe(201);
    expect((await hold.json()).data.amount).toBe(750_000);

    // The test provider pays at once: the confirmation names the package and the sessions left to book.
    const bought = page.getByTestId("bought-package");
    await expect(bought).toContainText(`Your package: ${name}`, { timeout: 20_000 });
    await expect(bought).toContainText("Sessions left to book: 4 of 5");
    await context.close();

    // At the desk: the purchase is PAID with its 5 sessions, one booked.
    const patientId = await patientIdOf(admin, patient.email);
    const purchases = await admin.request.get(`/api/admin/patients/${patientId}/packages`);
    expect((await purchases.json()).data.items).toEqual([
      expect.objectContaining({
        name,
        paymentStatus: "PAID",
        sessionsTotal: 5,
        sessionsBooked: 1,
        sessionsLeft: 5,
      }),
    ]);
  } finally {
    // Sold, so archived: no other spec's booking page shows a Packages section.
    const removed = await admin.request.delete(`/api/admin/packages/${packageId}`, { headers: sameSite });
    expect(removed.status()).toBe(200);
  }
});
