import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  adminBooks,
  createSlots,
  emptyDay,
  filterBookings,
  patientIdOf,
  sameSite,
} from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { saveScreen } from "../support/screens";

/**
 * Issue 34's roles, seen from the member's side: every section a practitioner or the front desk can open,
 * and a patient's page, ask the server only what their role may read (no call of theirs is refused), and
 * show times in the clinic's zone even when their computer is set to another.
 */
const members = [
  { role: "front_desk", label: "front-desk member" },
  { role: "practitioner", label: "practitioner" },
] as const;

/** The owner adds a staff member through the API (the Users screen has its own test: staff.spec.ts). */
async function addStaff(owner: Page, role: string): Promise<string> {
  const email = `${role.replace("_", "-")}-${randomUUID().slice(0, 8)}@clinic.example`;
  const res = await owner.request.post("/api/admin/staff", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: { email, name: `Screens ${randomUUID().slice(0, 4)}`, role },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

for (const { role, label } of members) {
  test(`a ${label} opens each of their sections without a refused call, in the clinic's zone`, async ({
    browser,
  }) => {
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner);
    await expect(owner.getByTestId("admin-sidebar")).toBeVisible();
    const email = await addStaff(owner, role);
    await ownerContext.close();

    // A laptop set to New York: the clinic's times must still read in the clinic's zone (IST).
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: "America/New_York",
    });
    const member = await context.newPage();
    const refused: string[] = [];
    member.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/") && response.status() === 403)
        refused.push(`${response.request().method()} ${url.pathname}`);
    });
    await signIn(member, email);
    const side = member.getByTestId("admin-sidebar");
    await expect(side.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    const links = side.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    const names = await links.allTextContents();
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) {
      await links.filter({ hasText: name }).first().click();
      await member.waitForLoadState("networkidle");
    }
    // A patient they booked: the booking's details, then the patient's page.
    const patientName = `Screens Patient ${randomUUID().slice(0, 6)}`;
    const day = await emptyDay(member, 25);
    const [slotId] = await createSlots(member, day, [11]);
    await adminBooks(member, slotId ?? "", patientName, `${randomUUID().slice(0, 8)}@example.com`);
    await member.goto("/admin/bookings");
    await filterBookings(member, day);
    const row = member.locator(`tr[data-row-id="${slotId}"]`);
    await row.getByRole("button", { name: new RegExp(`^Actions for ${patientName}`) }).click();
    await member.getByRole("menuitem", { name: "Details", exact: true }).click();
    await expect(member.getByRole("link", { name: "Open patient record" })).toBeVisible();
    await member.waitForLoadState("networkidle");
    // The intake answers are clinical: the practitioner's, not the front desk's.
    await expect(member.getByRole("region", { name: "Intake form" })).toHaveCount(
      role === "practitioner" ? 1 : 0,
    );
    const patientId = await patientIdOf(member, patientName);
    await member.goto(`/admin/patients/${patientId}`);
    await expect(member.getByRole("heading", { level: 2, name: patientName })).toBeVisible();
    await member.waitForLoadState("networkidle");
    // An owner's section at a typed address: said, with the way back, and nothing of it asked for.
    await member.goto("/admin/settings");
    const notForRole = member.getByTestId("not-for-your-role");
    await expect(notForRole.getByRole("heading", { name: "Settings is for the Owner role" })).toBeVisible();
    if (role === "front_desk") {
      await saveScreen(member, "staff-screens/not-for-your-role-1280.png");
      await member.setViewportSize({ width: 375, height: 800 });
      await saveScreen(member, "staff-screens/not-for-your-role-375.png");
      await member.setViewportSize({ width: 1280, height: 900 });
    }
    await notForRole.getByRole("link", { name: "Go to the Dashboard" }).click();
    await expect(member.getByTestId("dashboard-updated")).toBeVisible();
    await member.goto("/admin?section=dashboard");
    await expect(member.getByTestId("dashboard-updated")).toBeVisible();
    await member.waitForLoadState("networkidle");
    expect(refused, `calls refused to a ${label}`).toEqual([]);
    await expect(member.getByTestId("dashboard-updated")).toContainText("(IST)");
    await saveScreen(member, `staff-screens/dashboard-${role}-1280.png`, { fullPage: true });
    await member.setViewportSize({ width: 375, height: 800 });
    await saveScreen(member, `staff-screens/dashboard-${role}-375.png`, { fullPage: true });
    await context.close();
  });
}
