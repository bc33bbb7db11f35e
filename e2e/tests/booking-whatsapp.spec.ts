import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { filterBookings } from "../support/admin-data";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { expectNoAxeViolations } from "../support/axe";
import { newPatient, reachPayment, takeOpenSlot } from "../support/booking-wizard";
import { solveAltcha } from "../support/captcha";
import { manageLinkFromEmail } from "../support/manage-link";
import { saveScreen } from "../support/screens";

/**
 * WhatsApp updates end to end (issue 21; decision 0103), with the default outbox provider: a patient
 * ticks the box on step 2 (on a phone), the confirmation is written to DATA_DIR/outbox/whatsapp, the
 * admin sees it in the booking's drawer and in Settings → WhatsApp, and the patient turns the updates
 * off from the manage page.
 */

test("a patient opts in to WhatsApp; the admin sees the outbox message; the patient turns it off", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const slot = await takeOpenSlot(page, baseURL as string);
  const patient = newPatient("Kavya Menon");
  await page.setViewportSize({ width: 375, height: 812 });
  await reachPayment(page, baseURL as string, slot, solveAltcha, patient, async (p) => {
    const box = p.getByRole("checkbox", { name: /Send me updates about this booking on WhatsApp/ });
    await expect(box).not.toBeChecked();
    await expect(
      p.getByText(/will send the confirmation, reminders and changes to this number/),
    ).toBeVisible();
    await saveScreen(box.locator("xpath=ancestor::label"), "whatsapp-opt-in-375.png");
    await box.check();
  });
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible({ timeout: 20_000 });
  const bookingId = new URL(page.url()).pathname.split("/").at(-1) as string;

  // The outbox file: the template, the number in E.164, the manage link filled in.
  const folder = path.join(process.env.E2E_DATA_DIR as string, "outbox", "whatsapp");
  let file: Record<string, unknown> | undefined;
  for (let i = 0; i < 40 && !file; i++) {
    for (const name of (await readdir(folder).catch(() => [] as string[])).filter((n) =>
      n.endsWith(".json"),
    )) {
      const found = JSON.parse(await readFile(path.join(folder, name), "utf8")) as Record<string, unknown>;
      if (
        found.kind === "booking-confirmation" &&
        String(found.rendered).includes(`/manage/${bookingId}#token=`)
      )
        file = found;
    }
    if (!file) await new Promise((r) => setTimeout(r, 500));
  }
  expect(file).toBeDefined();
  expect(file?.to).toBe(`+91${patient.phone}`);
  expect(file?.template).toMatchObject({ name: "booking_confirmation", language: "en" });
  expect(String(file?.rendered)).toContain(`Hello ${patient.name}, your video consultation with`);
  expect(String(file?.rendered)).not.toContain("Swelling");

  // The admin: the drawer lists the email and the WhatsApp confirmation, with "Message on WhatsApp".
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, ADMIN_EMAIL, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.goto("/admin/bookings");
  await filterBookings(page, slot.date);
  const row = page.locator(`tr[data-row-id="${slot.slot.slotId}"]`);
  await row.getByRole("button", { name: new RegExp(`^Actions for ${patient.name}`) }).click();
  await page.getByRole("menuitem", { name: "Details", exact: true }).click();
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(messages.getByText("WhatsApp · Confirmation")).toBeVisible();
  await expect(messages.getByText("Email · Confirmation")).toBeVisible();
  await expect(messages.getByText("WhatsApp updates: on")).toBeVisible();
  const chat = messages.getByRole("link", { name: "Message on WhatsApp" });
  const href = (await chat.getAttribute("href")) as string;
  expect(href).toMatch(new RegExp(`^https://wa\\.me/91${patient.phone}\\?text=`));
  expect(decodeURIComponent(href)).not.toContain("Swelling");
  await expectNoAxeViolations(page);
  await saveScreen(messages, "booking-drawer-messages-1400.png");
  await page.keyboard.press("Escape");

  // Settings → WhatsApp lists the outbox.
  await page.goto("/admin/settings");
  await page.getByRole("tab", { name: "WhatsApp" }).click();
  await expect(page.getByTestId("whatsapp-provider")).toContainText("Outbox");
  const outbox = page.getByRole("region", { name: "WhatsApp messages" });
  await expect(
    outbox
      .getByRole("row")
      .filter({ hasText: `+91${patient.phone}` })
      .first(),
  ).toContainText("sent");

  // The patient turns the updates off from the manage page.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(await manageLinkFromEmail(bookingId));
  const state = page.getByTestId("whatsapp-state");
  await expect(state).toContainText(`number ending ${patient.phone.slice(-4)}`);
  await page.getByRole("button", { name: "Turn off WhatsApp updates" }).click();
  await expect(state).toContainText("Off: updates about this booking come by email only.");
  await page.reload();
  await expect(state).toContainText("Off");

  // Issue 33: the language of this booking's messages, chosen on the manage page, kept on reload. The
  // languages' own names are drawn in the Devanagari and Kannada web fonts (never empty boxes); bold
  // Devanagari in its regular cut drawn bold, a family of its own (decision 0150).
  const languages = page.getByRole("group", { name: "Language of your messages" });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const loaded: string[] = [];
        document.fonts.forEach((f) => {
          if (f.status === "loaded") loaded.push(f.family.replaceAll('"', "").replace(/ Drawn Bold$/, ""));
        });
        return loaded;
      }),
    )
    .toEqual(expect.arrayContaining(["Noto Sans Devanagari", "Noto Sans Kannada"]));
  await expect(languages.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await languages.getByRole("button", { name: "ಕನ್ನಡ" }).click();
  await expect(page.getByText("Messages about this booking will be in ಕನ್ನಡ.")).toBeVisible();
  await page.reload();
  await expect(languages.getByRole("button", { name: "ಕನ್ನಡ" })).toHaveAttribute("aria-pressed", "true");
  await expect(languages.getByRole("button", { name: "ಕನ್ನಡ" })).toHaveAttribute("lang", "kn");
  await expectNoAxeViolations(page);
});
