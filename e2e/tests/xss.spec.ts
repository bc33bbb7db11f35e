import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { filterBookings } from "../support/admin-data";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { consentOf } from "../support/booking-wizard";
import { solveAltcha } from "../support/captcha";
import { manageLinkFromEmail } from "../support/manage-link";
import { gotoHydrated } from "../support/public-site";
import { freePortSync, type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * Issue 9: markup sent as a review (name and comment) and as a booking note is stored verbatim and
 * shown as inert text on every page that shows it — the public carousels (home and /reviews) and the
 * admin (reviews section, slots and bookings booking details). No script may run: no dialog opens and
 * the `window.__xss` marker the payloads would set stays unset.
 */
const payload = "<img src=x onerror=alert(1)>";
const marker = "<img src=x onerror=window.__xss=1><script>window.__xss=1</script>";
const run = Date.now().toString(36);
const reviewName = `${payload} ${run}`;
const reviewComment = `${payload} ${marker} review ${run}`;
const bookingNote = `${payload} ${marker} note ${run}`;
const patientName = `Xss Patient ${run}`;
const intakeReason = `${payload} ${marker} intake ${run}`;

// Its own server: the hostile review it approves would otherwise show in the shared server's
// carousel, whose counts other specs check.
const port = freePortSync();
let server: SpawnedServer;
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await spawnServer(
    {
      ADMIN_EMAIL,
      LIMIT_SIGNIN_PER_MINUTE: "1000",
      LIMIT_CHALLENGES_PER_MINUTE: "1000",
      LIMIT_VERIFY_PER_MINUTE: "1000",
    },
    { port },
  );
});
test.afterAll(async () => {
  await server?.stop();
});

