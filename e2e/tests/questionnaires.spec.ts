import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createSlots, emptyDay, sameSite } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { manageLinkFromEmail } from "../support/manage-link";
import { saveScreen } from "../support/screens";

/**
 * Outcome questionnaires end to end (issue 36): the practitioner sends the Lymphoedema check from the
 * patient's page, the patient answers it on a phone through their booking's link, and the page shows
 * the scores per domain and in total.
 */

const digits = () => String(Math.floor(6_000_000_000 + Math.random() * 3_999_999_999));

test("sent from the patient page, answered at 375 px, scored on the patient page", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const tag = randomUUID().slice(0, 6);
  const person = { name: `Meera Iyer ${tag}`, email: `meera.${tag}@example.com`, phone: `+91${digits()}` };
  const day = await emptyDay(page, 2400);
  const [slotId] = await createSlots(page, day, [11]);
  const booked = await page.request.post("/api/public/bookings", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: {
      slotId,
      user: { ...person, timezone: "Asia/Kolkata" },
      notes: "",
      flow: "book",
      isAdminBooking: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = (await booked.json()).data.bookingId as string;
  const search = await page.request.get(`/api/admin/patients?q=${encodeURIComponent(person.email)}`);
  const patientId = (await search.json()).data[0].id as string;

  await page.goto(`/admin/patients/${patientId}`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Questionnaires" }) });
  await expect(section.getByLabel("Questionnaire")).toHaveValue("lymphoedema-check");
  await section.getByRole("button", { name: "Send to the patient" }).click();
  await expect(page.getByText("Questionnaire sent by email").first()).toBeVisible();
  await expect(section.getByText("Not answered yet")).toBeVisible();

  // The patient, on a phone, through their booking's link.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.goto(await manageLinkFromEmail(bookingId));
  await expect(page.getByRole("heading", { name: "Questionnaires" })).toBeVisible();
  const form = page.getByTestId("questionnaire");
  await expect(form.getByRole("heading", { name: "Lymphoedema check" })).toBeVisible();
  // Sent with a question left out: it is named, nothing is sent.
  await form.getByRole("button", { name: "Send my answers" }).click();
  await expect(form.getByText("Please choose a number")).toHaveCount(9);
  const answers = [6, 4, 5, 3, 2, 4, 3, 7, 8];
  const groups = form.getByRole("group");
  for (const [n, value] of answers.entries())
    await groups.nth(n).getByText(String(value), { exact: true }).click();
  await expect(form.getByText("Please choose a number")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreen(form, "issue-36/questionnaire-375.png");
  await form.getByRole("button", { name: "Send my answers" }).click();
  await expect(
    page.getByText("Thank you. Your answers were sent to your practitioner.").first(),
  ).toBeVisible();
  await expect(form.getByText("You have answered this.", { exact: false })).toBeVisible();

  // Back on the patient page: the scores (symptoms 4.5, daily life 3, feelings 4.5 with "looks"
  // reversed; total 36 / 9 = 4).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/patients/${patientId}`);
  await expect(section).toContainText("Total 4 · Symptoms 4.5 · Daily life 3 · Feelings 4.5");
  await saveScreen(section, "issue-36/patient-questionnaires-1280.png");
});
