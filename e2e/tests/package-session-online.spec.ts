import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { emptyDay, sameSite, slotsOn } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { manageLinkFromEmail } from "../support/manage-link";
import { saveScreen } from "../support/screens";

/**
 * Issue 35: the patient books their next session from a package on the manage page. The desk sells a
 * package (a kind of its own, bookable up to ten years ahead, on a day far past other specs' days) and
 * books its first session; through that booking's manage link the patient books a second one with the
 * wizard's calendar; the package counts it booked ahead and its confirmation email comes.
 */
const post = async (page: Page, url: string, data: unknown) => {
  const res = await page.request.post(url, {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
};

/** The desk books `slotId` of `kindId` for the patient, paid as given (nothing charged when left out). */
const deskBooks = (
  page: Page,
  slotId: string,
  kindId: string,
  name: string,
  email: string,
  payment?: unknown,
) =>
  post(page, "/api/public/bookings", {
    slotId,
    kindId,
    user: { name, email, phone: "+919812345678", timezone: "Asia/Kolkata" },
    notes: "",
    flow: "book",
    isAdminBooking: true,
    ...(payment ? { payment } : {}),
  });

test("the patient books a session from their package on the manage page", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const run = randomUUID().slice(0, 6);
  const kind = await post(admin, "/api/admin/appointment-kinds", {
    name: `MLD session ${run}`,
    mode: "in_clinic",
    durationMinutes: 60,
    bufferMinutes: 0,
    amountInPaisa: 150_000,
    minNoticeHours: 0,
    maxAdvanceDays: 3650,
    bookableOnline: true,
    colour: "#1d4ed8",
  });
  const day = await emptyDay(admin, 1800);
  const slots = [10, 12, 14].map((h) => ({
    dateKey: day,
    startAt: new Date(`${day}T${h}:00:00+05:30`).toISOString(),
    endAt: new Date(`${day}T${h + 1}:00:00+05:30`).toISOString(),
    tz: "Asia/Kolkata",
    status: "OPEN",
    kindIds: [kind.id],
  }));
  const made = await admin.request.post("/api/admin/slots/bulkCreate", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: { slots },
  });
  expect(made.status(), await made.text()).toBe(200);
  const [first, second, third] = (await slotsOn(admin, day)).map((s) => s.slotId);

  // A patient who phoned: their record, a package sold at the desk, its first session booked by the desk.
  const name = `Package Online ${run}`;
  const email = `${run}-pkg@example.com`;
  await deskBooks(admin, first ?? "", kind.id, name, email);
  const found = await admin.request.get(`/api/admin/patients?q=${encodeURIComponent(name)}`);
  const patientId = ((await found.json()).data as { id: string }[])[0]?.id;
  const pkg = await post(admin, "/api/admin/packages", {
    name: `MLD course ${run}`,
    kindId: kind.id,
    sessions: 5,
    amountInPaisa: 500_000,
    validityDays: 3650,
    sellOnline: false,
  });
  const sold = await post(admin, `/api/admin/patients/${patientId}/packages`, {
    packageId: pkg.id,
    payment: { kind: "collected", method: "cash", amountInPaisa: 500_000 },
  });
  const paying = await deskBooks(admin, second ?? "", kind.id, name, email, {
    kind: "package",
    purchaseId: sold.purchaseId,
  });

  // The patient, on a phone, through the manage link of the session the package paid.
  const phone = await (
    await browser.newContext({ viewport: { width: 375, height: 800 }, timezoneId: "Asia/Kolkata" })
  ).newPage();
  await phone.goto(await manageLinkFromEmail(paying.bookingId));
  const mine = phone.getByRole("region", { name: "My packages" });
  await expect(mine.getByText("5 of 5 sessions left")).toBeVisible();
  await expect(mine.getByText("1 of them booked ahead")).toBeVisible();
  await mine.getByRole("button", { name: "Book a session" }).click();
  await expect(mine.getByText(`Choose a time for your next session of MLD course ${run}`)).toBeVisible();
  // Five years ahead: month by month to the day.
  const dayButton = mine.locator(`[data-day="${day}"]:not([data-outside]) button`);
  await mine.locator("[data-day]:not([data-outside])").first().waitFor();
  for (let i = 0; i < 80 && (await dayButton.count()) === 0; i++)
    await mine.getByRole("button", { name: /next month/i }).click();
  await dayButton.click();
  const open = (
    await (await phone.request.get(`/api/public/slots?date=${day}&kindId=${kind.id}`)).json()
  ).data.find((s: { slotId: string }) => s.slotId === third) as { startTimeFormatted: string };
  await mine.getByRole("button", { name: new RegExp(`^${open.startTimeFormatted}`) }).click();
  await mine.getByRole("button", { name: "Book this time" }).scrollIntoViewIfNeeded();
  await saveScreen(phone, "issue-35/book-from-package-375.png");
  await mine.getByRole("button", { name: "Book this time" }).click();
  await expect(
    phone.getByText("Session booked. The confirmation is on its way to your email."),
  ).toBeVisible();
  await expect(mine.getByText("2 of them booked ahead")).toBeVisible();
  await expect(mine.getByRole("button", { name: "Book a session" })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The desk sees the session on the package, and the patient got its confirmation with its own manage link.
  const purchases = await admin.request.get(`/api/admin/patients/${patientId}/packages`);
  const purchase = (await purchases.json()).data.items[0] as {
    sessionsBooked: number;
    ledger: Array<{ reason: string; bookingId: string | null }>;
  };
  expect(purchase.sessionsBooked).toBe(2);
  const booked = purchase.ledger.filter((l) => l.reason === "used").map((l) => l.bookingId);
  const online = booked.find((id) => id !== paying.bookingId);
  expect(await manageLinkFromEmail(online ?? "")).toContain(`/manage/${online}#token=`);
});