const clinicDay = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** Every page of the test: no dialog, no marker, no element the payloads would have created. */
async function expectInert(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

async function expectShownAsText(where: Locator, text: string) {
  await expect(where.getByText(text, { exact: false }).first()).toBeVisible();
}

/** Steps a carousel until its slide shows `text` (other specs' reviews may come first). */
async function findInCarousel(within: Locator, text: string): Promise<Locator> {
  const carousel = within.getByRole("region", { name: "Website reviews" });
  await expect(carousel).toBeVisible({ timeout: 15_000 });
  const slide = carousel.getByTestId("carousel-slide");
  for (let i = 0; i < 50; i++) {
    if ((await slide.textContent())?.includes(text)) return slide;
    const next = carousel.getByRole("button", { name: "Next review" });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  await expect(slide).toContainText(text);
  return slide;
}

test("markup in a review and a booking note is stored verbatim and shown inert everywhere", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // The admin opens a slot far ahead (clear of the demo slots and other specs), then a visitor books it.
  await signIn(page, ADMIN_EMAIL, "/admin", server);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const day = clinicDay(75 + (Number.parseInt(run.slice(-2), 36) % 20));
  const startAt = new Date(`${day}T10:30:00+05:30`);
  const created = await page.request.post("/api/admin/slots/bulkCreate", {
    headers: { "X-Clinic-Request": "1" },
    data: {
      slots: [
        {
          dateKey: day,
          startAt: startAt.toISOString(),
          endAt: new Date(startAt.getTime() + 3_600_000).toISOString(),
          tz: "Asia/Kolkata",
          status: "OPEN",
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const slots = (await (await page.request.get(`/api/public/slots?date=${day}`)).json()).data as Array<{
    slotId: string;
    status: string;
    startAt: string;
  }>;
  const slot = slots.find((s) => s.status === "OPEN" && new Date(s.startAt).getTime() === startAt.getTime());
  expect(slot).toBeTruthy();
  const challenge = (await (await page.request.get("/api/captcha/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
  const booked = await page.request.post("/api/public/bookings", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      slotId: slot?.slotId,
      user: { name: patientName, email: "xss@example.com", phone: "+919811122233", timezone: "Asia/Kolkata" },
      notes: bookingNote,
      captcha: { provider: "altcha", token, action: "book_submit" },
      consent: await consentOf(page.request),
    },
  });
  expect(booked.status()).toBe(201);
  const booking = (await booked.json()).data;
  const paid = await page.request.post(`/api/public/bookings/${booking.bookingId}/payments/verify`, {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: booking.orderId,
      razorpay_signature: "dummy_signature",
    },
  });
  expect(paid.status()).toBe(200);

  // The patient's intake answers (issue 20), sent with the manage link's token.
  const manageLink = await manageLinkFromEmail(booking.bookingId, server.dataDir);
  const manageToken = manageLink.split("#token=")[1] as string;
  const intake = await page.request.put(`/api/public/bookings/${booking.bookingId}/intake`, {
    headers: { Authorization: `Bearer ${manageToken}` },
    data: {
      answers: {
        reason: intakeReason,
        "date-of-birth": "1970-01-01",
        "cancer-history": "no",
        medications: intakeReason,
      },
    },
  });
  expect(intake.status(), await intake.text()).toBe(200);
  // The patient's own manage page shows them in the form's fields, inert.
  await page.goto(manageLink);
  await expect(page.locator("#intake").getByLabel(/What would you like help with\?/)).toHaveValue(
    intakeReason,
  );
  await expectInert(page, dialogs);

  // The review, through the form as a visitor writes it.
  await gotoHydrated(page, "/reviews");
  await page.getByLabel("Your Name").fill(reviewName);
  await page.getByRole("radio", { name: "5 stars" }).focus();
  await page.keyboard.press("Space");
  await page.getByLabel("Your Review").fill(reviewComment);
  await solveAltcha(page);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Review!" })).toBeVisible();
  await expectInert(page, dialogs);

  // Admin: the reviews section shows it as text; approve it.
  await page.goto("/admin?section=reviews");
  await expect(page.getByRole("heading", { name: "Review Moderation" })).toBeVisible({ timeout: 15_000 });
  const card = page.getByTestId("admin-review").filter({ hasText: run });
  await expectShownAsText(card, reviewName);
  await expectShownAsText(card, reviewComment);
  await expectInert(page, dialogs);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toBeHidden();
  await expectInert(page, dialogs);

  // Admin: the booking's details in Manage Bookings and in Manage Slots.
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Bookings", exact: true })).toBeVisible();
  await filterBookings(page, day);
  const row = page.getByRole("table").locator("tr[data-row-id]").filter({ hasText: patientName });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "Details", exact: true }).click();
  const details = page.getByRole("dialog", { name: patientName });
  await expectShownAsText(details, bookingNote);
  await expectShownAsText(details, patientName);
  const intakeShown = details.getByRole("region", { name: "Intake form" });
  await expectShownAsText(intakeShown, intakeReason);
  await expect(intakeShown.getByText(intakeReason)).toHaveCount(2);
  await expectInert(page, dialogs);
  await details.getByRole("button", { name: "Close" }).click();

  await page.goto("/admin/slots");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Slots" })).toBeVisible();
  // "Show All Slots" is on when the page opens: the booked slot is in the list with its details.
  await expect(page.getByRole("checkbox", { name: "Show All Slots" })).toBeChecked();
  const item = page.locator(`li[data-slot-id="${slot?.slotId}"]`);
  await expectShownAsText(item, bookingNote);
  await expectShownAsText(item, patientName);
  await expectInert(page, dialogs);

  // Public: the /reviews carousel and the home page's reviews.
  await gotoHydrated(page, "/reviews");
  const onReviews = await findInCarousel(page.locator("main"), run);
  await expectShownAsText(onReviews, reviewName);
  await expectShownAsText(onReviews, reviewComment);
  await expectInert(page, dialogs);

  await gotoHydrated(page, "/");
  // The section's code loads once it nears the viewport (decision 0028).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const onHome = await findInCarousel(page.getByTestId("home-reviews"), run);
  await expectShownAsText(onHome, reviewName);
  await expectInert(page, dialogs);

  // Stored verbatim.
  const approved = (await (await page.request.get("/api/reviews/approved")).json()).data as Array<{
    name: string;
    comment: string;
  }>;
  expect(approved.find((r) => r.name === reviewName)?.comment).toBe(reviewComment);
  const confirmation = await page.request.get(`/api/admin/bookings?view=all&from=${day}&to=${day}`);
  expect(JSON.stringify((await confirmation.json()).data)).toContain(JSON.stringify(bookingNote));
});
