import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { saveScreen } from "../support/screens";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * Issue 8, the dashboard: it refreshes by itself after a booking (the 30 s interval, fast-forwarded
 * with Playwright's clock), the earnings chart renders (screenshot + axe), Quick Actions open their
 * sections, and the audit log lists an admin's action.
 */
const sameSite = { "X-Clinic-Request": "1" };

/**
 * A clinic the test talks to: the shared server (Asia/Kolkata, the default CLINIC_TIMEZONE) or a
 * server of the spec's own. `baseURL` empty means the page's baseURL (the shared server).
 */
type Clinic = { baseURL: string; tz: string };
const sharedClinic: Clinic = { baseURL: "", tz: "Asia/Kolkata" };

const clinicDay = (at: Date, tz = sharedClinic.tz) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: tz }).format(at);

/** The zone's offset from UTC at `at`, in minutes (from Intl's "GMT+05:30" / "GMT-4" / "GMT"). */
function offsetMinutes(tz: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /^GMT([+-])(\d{2}):?(\d{2})?$/.exec(name);
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** Midnight starting the clinic's day `day` in `tz`, in epoch ms. */
function dayStartIn(day: string, tz: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return utcMidnight - offsetMinutes(tz, new Date(utcMidnight + 12 * 3_600_000)) * 60_000;
}

/**
 * An IANA zone where it is mid-day now (10:00-13:59 local) with a whole-hour offset that stays
 * the same for the next 14 hours (no DST change today), so the rest of its day always has room
 * for fresh slots, whatever the hour the suite runs at. Named zones (not Etc/*) only; with offsets
 * from -12 to +14 some zone always fits.
 */
function midDayZone(now = new Date()): string {
  const fits = Intl.supportedValuesOf("timeZone").filter((tz) => {
    if (!tz.includes("/") || tz.startsWith("Etc/")) return false;
    const offset = offsetMinutes(tz, now);
    if (offset % 60 !== 0 || offset !== offsetMinutes(tz, new Date(now.getTime() + 14 * 3_600_000)))
      return false;
    const hour = Number(
      new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", hourCycle: "h23" }).format(now),
    );
    return hour >= 10 && hour <= 13;
  });
  if (fits.length === 0) throw new Error(`no whole-hour zone is at mid-day at ${now.toISOString()}`);
  return fits[Math.floor(Math.random() * fits.length)] as string;
}

type AdminSlot = { slotId: string; startAt: string; status: string; booking: unknown };

type AdminSlotFull = AdminSlot & { endAt: string };

/**
 * A fresh 15-minute OPEN slot for this test alone, starting at least 10 minutes from now on the
 * clinic's day `day` (default today) in a gap between existing slots (the demo slots leave
 * 15-minute gaps). Null when the day has no room left (late in the evening).
 */
async function freshSlot(
  page: Page,
  day = clinicDay(new Date()),
  clinic: Clinic = sharedClinic,
): Promise<string | null> {
  const { baseURL, tz } = clinic;
  const existing = (await (await page.request.get(`${baseURL}/api/admin/slots?from=${day}&to=${day}`)).json())
    .data as AdminSlotFull[];
  const taken = existing.map((s) => [Date.parse(s.startAt), Date.parse(s.endAt)] as const);
  const earliest = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
  const dayStart = dayStartIn(day, tz);
  // Odd minutes first, so parallel runs of this spec rarely pick the same window.
  const offset = Math.floor(Math.random() * 7) * 60_000;
  for (
    let start = Math.max(earliest, dayStart) + offset;
    start + 15 * 60_000 <= dayStart + 86_400_000;
    start += 60_000
  ) {
    const end = start + 15 * 60_000;
    if (taken.some(([a, b]) => start < b && end > a)) continue;
    const res = await page.request.post(`${baseURL}/api/admin/slots/bulkCreate`, {
      headers: { ...sameSite, "Idempotency-Key": randomUUID() },
      data: {
        slots: [
          {
            dateKey: day,
            startAt: new Date(start).toISOString(),
            endAt: new Date(end).toISOString(),
            tz,
            status: "OPEN",
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    if ((await res.json()).data.count !== 1) continue; // someone took it meanwhile
    const list = (await (await page.request.get(`${baseURL}/api/admin/slots?from=${day}&to=${day}`)).json())
      .data as AdminSlotFull[];
    return list.find((s) => Date.parse(s.startAt) === start)?.slotId ?? null;
  }
  return null;
}

/**
 * The admin books a slot for a patient who phoned (paid at once: admin.md §4); `payment` says how the
 * clinic took it (decision 0094: not charged when left out, which earns nothing).
 */
async function adminBooks(
  page: Page,
  slotId: string,
  name: string,
  clinic: Clinic = sharedClinic,
  payment?: { kind: "collected"; method: "cash" | "upi" | "card"; amountInPaisa: number },
) {
  const booked = await page.request.post(`${clinic.baseURL}/api/public/bookings`, {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: {
      slotId,
      user: { name, email: "dash@example.com", phone: "+919812345678", timezone: clinic.tz },
      notes: "",
      flow: "book",
      isAdminBooking: true,
      ...(payment ? { payment } : {}),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

/**
 * The refresh test needs two slots later *today* in the clinic's zone, which the shared server
 * (Asia/Kolkata) cannot give from about 23:30 IST. So it runs on a server of its own, started with
 * CLINIC_TIMEZONE set to a zone where it is mid-day now (chosen at run time) and no demo slots;
 * its setup goes through the API in that zone, and it asserts on the patients' names, never on
 * formatted times (which zone the web formats in is not this test's business).
 */
test.describe("on a server whose clinic day is at mid-day", () => {
  test.describe.configure({ mode: "serial" });
  const tz = midDayZone();
  // The browser in the clinic's zone too, as the clinic's own computer is. Not only realism: Playwright's
  // clock replaces `Date`, and a subclass of it (date-fns' TZDate, which the admin's "today" is made with)
  // then answers in the browser's own zone; from about 20:00 to 01:00 UTC the mid-day zone may be on another
  // day than UTC, and the dashboard asked the agenda for the wrong day.
  test.use({ timezoneId: tz });
  let server: SpawnedServer;
  let clinic: Clinic;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await spawnServer({ ADMIN_EMAIL, CLINIC_TIMEZONE: tz, SEED_DEMO: "false" });
    clinic = { baseURL: server.baseURL, tz };
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("the dashboard refreshes by itself after a booking, keeping the page", async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await signIn(page, ADMIN_EMAIL, "/admin", server);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByTestId("card-today-bookings-value")).toHaveText(/^\d+\/\d+$/);
    const today = clinicDay(new Date(), clinic.tz);
    const slotId = await freshSlot(page, today, clinic);
    expect(slotId, `a slot later today (${today}, ${clinic.tz})`).not.toBeNull();

    const patient = `Dash Patient ${randomUUID().slice(0, 6)}`;
    await adminBooks(page, slotId as string, patient, clinic);

    // Nothing on screen knows yet: no reload, no click.
    const list = page.getByTestId("today-appointments");
    await expect(page.getByText(patient)).toHaveCount(0);
    // The 30 000 ms interval elapses (fake clock); the numbers and the list follow.
    await page.clock.fastForward(31_000);
    const row = list.getByRole("listitem").filter({ hasText: patient });
    await expect(row).toBeVisible();
    await expect(row.getByRole("link", { name: /Join meeting/ })).toHaveAttribute("href", /^https:\/\//);

    // 'Refresh Now' in the header refreshes the dashboard at once, without waiting for the interval.
    const second = await freshSlot(page, today, clinic);
    expect(second, `a second slot later today (${today}, ${clinic.tz})`).not.toBeNull();
    const other = `Dash Other ${randomUUID().slice(0, 6)}`;
    await adminBooks(page, second as string, other, clinic);
    await expect(page.getByText(other)).toHaveCount(0);
    await page.getByRole("button", { name: "Refresh Now" }).click();
    await expect(list.getByRole("listitem").filter({ hasText: other })).toBeVisible();
    // One list of today's appointments (the agenda's), each opening its details beside the dashboard.
    await expect(page.getByRole("heading", { name: "Today's appointments" })).toHaveCount(1);
    const todayList = page.getByRole("region", { name: "Today's appointments" });
    await expect(todayList.getByRole("link", { name: "Open the agenda" })).toHaveAttribute(
      "href",
      "/admin/agenda",
    );
    await saveScreen(todayList, "dashboard-today-1280.png");
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreen(todayList, "dashboard-today-375.png");
    await row.getByTestId("agenda-appointment").click();
    const drawer = page.getByTestId("drawer");
    await expect(drawer.getByRole("heading", { name: patient })).toBeVisible();
    await expect(drawer.getByRole("link", { name: /Join meeting/ })).toHaveAttribute("href", /^https:\/\//);
  });
});

test("the earnings chart and table render, the CSV downloads, and axe finds nothing", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  // A consultation paid today at the clinic (booked for a day well ahead), so today's bar has money in it.
  const slotId = await freshSlot(page, clinicDay(new Date(Date.now() + 45 * 86_400_000)));
  await adminBooks(page, slotId as string, "Chart Patient", sharedClinic, {
    kind: "collected",
    method: "cash",
    amountInPaisa: 200_000,
  });
  await page.reload();
  const panel = page.getByRole("region", { name: "Earnings" });
  const chart = panel.getByTestId("earnings-chart");
  await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(panel.getByTestId("earnings-table").locator("tbody tr")).toHaveCount(30);

  await panel.getByLabel("Group by").selectOption("week");
  await expect(panel.getByTestId("earnings-table").locator("tbody tr").first()).toContainText("Week of");
  await expect(chart.locator(".recharts-bar-rectangle, .recharts-cartesian-axis").first()).toBeAttached();
  await panel.getByLabel("Group by").selectOption("month");
  await expect(panel.getByTestId("earnings-table").locator("tbody tr").first()).toBeVisible();

  // A range the server would refuse is explained, not sent.
  await panel.getByLabel("From").fill("2030-01-01");
  await expect(panel.getByText("The start date must not be after the end date.")).toBeVisible();
  await panel.getByLabel("Group by").selectOption("day");
  await expect(panel.getByText("The start date must not be after the end date.")).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^earnings-day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toBe("period,from,to,paid_bookings,gross,tax,refunds,net,currency");
  expect(csv.split("\r\n").filter(Boolean)).toHaveLength(32);

  await expect(panel.getByTestId("earnings-total-net")).not.toHaveText("₹0.00");
  await expect(chart.locator(".recharts-bar-rectangle path").first()).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  await page.screenshot({ path: "/tmp/admin-dashboard-earnings.png", fullPage: true });
  await expectNoAxeViolations(page);
});

test("the Current Rate card shows the amount as the other admin screens do: ₹2,000.00", async ({ page }) => {
  // The shared server keeps the default price, 200000 paise (admin.md §9: 2000 rupees).
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const card = page.getByTestId("card-current-rate");
  await expect(card.getByRole("heading", { name: "Current Rate" })).toBeVisible();
  await expect(page.getByTestId("card-current-rate-value")).toHaveText("₹2,000.00");
});

test("Quick Actions open their sections", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const actions = page.getByRole("region", { name: "Quick Actions" });
  const cases: Array<[string, RegExp, string]> = [
    ["Create Slots", /\/admin\/slots$/, "Manage Slots"],
    ["Update Pricing", /\/admin\/pricing$/, "Pricing"],
    ["Configure Settings", /\/admin\/settings$/, "Settings"],
    ["Manage Reviews", /\/admin\?section=reviews$/, "Reviews"],
  ];
  for (const [label, url, heading] of cases) {
    await page.goto("/admin");
    await actions.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
  }
});

test("Quick Actions stay where they are while the numbers load", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  // The numbers are held back until the links have been measured, then let through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/admin/dashboard", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin");
  await expect(page.getByText("Loading the dashboard…")).toBeVisible();
  const settings = page.getByRole("region", { name: "Quick Actions" }).getByRole("link", {
    name: "Configure Settings",
  });
  const before = await settings.boundingBox();
  release();
  await expect(page.getByTestId("card-current-rate")).toBeVisible();
  await expect(page.getByTestId("dashboard-updated")).toBeVisible();
  expect(await settings.boundingBox()).toEqual(before);
});

test("the audit log tab of Settings lists an admin's action", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  // An admin action: hold a fresh slot (written to the audit log with the admin as who).
  const target = await freshSlot(page, clinicDay(new Date(Date.now() + 50 * 86_400_000)));
  expect(target).not.toBeNull();
  const held = await page.request.patch(`/api/admin/slots/${target}`, {
    headers: sameSite,
    data: { status: "HELD" },
  });
  expect(held.status()).toBe(200);

  await page.goto("/admin/settings");
  await page.getByRole("tab", { name: "Audit log" }).click();
  const log = page.getByTestId("audit-log");
  await log.getByLabel("Kind").selectOption("slot");
  const row = log
    .getByTestId("audit-row")
    .filter({ hasText: target as string })
    .first();
  await expect(row).toContainText("slot.status");
  await expect(row).toContainText("admin@clinic.example");
  await expect(row).toContainText("OPEN");
  await expect(row).toContainText("HELD");
  await expect(log.getByText(/Showing 1-\d+ of \d+ entries/)).toBeVisible();
  await page.screenshot({ path: "/tmp/admin-audit-log.png", fullPage: true });
  await expectNoAxeViolations(page);
});

test("the 'Ready to go live?' card lists what blocks launch, as npm run preflight does", async ({
  page,
}, testInfo) => {
  await signIn(page);
  const card = page.getByTestId("go-live-card");
  await expect(card.getByRole("heading", { name: "Ready to go live?" })).toBeVisible();
  // The shared e2e server is a local test site: dummy payments, the outbox, demo slots, no TLS.
  await expect(card.getByTestId("go-live-summary")).toHaveText(/^Not yet: \d+ things block launch\.$/);
  await expect(card.getByTestId("go-live-payment-provider")).toHaveAttribute("data-level", "blocks");
  await expect(card.getByTestId("go-live-payment-provider")).toContainText("BLOCKS LAUNCH");
  await expect(card.getByTestId("go-live-payment-provider")).toContainText(
    "To do: set PAYMENT_PROVIDER=razorpay",
  );
  await expect(card.getByTestId("go-live-demo-slots")).toHaveAttribute("data-level", "blocks");
  await expect(card.getByTestId("go-live-google-sign-in")).toHaveAttribute("data-level", "warn");
  // The server answers its own PUBLIC_URL: a passing check, folded away until asked for.
  const reachable = card.getByTestId("go-live-public-url-reachable");
  await expect(reachable).toBeHidden();
  await card.getByText(/checks? pass/).click();
  await expect(reachable).toHaveAttribute("data-level", "ok");
  await card.getByText(/checks? pass/).click();
  const fromServer = (await (await page.request.get("/api/admin/preflight")).json()) as {
    data: { checks: Array<{ id: string; level: string }> };
  };
  expect(fromServer.data.checks.filter((c) => c.level === "blocks").length).toBeGreaterThan(0);
  await card.getByRole("button", { name: "Check again" }).click();
  await expect(card.getByTestId("go-live-summary")).toBeVisible();
  await expectNoAxeViolations(page);
  await card.screenshot({ path: testInfo.outputPath("go-live-card.png") });
});
