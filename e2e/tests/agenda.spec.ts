import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { clinicDay, createSlots, emptyDay, sameSite, slotsOn } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { saveScreen } from "../support/screens";
import { querySiteDatabase } from "../support/site-database";

/** The admin books a patient who phoned, for a kind, paid in cash at the desk; returns the patient's name. */
async function bookForKind(page: Page, slotId: string, kindId?: string): Promise<string> {
  const name = `Agenda Patient ${randomUUID().slice(0, 6)}`;
  const res = await page.request.post("/api/public/bookings", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: {
      slotId,
      ...(kindId ? { kindId } : {}),
      user: {
        name,
        email: `${randomUUID().slice(0, 8)}@example.com`,
        phone: "+919812345678",
        timezone: "Asia/Kolkata",
      },
      notes: "",
      flow: "book",
      isAdminBooking: true,
      payment: { kind: "collected", method: "cash", amountInPaisa: 150000 },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return name;
}

const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * Issue 34: the owner adds an in-clinic kind, makes a slot taking it on the bulk form, and the booking
 * shows on the agenda (day, week, and a phone's list); an appointment that has started is marked as a no-show.
 */
test("an in-clinic kind, a slot taking it, its booking on the agenda, and a no-show", async ({ browser }) => {
  // Two sign-ins, a bulk create and three axe runs.
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, undefined, "/admin/appointment-kinds");
  await expect(page.getByRole("heading", { level: 1, name: "Appointment kinds" })).toBeVisible();
  const kindName = `Clinic visit ${randomUUID().slice(0, 4)}`;
  const form = page.getByRole("form", { name: "Add appointment kind" });
  await form.getByLabel("Name", { exact: true }).fill(kindName);
  await form.getByLabel("Mode").selectOption({ label: "In the clinic" });
  await expect(form.getByLabel("Address (optional)")).toHaveAttribute("placeholder", /clinic's address/);
  await form.getByLabel("Duration (minutes)").fill("45");
  await form.getByLabel("Price (₹)").fill("1500");
  // The slot is about three years ahead (emptyDay): the kind is booked that far.
  await form.getByLabel("Bookable up to (days ahead)").fill("1200");
  // Booked by the front desk only: a second kind online would change the wizard of every spec sharing
  // this server (booking-kinds.spec.ts books one online on a server of its own).
  await form.getByLabel("Patients can book it online").uncheck();
  await form.getByRole("button", { name: "Add appointment kind" }).click();
  const table = page.getByRole("table", { name: "Appointment kinds" });
  const row = table.getByRole("row").filter({ hasText: kindName });
  await expect(row).toContainText("₹1,500.00");
  await expect(row).toContainText("45 min");
  await expect(row).toContainText("In the clinic");
  await expectNoAxeViolations(page);
  await saveScreen(page, "issue-34/appointment-kinds-1280.png", { fullPage: true });
  const kinds = (await (await page.request.get("/api/admin/appointment-kinds")).json()).data.items as {
    id: string;
    name: string;
  }[];
  const kindId = kinds.find((k) => k.name === kindName)?.id ?? "";

  // A 45-minute slot at 10:00 on an empty day, taking the new kind, made on the bulk form. The days
  // are far beyond every other spec's (emptyDay is checked, not reserved: two specs may pick one day).
  const day = await emptyDay(page, 1000);
  await page.goto("/admin/slots");
  await page.getByLabel("Start Date").fill(day);
  await page.getByLabel("End Date").fill(day);
  await page.getByLabel("Daily Start Time").fill("10:00");
  await page.getByLabel("Daily End Time").fill("10:45");
  await page.getByLabel("Duration (minutes)").fill("45");
  await page.getByLabel("Buffer (minutes)").fill("0");
  const weekday = page.getByRole("button", {
    name: weekdayNames[new Date(`${day}T12:00:00Z`).getUTCDay()],
    exact: true,
  });
  if ((await weekday.getAttribute("aria-pressed")) !== "true") await weekday.click();
  await expect(page.getByLabel("Practitioner")).toBeVisible();
  await page.getByRole("checkbox", { name: kindName }).check();
  await page.getByRole("button", { name: "Create 1 Slots" }).click();
  await expect.poll(async () => (await slotsOn(page, day)).length).toBe(1);
  const [slot] = await slotsOn(page, day);
  const patient = await bookForKind(page, slot?.slotId ?? "", kindId);

  // The day: the booking in its practitioner's column, with its time and kind; not markable before it starts.
  await page.goto(`/admin/agenda?view=day&date=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  const grid = page.getByTestId("agenda-grid");
  const block = grid.getByTestId("agenda-appointment").filter({ hasText: patient });
  await expect(block).toContainText("10:00 am");
  await expect(block).toContainText(kindName);
  await expect(page.getByTestId("agenda-list")).toBeHidden();
  await saveScreen(page, "issue-34/agenda-day-1280.png", { fullPage: true });
  await block.click();
  const drawer = page.getByTestId("drawer");
  await expect(drawer.getByRole("link", { name: patient })).toHaveAttribute("href", /\/admin\/patients\//);
  await expect(drawer.getByRole("button", { name: "Attended" })).toBeDisabled();
  await expect(drawer).toContainText("Attendance can be marked once the appointment has started.");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  // The week holds the same booking; next and previous move by a week.
  await page.getByRole("button", { name: "Week", exact: true }).click();
  await expect(grid.getByTestId("agenda-appointment").filter({ hasText: patient })).toBeVisible();
  await saveScreen(page, "issue-34/agenda-week-1280.png", { fullPage: true });
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(grid.getByTestId("agenda-appointment").filter({ hasText: patient })).toHaveCount(0);
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(grid.getByTestId("agenda-appointment").filter({ hasText: patient })).toBeVisible();

  // An appointment that has started: no API books the past, so its slot is moved to now in the database.
  const [pastSlotId] = await createSlots(page, await emptyDay(page, 1100), [15]);
  const latePatient = await bookForKind(page, pastSlotId ?? "");
  const today = clinicDay(0);
  await querySiteDatabase(
    `update slots set start_at = date_trunc('minute', now()) - interval '30 minutes',
       end_at = date_trunc('minute', now()) + interval '30 minutes', date_key = $2 where id = $1`,
    [pastSlotId, today],
  );
  await page.goto("/admin/agenda");
  await page
    .getByTestId("agenda-grid")
    .getByTestId("agenda-appointment")
    .filter({ hasText: latePatient })
    .click();
  await drawer.getByRole("button", { name: "No-show" }).click();
  await expect(drawer.getByTestId("attendance-message")).toHaveText("Marked as no-show");
  await page.keyboard.press("Escape");
  const late = page
    .getByTestId("agenda-grid")
    .getByTestId("agenda-appointment")
    .filter({ hasText: latePatient });
  await expect(late).toHaveAttribute("data-status", "No-show");
  await expect(page.getByTestId("agenda-now")).toHaveCount(
    await page.getByTestId("agenda-column-head").count(),
  );
  await saveScreen(page, "issue-34/agenda-today-no-show-1280.png", { fullPage: true });
  await context.close();

  // On a phone the day is a list.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const small = await phone.newPage();
  await signIn(small, undefined, `/admin/agenda?date=${day}`);
  const list = small.getByTestId("agenda-list");
  await expect(list.getByTestId("agenda-appointment").filter({ hasText: patient })).toContainText(kindName);
  await expect(small.getByTestId("agenda-grid")).toBeHidden();
  await expectNoAxeViolations(small);
  await saveScreen(small, "issue-34/agenda-day-375.png", { fullPage: true });
  await phone.close();
});
