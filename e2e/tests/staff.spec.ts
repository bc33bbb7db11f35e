import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { adminBooks, createSlots, emptyDay, patientIdOf } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { saveScreen } from "../support/screens";

/**
 * Issue 34: the owner adds a front-desk member on the Users screen; the member signs in with their own
 * link, sees the day's sections but not Pricing, Settings or Users, and is refused clinical data.
 */
test("the owner adds a front-desk member, who signs in without the owner's sections or clinical data", async ({
  browser,
}) => {
  const email = `desk-${randomUUID().slice(0, 8)}@clinic.example`;
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signIn(owner, undefined, "/admin/users");
  await expect(owner.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  const form = owner.getByRole("form", { name: "Add staff member" });
  await form.getByLabel("Name").fill("Priya Desk");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption({ label: "Front desk" });
  await form.getByRole("button", { name: "Add staff member" }).click();
  const table = owner.getByRole("table", { name: "Staff" });
  await expect(table.getByRole("row").filter({ hasText: email })).toContainText("Front desk");
  await saveScreen(owner, "issue-34/staff-1280.png", { fullPage: true });
  // A second member with the same email is refused under the field, nothing stored.
  await form.getByLabel("Name").fill("Priya Again");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Add staff member" }).click();
  await expect(form.getByText("A staff member with this email already exists")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await expectNoAxeViolations(owner);

  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await deskContext.newPage();
  await signIn(desk, email);
  // The front desk lands on the agenda; its Dashboard is one link away.
  await expect(desk.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  const side = desk.getByTestId("admin-sidebar");
  await expect(side.getByTestId("admin-role")).toHaveText("Front desk");
  const links = side.getByRole("navigation", { name: "Admin sections" });
  await expect(links.getByRole("link", { name: "Bookings", exact: true })).toBeVisible();
  await links.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(desk.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  for (const hidden of ["Appointment kinds", "Packages", "Pricing", "Settings", "Users"])
    await expect(links.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  // The front desk books a patient who phoned and paid in cash, then opens their record: names and
  // contacts, without the clinical sections or the export.
  const patientName = `Desk Patient ${randomUUID().slice(0, 6)}`;
  const [slotId] = await createSlots(desk, await emptyDay(desk, 20), [10]);
  await adminBooks(desk, slotId ?? "", patientName, `${randomUUID().slice(0, 8)}@example.com`, {
    kind: "collected",
    method: "cash",
    amountInPaisa: 200000,
  });
  const patientId = await patientIdOf(desk, patientName);
  await desk.goto(`/admin/patients/${patientId}`);
  await expect(desk.getByRole("heading", { level: 2, name: patientName })).toBeVisible();
  await expect(desk.getByTestId("clinical-hidden")).toBeVisible();
  await expect(desk.getByRole("button", { name: "Download data" })).toHaveCount(0);
  await expect(desk.getByRole("button", { name: "Erase data" })).toHaveCount(0);
  // The server holds the role, whatever the screens show.
  const intake = await desk.request.get(`/api/admin/bookings/${randomUUID()}/intake`);
  expect(intake.status()).toBe(403);
  expect((await intake.json()).code).toBe("forbidden_role");
  const staff = await desk.request.get("/api/admin/staff");
  expect(staff.status()).toBe(403);
  await deskContext.close();
  await ownerContext.close();
});

/**
 * Issue 34: a practitioner's own details on the Users screen, their Google calendar among them; the edit
 * dialog at a phone's width shows what is stored.
 */
test("the owner gives a practitioner their own calendar and registration number", async ({ browser }) => {
  const email = `therapist-${randomUUID().slice(0, 8)}@clinic.example`;
  const calendarId = `therapist-${randomUUID().slice(0, 6)}@group.calendar.google.com`;
  const name = `Anil ${randomUUID().slice(0, 4)}`;
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const owner = await context.newPage();
  await signIn(owner, undefined, "/admin/users");
  const form = owner.getByRole("form", { name: "Add staff member" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption({ label: "Practitioner" });
  const calendar = form.getByLabel("Own Google calendar (its Calendar ID)");
  await calendar.fill("my calendar");
  await form.getByRole("button", { name: "Add staff member" }).click();
  await expect(
    form.getByText("Enter the calendar's id as Google shows it, such as name@group.calendar.google.com"),
  ).toBeVisible();
  await calendar.fill(calendarId);
  await form.getByLabel("Registration number (on their receipts)").fill("KMC/PT/7788");
  await form.getByRole("button", { name: "Add staff member" }).click();
  // At a phone's width the staff list is cards, not a table.
  await expect(owner.getByText(email, { exact: true })).toBeVisible();

  await owner.getByRole("button", { name: new RegExp(`^Actions for ${name}`) }).click();
  await owner.getByRole("menuitem", { name: "Edit", exact: true }).click();
  const dialog = owner.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog.getByLabel("Own Google calendar (its Calendar ID)")).toHaveValue(calendarId);
  await expect(dialog.getByLabel("Registration number (on their receipts)")).toHaveValue("KMC/PT/7788");
  await expectNoAxeViolations(owner);
  await saveScreen(owner, "issue-34/staff-edit-practitioner-375.png", { fullPage: true });
  await context.close();
});
