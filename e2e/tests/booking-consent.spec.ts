import { expect, test } from "@playwright/test";
import { takeOpenSlot } from "../support/booking-wizard";
import { chooseDate } from "../support/calendar";
import { solveAltcha } from "../support/captcha";
import { saveScreen } from "../support/screens";
import { querySiteDatabase } from "../support/site-database";

/**
 * Consent at booking (issue 20; decision 0100), on a phone-sized screen: step 2 summarises the privacy
 * notice, links to the whole of it in a new tab (the wizard keeps what was typed), and asks two required
 * consents, each with its error beside it; the booking then stores both with the notice's version,
 * the time and the keyed hash of the address.
 */
test.use({ viewport: { width: 375, height: 800 } });

test("a patient reads the notice, gives both consents and books; the consents are stored", async ({
  page,
  context,
}) => {
  const notice = (await (await page.request.get("/api/public/privacy-notice")).json()).data as {
    version: string;
    title: string;
  };
  const { date, slot } = await takeOpenSlot(page, "");

  await page.goto("/book-consultation");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await chooseDate(page, date);
  await page.getByRole("button", { name: new RegExp(`^${slot.startTimeFormatted}`) }).click();
  await page.getByRole("button", { name: "Continue to Details" }).click();
  await expect(page.getByRole("heading", { name: "Tell us about you" })).toBeVisible();
  await page.getByLabel(/Full Name/).fill("Kamala Devi");
  await page.getByLabel(/Email/).fill("kamala@example.com");
  await page.getByLabel(/Phone Number/).fill("9123456781");
  await page.getByLabel(/Additional Notes/).fill("Swelling in the right arm after surgery");
  await page.getByLabel(/I agree to the/).check();

  const consent = page.getByRole("group", { name: "Your privacy and consent" });
  await expect(consent.getByText("We never sell your data or use it for advertising.")).toBeVisible();
  await saveScreen(page, "consent-step2-375.png", { fullPage: true });
  await expect(consent.getByText(/call 112 or go to the nearest hospital/)).toBeVisible();
  await expect(consent.getByText(/they will tell you and help you arrange it/)).toBeVisible();
  const processing = page.getByRole("checkbox", { name: /I agree that the clinic may use my details/ });
  const video = page.getByRole("checkbox", { name: /I agree to a video consultation/ });
  // Large targets: the whole row is each box's label, at least 44 px high.
  for (const box of [processing, video]) {
    const row = page.locator("label", { has: box });
    expect((await row.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }

  // The whole notice opens in a new tab; the wizard keeps its state.
  const link = consent.getByRole("link", { name: /Read the full privacy notice/ });
  await expect(link).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(tab).toHaveURL(/\/privacy$/);
  await expect(tab.getByRole("heading", { level: 1, name: notice.title })).toBeVisible();
  await expect(tab.getByText(`Version ${notice.version}`)).toBeVisible();
  for (const heading of ["What we collect", "Who else sees it", "How long we keep it", "Your rights"])
    await expect(tab.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await tab.close();
  await expect(page.getByLabel(/Full Name/)).toHaveValue("Kamala Devi");

  // Unticked: an error beside each box, and nothing is sent.
  let posted = 0;
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/public/bookings") posted += 1;
  });
  await solveAltcha(page);
  const proceed = page.getByRole("button", { name: "Proceed to Payment" });
  await proceed.click();
  await expect(page.locator("#consentProcessing-error")).toHaveText(
    "Please agree to the use of your data for your consultation",
  );
  await expect(page.locator("#consentTeleconsultation-error")).toHaveText(
    "Please agree to a video consultation to continue",
  );
  await expect(processing).toHaveAttribute("aria-invalid", "true");
  await expect(video).toHaveAccessibleDescription("Please agree to a video consultation to continue");
  expect(posted).toBe(0);

  // Both ticked: the booking carries the consent under the notice's version, and is made.
  await processing.check();
  await video.check();
  const created = page.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/public/bookings",
  );
  await proceed.click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON().consent).toEqual({
    noticeVersion: notice.version,
    teleconsultation: true,
  });
  const { bookingId } = (await response.json()).data as { bookingId: string };
  await expect(page).toHaveURL(new RegExp(`/success/${bookingId}$`));

  const stored = await querySiteDatabase<{
    kind: string;
    notice_version: string;
    method: string;
    address_hash: string | null;
    taken_by: string | null;
    recent: boolean;
  }>(
    `select kind, notice_version, method, address_hash, taken_by,
       given_at > now() - interval '5 minutes' as recent
     from consents where booking_id = $1 order by kind`,
    [bookingId],
  );
  expect(
    stored.map((row) => ({ ...row, address_hash: /^[0-9a-f]{32}$/.test(row.address_hash ?? "") })),
  ).toEqual(
    ["processing", "teleconsultation"].map((kind) => ({
      kind,
      notice_version: notice.version,
      method: "online",
      address_hash: true,
      taken_by: null,
      recent: true,
    })),
  );
});
