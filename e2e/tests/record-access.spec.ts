import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { newPatient, reachPayment, takeOpenSlot } from "../support/booking-wizard";
import { solveAltcha } from "../support/captcha";
import { manageLinkFromEmail, recordCodeFromEmail } from "../support/manage-link";
import { saveScreen } from "../support/screens";

/**
 * Record access on a phone (issue 30; decision 0113): the manage link opens its booking; "See all my
 * data" first sends a code to the email on the record; a wrong code is said plainly; the right one opens
 * the whole record.
 */
test("at 375 px a patient opens their whole record with the code from their email", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const pick = await takeOpenSlot(page, baseURL as string);
  const patient = newPatient("Lakshmi Rao");
  await page.setViewportSize({ width: 375, height: 812 });
  await reachPayment(page, baseURL as string, pick, solveAltcha, patient);
  await expect(page).toHaveURL(/\/success\//, { timeout: 20_000 });
  const bookingId = page.url().split("/").pop() as string;

  await page.goto(await manageLinkFromEmail(bookingId));
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  const asked = new Date();
  await page.getByRole("button", { name: "See all my data" }).click();
  const step = page.getByTestId("record-code-step");
  const [local, domain] = patient.email.split("@");
  await expect(step.getByRole("status")).toHaveText(
    `We sent a 6-digit code to ${local?.[0]}•••@${domain}. It works for 10 minutes.`,
  );
  // Nothing of the record is on the page before the code.
  await expect(page.getByTestId("my-data")).toHaveCount(0);
  const code = await recordCodeFromEmail(patient.email, asked);

  const box = step.getByLabel("6-digit code");
  await box.fill(code === "000000" ? "000001" : "000000");
  await step.getByRole("button", { name: "Confirm" }).click();
  await expect(step.getByText("That code is not right. You can try 4 more times.")).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  const section = page.locator("section[aria-labelledby='your-data']");
  await saveScreen(section, "record-access-code-375.png");

  await box.fill(code);
  await step.getByRole("button", { name: "Confirm" }).click();
  const record = page.getByTestId("my-data");
  await expect(record).toContainText("Everything the clinic holds about you, from all your bookings.");
  await expect(record).toContainText(patient.email);
  await expect(page.getByText(/^Your whole record is open until /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Download all my data" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await saveScreen(section, "record-access-open-375.png");
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreen(section, "record-access-open-1280.png");
});
