import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { createSlots, emptyDay, filterBookings } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { consentOf } from "../support/booking-wizard";
import { emailWhere } from "../support/outbox";
import { saveScreen } from "../support/screens";

/**
 * Issue 35: a patient held a time and left at the payment step; the desk opens the booking's drawer,
 * "Take payment" sends them a payment link (it is in their email), and the patient pays it on a phone:
 * the booking is PAID.
 */
test("the desk takes payment for a hold the patient left: a link by email, paid on a phone", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, undefined, "/admin/bookings");
  await expect(page.getByRole("heading", { name: "Slot table" })).toBeVisible();
  const day = await emptyDay(page, 1700);
  const [slotId] = await createSlots(page, day, [11]);

  // The patient's hold, through the public API with the robot check solved, never paid.
  const challenge = (await (await page.request.get("/api/captcha/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
  const name = `Left Hold ${randomUUID().slice(0, 6)}`;
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  const held = await page.request.post("/api/public/bookings", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      slotId,
      user: { name, email, phone: "+919812345670", timezone: "Asia/Kolkata" },
      notes: "Swelling in the left arm",
      captcha: { provider: "altcha", token, action: "book_submit" },
      consent: await consentOf(page.request),
    },
  });
  expect(held.status(), await held.text()).toBe(201);

  await filterBookings(page, day);
  const row = page.getByRole("table").locator("tr[data-row-id]").filter({ hasText: name });
  await expect(row).toContainText("PENDING");
  await row.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "Details", exact: true }).click();
  const details = page.getByRole("dialog", { name });
  await details.getByRole("button", { name: "Take payment" }).click();
  const take = page.getByRole("dialog", { name: "Take payment" });
  await expect(take).toContainText(`${name} owes ₹`);
  await take.getByRole("button", { name: "Send a payment link" }).click();
  const linkField = take.getByLabel("Payment link");
  await expect(linkField).toHaveValue(/\/pay\/pl_[A-Za-z0-9_-]{22}$/);
  const url = await linkField.inputValue();
  await expectNoAxeViolations(page);
  await saveScreen(page, "issue-35/take-payment-1280.png", { restOn: take.getByRole("heading") });
  await take.getByRole("button", { name: "Done" }).click();

  // The link went to the patient by email.
  const sent = await emailWhere((text) => text.includes(`Pay here: ${url}`));
  expect(sent).toContain(`To: ${email}`);
  expect(sent).toMatch(/Subject: Your payment link from /);
  expect(sent).toContain(`Hello ${name},`);

  // The patient pays it on a phone; the booking is PAID.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await phone.getByRole("button", { name: "Pay now (test payment)" }).click();
  await expect(phone.getByText("Payment received. Thank you.")).toBeVisible();
  await phoneContext.close();
  await page.reload();
  await filterBookings(page, day);
  await expect(row).toContainText("PAID");
  await expect(row).toContainText("BOOKED");
  await context.close();
});
