import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { filterBookings } from "../support/admin-data";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { reachPayment, takeOpenSlot } from "../support/booking-wizard";
import { canaryPatient, markCanaryUsed } from "../support/canaries";
import { solveAltcha } from "../support/captcha";
import { manageLinkFromEmail } from "../support/manage-link";
import { saveScreen } from "../support/screens";

/**
 * Issue 20, the intake before the visit: a patient pays a booking, opens the manage link from the
 * confirmation email, answers the health questions (one hidden until its condition holds), adds a
 * real HEIC photo (an iPhone's kind), and the admin reads the answers and sees the photo in the
 * booking's drawer, then prints its one-page summary. On a 375 px phone for the patient.
 */
const heicPhoto = fileURLToPath(
  new URL("../../apps/server/test/fixtures/intake-photo.heic", import.meta.url),
);

async function fillIntake(page: Page) {
  const section = page.locator("#intake");
  await expect(section.getByRole("heading", { name: "Before your consultation" })).toBeVisible();
  // Saving with nothing answered: errors beside the required questions, nothing sent.
  await section.getByRole("button", { name: "Save answers" }).click();
  const reason = section.getByLabel(/What would you like help with\?/);
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText("Please answer this question.").first()).toBeVisible();
  await reason.fill(canaryPatient.intakeReason);
  await section.getByLabel(/Date of birth/).fill("1968-04-12");
  await expect(section.getByRole("group", { name: "Which treatments have you had?" })).toHaveCount(0);
  await section
    .getByRole("group", { name: /Have you been treated for cancer\?/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await section.getByRole("checkbox", { name: "Surgery" }).check();
  await section.getByRole("checkbox", { name: "Radiotherapy" }).check();
  await section.getByLabel("Date of surgery").fill("2025-02-01");
  await section
    .getByRole("group", { name: "Which area is affected?" })
    .getByRole("checkbox", { name: "Arm" })
    .check();
  await section.getByRole("radio", { name: "Left" }).check();
  await section.getByRole("button", { name: "Save answers" }).click();
  await expect(section.getByText("Your answers are saved.", { exact: false })).toBeVisible();
  await expect(reason).not.toHaveAttribute("aria-invalid", "true");

  await expect(section.getByText("0 of 3 photos added")).toBeVisible();
  await section.getByLabel("Add a photo").setInputFiles(heicPhoto);
  await expect(section.getByText("1 of 3 photos added")).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText(/Photo 1 · JPEG/)).toBeVisible();
}

test("a paid booking's intake: the patient fills it in with a photo, the admin reads it in the drawer", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  markCanaryUsed();
  const slot = await takeOpenSlot(page, baseURL as string);
  await page.setViewportSize({ width: 375, height: 800 });
  await reachPayment(page, baseURL as string, slot, solveAltcha);
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible({ timeout: 20_000 });
  // The confirmation page leads to the form through the email (it never holds the manage token).
  await expect(page.getByTestId("intake-lead")).toContainText("Open the link in your confirmation email");
  const bookingId = new URL(page.url()).pathname.split("/").at(-1) as string;

  await page.goto(await manageLinkFromEmail(bookingId));
  await expect(page.getByRole("heading", { level: 1, name: "Manage Booking" })).toBeVisible();
  await fillIntake(page);
  await saveScreen(page.locator("#intake"), "intake-form-375.png");
  // Nothing on the phone's page is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Reloaded, the saved answers are there.
  await page.reload();
  await expect(page.locator("#intake").getByLabel(/What would you like help with\?/)).toHaveValue(
    canaryPatient.intakeReason,
  );
  await expect(page.getByRole("checkbox", { name: "Surgery" })).toBeChecked();
  // The patient's own copy reads as the form did: each answer under its question, choices by their labels.
  await page.getByRole("button", { name: "See this booking's data" }).click();
  const mine = page.getByTestId("my-data");
  await expect(mine.getByRole("term").filter({ hasText: "Which treatments have you had?" })).toBeVisible();
  await expect(mine.getByRole("definition").filter({ hasText: "Surgery, Radiotherapy" })).toBeVisible();
  await expect(mine).not.toContainText("radiotherapy");

  // The admin, on a laptop.
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, ADMIN_EMAIL, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Bookings", exact: true })).toBeVisible();
  await filterBookings(page, slot.date);
  const row = page.locator(`tr[data-row-id="${slot.slot.slotId}"]`);
  await row.getByRole("button", { name: /^Actions for Meera Iyer/ }).click();
  await page.getByRole("menuitem", { name: "Details", exact: true }).click();
  const intake = page.getByRole("region", { name: "Intake form" });
  await expect(intake.getByText(canaryPatient.intakeReason)).toBeVisible();
  await expect(intake.getByText("Surgery, Radiotherapy")).toBeVisible();
  await expect(intake.getByText("2025-02-01")).toBeVisible();
  const photo = intake.getByRole("img", { name: "Sent with the intake, 1 of 1" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
  await saveScreen(intake, "booking-drawer-intake-1400.png");
  // The photo's URL is the admin's: without the session it is refused.
  const url = (await photo.getAttribute("src")) as string;
  const anonymous = await page.context().browser()?.newContext();
  const refused = await anonymous?.request.get(new URL(url, baseURL).toString());
  expect(refused?.status()).toBe(401);
  await anonymous?.close();

  // Print summary: the sheet alone is printed (print media), with the patient and the answers.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await intake.getByRole("button", { name: "Print summary" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  const sheet = page.getByTestId("intake-print-sheet");
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Intake summary: Meera Iyer");
  await expect(sheet).toContainText(canaryPatient.intakeReason);
  await expect(page.locator("main").first()).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(sheet).toBeHidden();
});
