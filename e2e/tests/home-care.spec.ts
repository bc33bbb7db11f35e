import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createSlots, emptyDay, sameSite } from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { manageLinkFromEmail } from "../support/manage-link";
import { saveScreen } from "../support/screens";

/**
 * Home care end to end (issue 36): the practitioner assigns three exercises and sends the Lymphoedema
 * check from the patient's page; the patient, on a phone through their booking's link, ticks today's
 * exercises and answers the questionnaire; the patient page shows adherence and the scores.
 */

const digits = () => String(Math.floor(6_000_000_000 + Math.random() * 3_999_999_999));

test("exercises assigned and a questionnaire sent; the patient logs and answers at 375 px; adherence and scores", async ({
  page,
}) => {
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
  // Three exercises from the library.
  const programme = page.getByRole("form", { name: "Exercise programme" });
  for (const [i, name] of ["Deep breathing", "Hand pumps", "Shoulder rolls"].entries()) {
    await programme.getByRole("button", { name: "Add an exercise" }).click();
    await programme.getByLabel("Exercise").nth(i).selectOption({ label: name });
  }
  await programme.getByLabel("Repetitions").nth(1).fill("15");
  await programme.getByRole("button", { name: "Save programme" }).click();
  await expect(page.getByText("Exercise programme saved").first()).toBeVisible();
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Questionnaires" }) });
  await expect(section.getByLabel("Questionnaire")).toHaveValue("lymphoedema-check");
  await section.getByRole("button", { name: "Send to the patient" }).click();
  await expect(page.getByText("Questionnaire sent by email").first()).toBeVisible();
  await expect(section.getByText("Not answered yet")).toBeVisible();

  // The patient, on a phone, through their booking's link.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.goto(await manageLinkFromEmail(bookingId));
  // Today's exercises: two of the three done.
  const exercises = page.locator("#my-exercises");
  await expect(exercises.getByRole("heading", { name: "My exercises" })).toBeVisible();
  await expect(exercises).toContainText("2 sets of 15, 2 times a day");
  await exercises.getByLabel(/Deep breathing/).check();
  await exercises.getByLabel(/Hand pumps/).check();
  await saveScreen(exercises, "issue-36/exercises-375.png");
  await exercises.getByRole("button", { name: "Save today's exercises" }).click();
  await expect(page.getByText("Saved. Well done.").first()).toBeVisible();
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
  // Adherence: today was due and logged.
  await expect(page.getByTestId("adherence")).toContainText(": 1 of 1 days");
  await saveScreen(
    page.locator("section", { has: page.getByRole("heading", { name: "Exercise programme" }) }),
    "issue-36/patient-programme-1280.png",
  );
  await saveScreen(section, "issue-36/patient-questionnaires-1280.png");
});
