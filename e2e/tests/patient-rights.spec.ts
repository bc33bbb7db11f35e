import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { newPatient, reachPayment, takeOpenSlot } from "../support/booking-wizard";
import { solveAltcha } from "../support/captcha";
import { manageLinkFromEmail, recordCodeFromEmail } from "../support/manage-link";
import { saveScreen } from "../support/screens";

/**
 * The patient's rights end to end (issues 20, 30; decisions 0102, 0113): a paid booking's patient
 * downloads this booking's data from the manage page, opens their whole record with the code emailed to
 * them and asks for erasure; the admin erases from Settings → Patient data; the manage page then shows
 * nothing personal.
 */

const photoFile = fileURLToPath(
  new URL("../../apps/server/test/fixtures/intake-photo.heic", import.meta.url),
);

test("a patient downloads their data, asks to erase it, the admin erases it, and it is gone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const pick = await takeOpenSlot(page, baseURL as string);
  // A patient of this spec's own: the erasure below must not reach another spec's bookings.
  const patient = newPatient("Meera Iyer");
  await reachPayment(page, baseURL as string, pick, solveAltcha, patient);
  await expect(page).toHaveURL(/\/success\//, { timeout: 20_000 });
  const bookingId = page.url().split("/").pop() as string;
  const reference = (
    (await (await page.request.get(`/api/public/bookings/${bookingId}`)).json()) as {
      data: { reference: string };
    }
  ).data.reference;

  // The patient: see and download this booking's data (the manage link alone opens it).
  const manageLink = await manageLinkFromEmail(bookingId);
  await page.goto(manageLink);
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  const intake = page.locator("#intake");
  await intake.getByLabel("Add a photo").setInputFiles(photoFile);
  await expect(intake.getByText("1 of 3 photos added")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "See this booking's data" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download this booking's data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(file.contact.email).toBe(patient.email);
  expect(file.bookings).toEqual([
    expect.objectContaining({ reference, status: "PAID", notes: "Swelling in the left arm" }),
  ]);
  const shown = page.getByTestId("my-data");
  await expect(shown).toContainText(patient.email);
  await expect(shown).toContainText("Swelling in the left arm");
  // The patient's own photo is drawn (fetched with the manage token, never named in a URL).
  const photo = shown.getByRole("img", { name: "Photo 1" });
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
  await expectNoAxeViolations(page);
  await saveScreen(page, "my-data-page.png", { fullPage: true });

  // Asks to erase: first the code from the email on the record, then a confirmation.
  const asked = new Date();
  await page.getByRole("button", { name: "Ask for erasure" }).click();
  await expect(page.getByText(/^We sent a 6-digit code to /)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await recordCodeFromEmail(patient.email, asked));
  await page.getByRole("button", { name: "Confirm" }).click();
  const ask = page.getByRole("alertdialog", { name: "Ask to erase your data?" });
  await ask.getByRole("button", { name: "Ask to erase" }).click();
  await expect(page.getByText("You asked the clinic to erase your data.")).toBeVisible();

  // The admin erases it from the queue.
  const adminPage = page;
  await signIn(adminPage);
  await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();
  await adminPage.goto("/admin/settings");
  await adminPage.getByRole("tab", { name: "Patient data" }).click();
  await adminPage.getByRole("button", { name: `Actions for the request for ${reference}` }).click();
  await adminPage.getByRole("menuitem", { name: "Erase now" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Erase this patient's data?" });
  await expect(confirm).toContainText("are kept for the accounts");
  await expectNoAxeViolations(adminPage);
  await confirm.getByRole("button", { name: "Erase now" }).click();
  await expect(adminPage.getByText(/^Erased .* by admin@clinic\.example$/)).toBeVisible();

  // The data is gone; the booking's accounting facts remain.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.goto(manageLink);
  await page.getByRole("button", { name: "See this booking's data" }).click();
  await expect(shown).toContainText("Your data was erased");
  await expect(shown).not.toContainText(patient.email);
  await expect(shown).not.toContainText("Swelling in the left arm");
  await expect(shown).not.toContainText("Meera");
  await expect(shown).toContainText(reference);
});
