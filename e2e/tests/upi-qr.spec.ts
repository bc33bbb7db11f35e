import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createSlots, emptyDay } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { saveScreen } from "../support/screens";

/**
 * Issue 35: the owner saves the clinic's UPI ID in Settings; at the front desk the booking dialog shows
 * a QR code for the exact amount, and the staff confirm the payment with "Create Booking".
 */
test("the owner saves a UPI ID; the booking dialog shows its QR for the amount, and the booking is paid by UPI", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, undefined, "/admin/settings");
  await page.getByRole("tab", { name: "Payments" }).click();
  const upiForm = page.getByRole("form", { name: "UPI at the front desk" });
  await upiForm.getByLabel("UPI ID (VPA)").fill("lymphcare.okaxis");
  await upiForm.getByLabel("Payee name (as payers see it)").fill("Lymph Care Clinic");
  await upiForm.getByRole("button", { name: "Save UPI" }).click();
  await expect(upiForm.getByText("Enter the clinic's UPI ID, such as clinic@okaxis")).toBeVisible();
  await upiForm.getByLabel("UPI ID (VPA)").fill("lymphcare@okaxis");
  await upiForm.getByRole("button", { name: "Save UPI" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(upiForm.getByText("Enter the clinic's UPI ID, such as clinic@okaxis")).toHaveCount(0);

  const day = await emptyDay(page, 1400);
  const [slotId] = await createSlots(page, day, [10]);
  await page.goto("/admin/slots");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Slots" })).toBeVisible();
  await page.getByLabel("Show All Slots").uncheck();
  await page.getByLabel("Date", { exact: true }).fill(day);
  const row = page.locator(`li[data-slot-id="${slotId}"]`);
  await row.getByRole("button", { name: "Book", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create Booking" });
  const patient = `Upi Patient ${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel("Full Name").fill(patient);
  await dialog.getByLabel("Email").fill(`${randomUUID().slice(0, 8)}@example.com`);
  await dialog.getByLabel("Phone Number").fill("98 7654 3210");
  await dialog.getByRole("checkbox", { name: "Consent taken by phone" }).check();
  await dialog.getByLabel("Collected at the clinic").check();
  await dialog.getByLabel("Method").selectOption("UPI");
  await dialog.getByLabel("Amount (₹)").fill("1800");
  await dialog.getByRole("button", { name: "Show UPI QR" }).click();
  const qr = dialog.getByTestId("upi-qr");
  await expect(
    qr.getByRole("img", { name: "UPI QR code: pay ₹1,800.00 to Lymph Care Clinic" }),
  ).toBeVisible();
  await expect(qr.locator("svg path")).toHaveAttribute("d", /^M\d/);
  await expect(qr).toContainText("₹1,800.00");
  await expect(qr).toContainText("UPI ID: lymphcare@okaxis");
  await expect(qr).toContainText("check in the clinic's UPI app");
  await expectNoAxeViolations(page);
  // The whole panel at a desk's width; the code with its amount and payee at a phone's.
  await qr.getByText(/check in the clinic's UPI app/).scrollIntoViewIfNeeded();
  await saveScreen(page, "issue-35/upi-qr-1280.png");
  await page.setViewportSize({ width: 375, height: 812 });
  await qr.getByText("UPI ID: lymphcare@okaxis").evaluate((e) => e.scrollIntoView({ block: "center" }));
  await saveScreen(page, "issue-35/upi-qr-375.png");
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText(`Successfully created booking for ${patient}`)).toBeVisible();
  await expect(row).toContainText(patient);
  await expect(row).toContainText("PAID (UPI at clinic)");
  await expect(row).toContainText("₹1,800.00");
});
