import { expect, type Page, test } from "@playwright/test";
import { ADMIN_EMAIL, loginLink } from "../support/admin-session";
import { chooseDate } from "../support/calendar";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * The clinic's time zone is the one saved in Settings (decisions 0064, 0065), on a server of its
 * own (without CLINIC_TIMEZONE, so Settings may change it; its demo slots open at 09:00 in Kolkata):
 * the admin saves Europe/London and /book names that zone and shows the same slots at London times;
 * the admin's slot list follows too.
 */
let server: SpawnedServer;

test.describe.configure({ mode: "serial" });
// A visitor in Tokyo: each time shows the visitor's own below it.
test.use({ timezoneId: "Asia/Tokyo" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await spawnServer({ ADMIN_EMAIL, LIMIT_SIGNIN_PER_MINUTE: "1000" });
});

test.afterAll(async () => {
  await server?.stop();
});

type Slot = { slotId: string; startAt: string; startTimeFormatted: string; status: string; dateKey: string };

/** The last date with OPEN slots (a whole day ahead) and its slots, as the public API answers. */
async function lastOpenDay(page: Page) {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const from = new Date(Date.now() - 86_400_000);
  const to = new Date(Date.now() + 20 * 86_400_000);
  const res = await page.request.get(
    `${server.baseURL}/api/public/slots/dates?from=${iso(from)}&to=${iso(to)}`,
  );
  const { dates, timezone } = (await res.json()).data as { dates: string[]; timezone: string };
  const date = dates.at(-1) as string;
  const answer = await (await page.request.get(`${server.baseURL}/api/public/slots?date=${date}`)).json();
  return { date, timezone, answerZone: answer.timezone as string, slots: answer.data as Slot[] };
}

async function openBookAt(page: Page, date: string) {
  await page.goto(`${server.baseURL}/book`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await chooseDate(page, date);
}

test("the admin saves another zone in Settings and /book shows the clinic's times in it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = await lastOpenDay(page);
  expect(before.timezone).toBe("Asia/Kolkata");
  expect(before.answerZone).toBe("Asia/Kolkata");
  await page.goto(`${server.baseURL}/book`);
  // The zone by its short name, as step 2 and the admin name it (issue 19: "(IST)").
  await expect(page.getByText("Times are in the clinic's time zone (IST)")).toBeVisible();

  // Settings → General → Time zone: Europe/London.
  await page.goto(await loginLink(ADMIN_EMAIL, server));
  await expect(page.getByRole("banner")).toContainText(`Welcome, ${ADMIN_EMAIL}`);
  await page.goto(`${server.baseURL}/admin/settings`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Asia/Kolkata");
  await page.getByLabel("Time zone", { exact: true }).selectOption("Europe/London");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Europe/London");

  // The public answers: the same instants, keyed and formatted in London.
  const after = await lastOpenDay(page);
  expect(after.timezone).toBe("Europe/London");
  expect(after.answerZone).toBe("Europe/London");
  const first = after.slots.find((s) => s.status === "OPEN") as Slot;
  const london = new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/London",
    hour: "numeric",
    minute: "2-digit",
  })
    .format(new Date(first.startAt))
    .replace(/\u202f/g, " ")
    .toLowerCase();
  expect(first.startTimeFormatted).toBe(london);
  expect(first.dateKey).toBe(
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(first.startAt)),
  );

  // /book names the new zone and lists the day's times in it, the visitor's own below each.
  await openBookAt(page, after.date);
  // "GMT" in winter, "GMT+1" in summer: as Intl names London on the chosen day.
  const londonName = new Intl.DateTimeFormat("en-IN", { timeZone: "Europe/London", timeZoneName: "short" })
    .formatToParts(new Date(first.startAt))
    .find((p) => p.type === "timeZoneName")?.value;
  await expect(
    page.getByText(`Times are in the clinic's time zone (${londonName}), with your time (GMT+9) below each.`),
  ).toBeVisible();
  const times = page.getByRole("list", { name: "Available times" });
  await expect(times.getByRole("button").first()).toContainText(first.startTimeFormatted);

  // The admin's slot list follows the zone too.
  await page.goto(`${server.baseURL}/admin/slots`);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Slots" })).toBeVisible();
  await page.getByLabel("Show All Slots").uncheck();
  await page.getByLabel("Date", { exact: true }).fill(after.date);
  const rows = page.getByRole("list", { name: "Slots" }).getByRole("listitem");
  const hhmm = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(first.startAt));
  await expect(rows.first()).toContainText(`${hhmm} - `);
});
