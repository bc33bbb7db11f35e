import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { adminBooks, createSlots, emptyDay } from "../support/admin-data";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { saveScreen } from "../support/screens";
import { querySiteDatabase } from "../support/site-database";

/**
 * Issue 36, session notes: the owner (a clinician) opens an appointment from the agenda, writes a
 * lymphoedema session note and signs it; a day later (the signature moved back in the database) the
 * note is locked, and a change is recorded as an amendment in its history. The patient page lists it.
 */
test("a session note written and signed from the agenda, then amended after it locked", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const day = await emptyDay(page, 2300);
  const [slotId] = await createSlots(page, day, [10]);
  const patient = `Notes Patient ${randomUUID().slice(0, 6)}`;
  await adminBooks(page, slotId ?? "", patient, `${randomUUID().slice(0, 8)}@example.com`, {
    kind: "collected",
    method: "cash",
    amountInPaisa: 150000,
  });

  const openNote = async () => {
    await page.goto(`/admin/agenda?view=day&date=${day}`);
    await page
      .getByTestId("agenda-grid")
      .getByTestId("agenda-appointment")
      .filter({ hasText: patient })
      .click();
    const drawer = page.getByTestId("drawer");
    await drawer.getByRole("button", { name: "Open note" }).click();
    const editor = drawer.getByTestId("session-note-editor");
    await expect(editor).toBeVisible();
    return editor;
  };

  // Written from the lymphoedema template and signed.
  let editor = await openNote();
  await expect(editor.getByTestId("note-state")).toHaveText("No note yet.");
  await editor.getByLabel("Template").selectOption({ label: "Lymphoedema session" });
  await editor.getByLabel("Symptoms").fill("Heaviness in the left arm by evening");
  await editor.getByLabel("Pain (0–10)").fill("11");
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Enter a number from 0 to 10")).toBeVisible();
  await editor.getByLabel("Pain (0–10)").fill("3");
  await editor.getByLabel("Garment worn (hours/day)").fill("10");
  await editor.getByLabel("Stemmer sign positive").selectOption("Yes");
  await editor.getByLabel("Pitting").selectOption("Mild");
  await editor.getByLabel("MLD (minutes)").fill("45");
  await editor.getByLabel("Garment class").selectOption("II");
  await editor.getByLabel("Plan").fill("Continue MLD twice a week");
  await editor.getByRole("button", { name: "Sign" }).click();
  await expect(editor.getByTestId("note-state")).toContainText(`Signed by ${ADMIN_EMAIL}`);
  await expect(editor.getByTestId("note-state")).toContainText("It locks on");
  await expect(editor.getByTestId("note-history")).toContainText("1. Signed");
  await expectNoAxeViolations(page);
  // The top of the note: its state, the template and the first section.
  await editor.getByTestId("note-state").scrollIntoViewIfNeeded();
  await page.getByTestId("drawer").getByRole("button", { name: "Close note" }).scrollIntoViewIfNeeded();
  await saveScreen(page, "issue-36/note-editor-1280.png");

  // A day later (the signature moved back 25 hours): locked; saving records an amendment.
  const moved = await querySiteDatabase(
    `update session_notes set signed_at = signed_at - interval '25 hours'
       where booking_id = (select id from bookings where customer_name = $1) returning id`,
    [patient],
  );
  expect(moved).toHaveLength(1);
  editor = await openNote();
  await expect(editor.getByTestId("note-state")).toContainText("Locked since");
  await expect(editor.getByRole("button", { name: "Sign" })).toHaveCount(0);
  await expect(editor.getByLabel("Pain (0–10)")).toHaveValue("3");
  await editor.getByLabel("Plan").fill("Refer for a garment refit");
  await editor.getByRole("button", { name: "Save amendment" }).click();
  const history = editor.getByTestId("note-history");
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText(`2. Amendment by ${ADMIN_EMAIL}`);
  await expect(editor.getByLabel("Plan")).toHaveValue("Refer for a garment refit");

  // The patient page lists the note by its appointment's date.
  await page.getByTestId("drawer").getByRole("link", { name: patient }).click();
  const notes = page.getByTestId("patient-session-notes");
  await expect(notes).toContainText("Lymphoedema session");
  await expect(notes).toContainText("1 amendment");
  await context.close();
});
