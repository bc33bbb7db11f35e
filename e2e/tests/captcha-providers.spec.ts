import { expect, type Page, test } from "@playwright/test";
import { reachPayment, takeOpenSlot } from "../support/booking-wizard";
import { startFakeCaptchaProvider } from "../support/fake-captcha-provider";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * reCAPTCHA v3 and Cloudflare Turnstile in the browser (issue 5): a server per provider
 * (CAPTCHA_PROVIDER, site key and secret, the script and siteverify addresses pointing at a fake on
 * 127.0.0.1). The review form and the booking form load the provider's script with the site key the
 * server gives, send its token with their own action, and the server verifies it; the policy allows
 * the script's origin on those pages only.
 */
const keys = {
  recaptcha: { siteKey: "recaptcha-site-e2e", secret: "recaptcha-secret-e2e" },
  turnstile: { siteKey: "turnstile-site-e2e", secret: "turnstile-secret-e2e" },
};
let fake: Awaited<ReturnType<typeof startFakeCaptchaProvider>>;
const servers: Partial<Record<"recaptcha" | "turnstile", SpawnedServer>> = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeCaptchaProvider(keys);
  const common = { CAPTCHA_VERIFY_URL: fake.verifyUrl };
  [servers.turnstile, servers.recaptcha] = await Promise.all([
    spawnServer({
      ...common,
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: keys.turnstile.siteKey,
      TURNSTILE_SECRET_KEY: keys.turnstile.secret,
      TURNSTILE_SCRIPT_URL: fake.turnstileScriptUrl,
    }),
    spawnServer({
      ...common,
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: keys.recaptcha.siteKey,
      RECAPTCHA_SECRET_KEY: keys.recaptcha.secret,
      RECAPTCHA_SCRIPT_URL: fake.recaptchaScriptUrl,
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([servers.turnstile?.stop(), servers.recaptcha?.stop()]);
  await fake?.close();
});

async function fillReview(page: Page, baseURL: string, name: string) {
  await page.goto(`${baseURL}/reviews`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("radio", { name: "5 stars" }).focus();
  await page.keyboard.press("Space");
  await page.getByLabel("Your Review").fill("Kind, careful and clear advice at every visit.");
}

async function solveTurnstile(page: Page) {
  await expect(page.getByTestId("captcha")).toHaveAttribute("data-ready", "true");
  await page.getByRole("button", { name: "Fake Turnstile: verify you are human" }).click();
  await expect(page.getByRole("button", { name: "Fake Turnstile: success" })).toBeVisible();
}

test("the provider's script origin is allowed on the review and booking pages only", async ({ request }) => {
  for (const provider of ["turnstile", "recaptcha"] as const) {
    const base = servers[provider]?.baseURL as string;
    for (const path of ["/reviews", "/book-consultation", "/book"]) {
      const csp = (await request.get(`${base}${path}`)).headers()["content-security-policy"] ?? "";
      expect(csp).toMatch(new RegExp(`script-src [^;]*${fake.base}`));
    }
    for (const path of ["/", "/about-us"]) {
      const csp = (await request.get(`${base}${path}`)).headers()["content-security-policy"] ?? "";
      expect(csp).not.toContain(fake.base);
    }
    const config = await (await request.get(`${base}/api/captcha/config`)).json();
    expect(config.data).toMatchObject({ provider, siteKey: keys[provider].siteKey });
  }
});

test("Turnstile: a review is verified with the review action, then a booking with the booking action", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const base = servers.turnstile?.baseURL as string;
  await fillReview(page, base, "Kiran Turnstile");
  await expect(page.getByTestId("captcha")).toHaveAttribute("data-provider", "turnstile");
  await solveTurnstile(page);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Review!" })).toBeVisible();
  expect(fake.scriptLoads).toContain("/turnstile/v0/api.js?render=explicit");
  expect(fake.verifyCalls.at(-1)).toEqual({
    provider: "turnstile",
    sitekey: keys.turnstile.siteKey,
    action: "review",
    accepted: true,
  });

  await reachPayment(page, base, await takeOpenSlot(page, base), solveTurnstile);
  expect(fake.verifyCalls.at(-1)).toMatchObject({
    provider: "turnstile",
    action: "book_submit",
    accepted: true,
  });
  // The dummy payment is verified as soon as step 3 opens (decision 0077).
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
});

test("reCAPTCHA v3: the invisible token is fetched with the site key and verified with the review action", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const base = servers.recaptcha?.baseURL as string;
  await fillReview(page, base, "Lata Recaptcha");
  await expect(page.getByTestId("captcha")).toHaveAttribute("data-provider", "recaptcha");
  await expect(page.getByTestId("captcha")).toHaveAttribute("data-ready", "true");
  await expect(page.getByText("This form is protected by reCAPTCHA")).toBeVisible();
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Review!" })).toBeVisible();
  expect(fake.scriptLoads).toContain(`/recaptcha/api.js?render=${keys.recaptcha.siteKey}`);
  expect(fake.verifyCalls.at(-1)).toEqual({
    provider: "recaptcha",
    sitekey: keys.recaptcha.siteKey,
    action: "review",
    accepted: true,
  });
});
