import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { pdfText } from "../../apps/server/test/support/pdf-text";
import { filterBookings, nameClinicForReceipts } from "../support/admin-data";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { holdVerify, newPatient, reachPayment, takeOpenSlot } from "../support/booking-wizard";
import { solveAltcha } from "../support/captcha";
import { manageLinkFromEmail } from "../support/manage-link";
import { emailWhere, whatsAppWhere } from "../support/outbox";
import { dayAsWritten } from "../support/slot-weeks";

/**
 * Issue 32: one booking's amount and day read the same on every surface that shows them (the payment
 * step, the confirmation, the manage page, the email, the WhatsApp outbox file, the admin table and
 * drawer, the receipt PDF and the bookings CSV): `₹2,000.00` and `Thu, 3 Dec 2026`, and no other form.
 */

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const longMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The other ways the amount and the day were written before issue 32, none of which may appear. */
function otherForms(key: string): RegExp[] {
  const d = new Date(`${key}T12:00:00Z`);
  const [day, month, long] = [d.getUTCDate(), months[d.getUTCMonth()], longMonths[d.getUTCMonth()]];
  const [y, m, dd] = key.split("-");
  return [
    new RegExp(key), // the date key
    new RegExp(`${dd}/${m}/${y}|${Number(m)}/${day}/${y}`), // numeric, either order
    new RegExp(`${long} ${day}\\b|\\b${day} ${long}`), // long months
    new RegExp(`${month} ${day},`), // US order
    /₹\s?2000|2000\.00 INR|INR 2|Rs\.? ?2/, // money without lakh grouping or with a code
  ];
}

function expectOneForm(surface: string, text: string, wanted: string[], key: string) {
  for (const form of wanted) expect(text, `${surface} shows ${form}`).toContain(form);
  for (const other of otherForms(key)) expect(text, `${surface} has no ${other}`).not.toMatch(other);
}

test("one booking's amount and day read one way on every surface", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // Receipts are issued once the clinic has named itself (decision 0125).
  const admin = await browser.newPage({ baseURL: baseURL as string });
  await signIn(admin);
  await expect(admin.getByRole("banner")).toContainText(`Welcome, ${ADMIN_EMAIL}`);
  await nameClinicForReceipts(admin);

  const slot = await takeOpenSlot(page, baseURL as string);
  const key = slot.date;
  const day = dayAsWritten(key);
  const amount = "₹2,000.00";
  const patient = newPatient("Rohini Kulkarni");
  await page.setViewportSize({ width: 375, height: 812 });

  // The payment step, held before the dummy payment moves on.
  const verify = await holdVerify(page);
  await reachPayment(page, baseURL as string, slot, solveAltcha, patient, (p) =>
    p.getByRole("checkbox", { name: /Send me updates about this booking on WhatsApp/ }).check(),
  );
  await verify.requested;
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByTestId("chosen-time")).toContainText(day);
  expectOneForm("the payment step", await payment.innerText(), [day, amount], key);
  verify.release();

  // The confirmation.
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible({ timeout: 20_000 });
  const bookingId = new URL(page.url()).pathname.split("/").at(-1) as string;
  await expect(page.getByTestId("amount-paid")).toHaveText(amount);
  const card = page.getByTestId("confirmation-card");
  const startTime = (await card.locator("dd").nth(1).innerText()).split(" - ")[0] as string;
  expect(startTime).toMatch(/^\d{1,2}:\d\d (am|pm)$/);
  expectOneForm("the confirmation", await card.innerText(), [day, amount], key);

  // The receipt PDF, downloaded from the confirmation.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Download receipt/ }).click(),
  ]);
  const receipt = (await pdfText(await readFile(await download.path()))).text;
  expectOneForm("the receipt", receipt, [day, amount], key);

  // The manage page.
  await page.goto(await manageLinkFromEmail(bookingId));
  await expect(page.getByRole("heading", { level: 1, name: "Manage Booking" })).toBeVisible();
  await expect(page.getByTestId("amount-paid")).toContainText(amount);
  expectOneForm("the manage page", await page.locator("main").innerText(), [day, startTime, amount], key);

  // The confirmation email and the WhatsApp message, as the outbox wrote them.
  const email = await emailWhere((text) => text.includes(`/manage/${bookingId}#token=`));
  // The text the patient reads: the attachments (the invitation and the receipt, in base64) left out,
  // as their letters can spell anything.
  const readable = email.slice(0, email.indexOf("Content-Transfer-Encoding: base64"));
  expectOneForm("the email", readable, [day, startTime, amount], key);
  const whatsApp = await whatsAppWhere(
    (m) => m.kind === "booking-confirmation" && String(m.rendered).includes(`/manage/${bookingId}#token=`),
  );
  expectOneForm("the WhatsApp message", String(whatsApp.rendered), [day, startTime], key);

  // The admin's table, drawer and CSV, on a wide screen.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto("/admin/bookings");
  await filterBookings(admin, key);
  const row = admin.locator(`tr[data-row-id="${slot.slot.slotId}"]`);
  await expect(row).toContainText(patient.name);
  expectOneForm("the bookings table", await row.innerText(), [day, amount], key);
  await row.getByRole("button", { name: new RegExp(`^Actions for ${patient.name}`) }).click();
  await admin.getByRole("menuitem", { name: "Details", exact: true }).click();
  const drawer = admin.getByRole("dialog", { name: patient.name });
  await expect(drawer).toContainText(amount);
  expectOneForm("the drawer", await drawer.innerText(), [day, amount], key);
  await admin.keyboard.press("Escape");
  const [csvFile] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const line = (await readFile(await csvFile.path(), "utf8"))
    .split("\r\n")
    .find((l) => l.includes(patient.email));
  expectOneForm("the CSV", line ?? "", [`"${day}"`, `"${amount}"`], key);
  await admin.close();
});
