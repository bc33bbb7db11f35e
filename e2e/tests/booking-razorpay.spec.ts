import { expect, type Page, test } from "@playwright/test";
import { reachPayment, takeOpenSlot } from "../support/booking-wizard";
import { solveAltcha } from "../support/captcha";
import { startFakeRazorpayCheckout } from "../support/fake-razorpay-checkout";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * Razorpay Checkout in the browser (issue 6): a second server runs with PAYMENT_PROVIDER=razorpay
 * against a fake Razorpay on 127.0.0.1 that also serves a fake Checkout script. The payment step
 * loads the script only there, opens it with the order, key, amount, name and prefill, and sends the
 * handler's proof to the verify endpoint; closing or failing the checkout says so; a tampered
 * signature is refused. The Content-Security-Policy allows the checkout's origin on the booking
 * pages only.
 */
const keyId = "rzp_test_e2e";
const keySecret = "e2e_key_secret_for_signatures";
let fake: Awaited<ReturnType<typeof startFakeRazorpayCheckout>>;
let server: SpawnedServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeRazorpayCheckout(keyId, keySecret);
  server = await spawnServer({
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_API_BASE: fake.apiBase,
    RAZORPAY_CHECKOUT_URL: fake.checkoutUrl,
    // Demo slots are never opened on their own with Razorpay (decision 0091); this site asks for them.
    SEED_DEMO: "true",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function toPayment(page: Page) {
  await reachPayment(page, server.baseURL, await takeOpenSlot(page, server.baseURL), solveAltcha);
  await expect(page.getByRole("button", { name: "Pay ₹2,000.00" })).toBeVisible();
  await expect(page.getByText("This is a test payment.")).toHaveCount(0);
}

test("the checkout's origin is allowed on the booking pages only", async ({ request }) => {
  const origin = new URL(fake.checkoutUrl).origin;
  for (const path of ["/book-consultation", "/book"]) {
    const csp = (await request.get(`${server.baseURL}${path}`)).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(new RegExp(`script-src [^;]*${origin}`));
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  }
  for (const path of ["/", "/reviews", "/about-us"]) {
    const csp = (await request.get(`${server.baseURL}${path}`)).headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain(origin);
    expect(csp).not.toContain("frame-src");
  }
});

test("pay through Razorpay Checkout: closed, failed, then paid and confirmed", async ({ page }) => {
  test.setTimeout(90_000);
  // Not loaded before the payment step.
  await toPayment(page);
  expect(fake.scriptLoads()).toBe(0);

  const pay = page.getByRole("button", { name: "Pay ₹2,000.00" });
  const checkout = page.getByRole("dialog", { name: "Fake Razorpay Checkout" });
  await pay.click();
  await expect(checkout).toBeVisible();
  expect(fake.scriptLoads()).toBe(1);
  // The fake script reports its options by a fetch it does not wait for before drawing the dialog.
  await expect.poll(() => fake.opened.length).toBe(1);
  const opened = fake.opened.at(-1);
  expect(opened).toMatchObject({
    key: keyId,
    amount: 200000,
    currency: "INR",
    name: "Physiotherapy Consultation",
    prefill: { name: "Meera Iyer", email: "meera@example.com", contact: "+919123456780" },
  });
  expect(opened?.order_id).toMatch(/^order_fake/);

  // Closed without paying: said so, and the patient can pay again.
  await checkout.getByRole("button", { name: "Fake close" }).click();
  await expect(page.getByText("Payment Cancelled")).toBeVisible();
  await expect(pay).toBeEnabled();

  // A declined card: Checkout's reason is shown.
  await pay.click();
  await checkout.getByRole("button", { name: "Fake fail" }).click();
  await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined (fake)." })).toBeVisible();

  // Paid: the handler's proof is verified by the server and the confirmation opens.
  await checkout.getByRole("button", { name: "Fake pay", exact: true }).click();
  await expect(page).toHaveURL(/\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Video Consultation" })).toBeVisible();
  expect(fake.scriptLoads()).toBe(1);
  const bookingId = page.url().split("/").pop() as string;
  const confirmation = await (
    await page.request.get(`${server.baseURL}/api/public/bookings/${bookingId}`)
  ).json();
  expect(confirmation.data.paymentStatus).toBe("PAID");
});

test("a signature changed in one character is refused and nothing is confirmed", async ({ page }) => {
  test.setTimeout(90_000);
  await toPayment(page);
  await page.getByRole("button", { name: "Pay ₹2,000.00" }).click();
  await page
    .getByRole("dialog", { name: "Fake Razorpay Checkout" })
    .getByRole("button", { name: "Fake pay with a bad signature" })
    .click();
  await expect(page.getByText("Payment Verification Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Please contact support")).toBeVisible();
  await expect(page).toHaveURL(/\/book-consultation$/);
});
