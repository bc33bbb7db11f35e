import { closeSync, existsSync, openSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { chooseDate } from "./calendar";

export type OpenSlot = { date: string; slot: { slotId: string; startTimeFormatted: string; status: string } };

/**
 * OPEN slots of the next few dates with any, on the server at `baseURL`, from the day after tomorrow: a
 * booking made on them can still be moved or cancelled online (more than 24 hours ahead), whatever the
 * hour the tests run at. `keep` leaves slots out (a date counts once it has a kept one).
 */
export async function openSlots(
  page: Page,
  baseURL: string,
  keep: (slot: OpenSlot) => boolean = () => true,
): Promise<OpenSlot[]> {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const from = new Date(Date.now() + 2 * 86_400_000);
  const to = new Date(from.getTime() + 20 * 86_400_000);
  const res = await page.request.get(`${baseURL}/api/public/slots/dates?from=${iso(from)}&to=${iso(to)}`);
  const dates: string[] = (await res.json()).data.dates;
  const found: OpenSlot[] = [];
  let datesWithAny = 0;
  for (const date of dates) {
    if (datesWithAny === 3) break;
    const slots: OpenSlot["slot"][] = (
      await (await page.request.get(`${baseURL}/api/public/slots?date=${date}`)).json()
    ).data;
    const kept = slots
      .filter((slot) => slot.status === "OPEN")
      .map((slot) => ({ date, slot }))
      .filter(keep);
    if (kept.length > 0) datesWithAny += 1;
    found.push(...kept);
  }
  if (found.length === 0) throw new Error("no OPEN slot left to use (the demo seed opens weekday slots)");
  return found;
}

/**
 * The slots a test of this run has taken, one empty file each in a folder the run shares
 * (playwright.config.ts makes it; the workers inherit it). A file is created exclusively, so of two
 * workers taking one slot at the same moment exactly one succeeds.
 */
function claimFile(slotId: string): string {
  const folder = process.env.E2E_SLOT_CLAIMS_DIR;
  if (!folder) throw new Error("E2E_SLOT_CLAIMS_DIR is not set: run the tests with e2e/playwright.config.ts");
  return path.join(folder, slotId);
}

/** Takes a slot for the calling test: false when another test of the run took it first. */
export function claimSlot(slotId: string): boolean {
  try {
    closeSync(openSync(claimFile(slotId), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Whether no test of this run has taken the slot yet. */
export const untaken = ({ slot }: OpenSlot) => !existsSync(claimFile(slot.slotId));

/**
 * The first OPEN slot (as `openSlots`) that no other test of this run has taken, now taken for the caller.
 * The specs share one server and its demo slots: a time two tests walk the wizard to at once is held for
 * one and refused to the other ("This slot is no longer available"), so picking "apart" by position is not
 * enough. A test that walks to a time and books nothing takes it too: a time another test holds is greyed
 * out in the wizard, and a click on it waits out the test. If another test takes the pick first, it looks
 * again.
 */
export async function takeOpenSlot(page: Page, baseURL: string): Promise<OpenSlot> {
  for (let tries = 0; tries < 20; tries++) {
    const [pick] = await openSlots(page, baseURL, untaken);
    if (pick && claimSlot(pick.slot.slotId)) return pick;
  }
  throw new Error("another test took every slot picked, 20 times");
}

/** Who books in the wizard: by default the same patient in every spec (one patient record, decision 0099). */
export type Patient = { name: string; email: string; phone: string };
export const meera: Patient = { name: "Meera Iyer", email: "meera@example.com", phone: "9123456780" };

/** A patient of one's own, for a spec that changes the record (erasure), so no other spec's patient is touched. */
export function newPatient(name: string): Patient {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    name,
    email: `${run}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
  };
}

/**
 * Walks /book-consultation on the server at `baseURL` to the payment step: the date, the time, the
 * details, then `solveCaptcha` (which robot check depends on the server's CAPTCHA_PROVIDER). With the
 * dummy provider step 3 verifies the payment at once (decision 0077), so the step may already have
 * given way to the confirmation: this waits for the booking to be created, not for the step.
 */
export async function reachPayment(
  page: Page,
  baseURL: string,
  { date, slot }: OpenSlot,
  solveCaptcha: (page: Page) => Promise<void>,
  patient: Patient = meera,
  /** More of step 2 before it is sent (e.g. the WhatsApp box, issue 21). */
  beforeSubmit?: (page: Page) => Promise<void>,
) {
  await page.goto(`${baseURL}/book-consultation`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await chooseDate(page, date);
  await page.getByRole("button", { name: new RegExp(`^${slot.startTimeFormatted}`) }).click();
  await page.getByRole("button", { name: "Continue to Details" }).click();
  await expect(page.getByRole("heading", { name: "Tell us about you" })).toBeVisible();
  await page.getByLabel(/Full Name/).fill(patient.name);
  await page.getByLabel(/Email/).fill(patient.email);
  await page.getByLabel(/Phone Number/).fill(patient.phone);
  await page.getByLabel(/Additional Notes/).fill("Swelling in the left arm");
  await page.getByLabel(/I agree to the/).check();
  await giveConsent(page);
  await beforeSubmit?.(page);
  await solveCaptcha(page);
  const created = page.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/public/bookings",
  );
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  expect((await created).status()).toBe(201);
}

/**
 * Holds the browser's payment verify call until `release()`; `requested` gives its body. Lets a test
 * look at step 3 before the dummy payment, verified at once, moves on to the confirmation.
 */
export async function holdVerify(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let received: (body: Record<string, unknown>) => void = () => {};
  const requested = new Promise<Record<string, unknown>>((resolve) => {
    received = resolve;
  });
  await page.route(
    "**/api/public/bookings/*/payments/verify",
    async (route) => {
      received(route.request().postDataJSON());
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { requested, release: () => release() };
}

/** Step 2's two consents (decision 0100): the processing of the patient's data, and the video consultation. */
export async function giveConsent(page: Page) {
  await page.getByRole("checkbox", { name: /I agree that the clinic may use my details/ }).check();
  await page.getByRole("checkbox", { name: /I agree to a video consultation/ }).check();
}

/**
 * The consent a booking sent through the API carries: the version of the privacy notice the server at
 * `baseURL` shows (GET /api/public/privacy-notice), as the wizard sends the one it was built with.
 */
export async function consentOf(request: APIRequestContext, baseURL = "") {
  const res = await request.get(`${baseURL}/api/public/privacy-notice`);
  expect(res.status()).toBe(200);
  const { version } = (await res.json()).data as { version: string };
  return { noticeVersion: version, teleconsultation: true };
}
