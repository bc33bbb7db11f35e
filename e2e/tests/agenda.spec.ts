import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { bulkCreateReady, clinicDay, createSlots, emptyDay, sameSite, slotsOn } from "../support/admin-data";
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
 * Issue 34: the owner adds an in-clinic kind and a front-desk member, and makes a slot taking the kind
 * on the bulk form; the member books a patient who phoned into it, and the booking shows on the agenda
 * (day, week, and a phone's list); the member marks an appointment that has started as a no-show, and is
 * refused its intake.
 */
test("an in-clinic kind, a slot taking it, a front-desk booking on the agenda, and a no-show", async ({
  browser,
}) => {
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
  await bulkCreateReady(page);
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
  await expect.poll(async () => (await slotsOn(page, day))[0]?.status).toBe("OPEN");

  // A front-desk member books a patient who phoned into the in-clinic slot, paid in cash at the desk:
  // the dialog books the kind chosen at its price, and asks no video consent.
  const deskEmail = `desk-${randomUUID().slice(0, 8)}@clinic.example`;
  const added = await page.request.post("/api/admin/staff", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: { email: deskEmail, name: "Agenda Desk", role: "front_desk" },
  });
  expect(added.status(), await added.text()).toBe(201);
  await context.close();
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await deskContext.newPage();
  await signIn(desk, deskEmail);
  await expect(desk.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await desk.goto("/admin/slots");
  await desk.getByLabel("Show All Slots").uncheck();
  await desk.getByLabel("Date", { exact: true }).fill(day);
  const slotRow = desk.getByRole("list", { name: "Slots" }).getByRole("listitem");
  await expect(slotRow).toHaveCount(1);
  await slotRow.getByRole("button", { name: "Book", exact: true }).click();
  const dialog = desk.getByRole("dialog", { name: "Create Booking" });
  const patient = `Agenda Patient ${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel("Full Name").fill(patient);
  await dialog.getByLabel("Email").fill(`${randomUUID().slice(0, 8)}@example.com`);
  await dialog.getByLabel("Phone Number").fill("9812345678");
  // The slot takes the consultation too (the bulk form's default kind stays ticked): the desk picks.
  await dialog.getByLabel("Appointment kind").selectOption({ label: `${kindName} (45 min, ₹1,500.00)` });
  await expect(dialog.getByText("The patient agreed, on the phone, to our privacy notice.")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Consent taken by phone" }).check();
  await dialog.getByLabel("Collected at the clinic").check();
  await expect(dialog.getByLabel("Amount (₹)")).toHaveValue("1500.00");
  await dialog.getByLabel("Method").selectOption({ label: "Cash" });
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(dialog).toBeHidden();
  const booked = await desk.request.get(`/api/admin/agenda?from=${day}&to=${day}`);
  expect((await booked.json()).data.items).toEqual([
    expect.objectContaining({
      kind: expect.objectContaining({ id: kindId }),
      patient: expect.objectContaining({ name: patient }),
    }),
  ]);

  // The day: the booking in its practitioner's column, with its time and kind; not markable before it starts.
  await desk.goto(`/admin/agenda?view=day&date=${day}`);
  await expect(desk.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  const grid = desk.getByTestId("agenda-grid");
  const block = grid.getByTestId("agenda-appointment").filter({ hasText: patient });
  await expect(block).toContainText("10:00 am");
  await expect(block).toContainText(kindName);
  await expect(desk.getByTestId("agenda-list")).toBeHidden();
  await saveScreen(desk, "issue-34/agenda-day-1280.png", { fullPage: true });
  await block.click();
  const drawer = desk.getByTestId("drawer");
  await expect(drawer.getByRole("link", { name: patient })).toHaveAttribute("href", /\/admin\/patients\//);
  await expect(drawer.getByRole("button", { name: "Attended" })).toBeDisabled();
  await expect(drawer).toContainText("Attendance can be marked once the appointment has started.");
  await expectNoAxeViolations(desk);
  await desk.keyboard.press("Escape");

  // The week holds the same booking; next and previous move by a week.
  await desk.getByRole("button", { name: "Week", exact: true }).click();
  await expect(grid.getByTestId("agenda-appointment").filter({ hasText: patient })).toBeVisible();
  await saveScreen(desk, "issue-34/agenda-week-1280.png", { fullPage: true });
  await desk.getByRole("button", { name: "Next week" }).click();
  await expect(grid.getByTestId("agenda-appointment").filter({ hasText: patient })).toHaveCount(0);
  await desk.getByRole("button", { name: "Previous week" }).click();
  await expect(grid.getByTestId("agenda-appointment").filter({ hasText: patient })).toBeVisible();

  // An appointment that has started: no API books the past, so its slot is moved to now in the database.
  // It starts no earlier than the clinic's midnight: in the day's first half hour, half an hour before now
  // is yesterday, and the slot would cross into today from the day before.
  const [pastSlotId] = await createSlots(desk, await emptyDay(desk, 1100), [15]);
  const latePatient = await bookForKind(desk, pastSlotId ?? "");
  const today = clinicDay(0);
  await querySiteDatabase(
    `update slots set start_at = greatest(date_trunc('minute', now()) - interval '30 minutes',
         ($2::date)::timestamp at time zone 'Asia/Kolkata'),
       end_at = date_trunc('minute', now()) + interval '30 minutes', date_key = $2 where id = $1`,
    [pastSlotId, today],
  );
  await desk.goto("/admin/agenda");
  await desk
    .getByTestId("agenda-grid")
    .getByTestId("agenda-appointment")
    .filter({ hasText: latePatient })
    .click();
  await drawer.getByRole("button", { name: "No-show" }).click();
  await expect(drawer.getByTestId("attendance-message")).toHaveText("Marked as no-show");
  await desk.keyboard.press("Escape");
  const late = desk
    .getByTestId("agenda-grid")
    .getByTestId("agenda-appointment")
    .filter({ hasText: latePatient });
  await expect(late).toHaveAttribute("data-status", "No-show");
  await expect(desk.getByTestId("agenda-now")).toHaveCount(
    await desk.getByTestId("agenda-column-head").count(),
  );
  await saveScreen(desk, "issue-34/agenda-today-no-show-1280.png", { fullPage: true });
  // The front desk sees who is booked, never the intake (clinical data).
  const listed = await desk.request.get(`/api/admin/slots?from=${day}&to=${day}`);
  const bookingId = (await listed.json()).data[0]?.booking?.bookingId as string;
  const intake = await desk.request.get(`/api/admin/bookings/${bookingId}/intake`);
  expect(intake.status()).toBe(403);
  expect((await intake.json()).code).toBe("forbidden_role");
  await deskContext.close();

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
