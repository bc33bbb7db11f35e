import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  adminBooks,
  bulkCreateReady,
  clinicDay,
  createSlots,
  emptyDay,
  setSlotStatus,
  slotsOn,
} from "../support/admin-data";
import { signIn } from "../support/admin-session";
import { recordToasts, toastsShown } from "../support/toast-recorder";

/**
 * admin.md §2 Slot Management, the slot list and its toasts (§5, §6, §8), on days of their own far
 * ahead (clear of the demo slots and the other specs).
 */
async function openSlotsOn(page: Page, day: string) {
  await page.goto("/admin/slots");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Slots" })).toBeVisible();
  await page.getByLabel("Show All Slots").uncheck();
  await page.getByLabel("Date", { exact: true }).fill(day);
}

/** The weekday toggle's name for `day` (admin.md §2: 'Sun' to 'Sat'). */
const weekdayOf = (day: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** Fills the bulk-create form for one hour on `day`, with that day's weekday switched on. */
async function fillBulkCreate(page: Page, day: string, from: string, to: string) {
  await bulkCreateReady(page);
  await page.getByLabel("Start Date").fill(day);
  await page.getByLabel("End Date").fill(day);
  await page.getByLabel("Daily Start Time").fill(from);
  await page.getByLabel("Daily End Time").fill(to);
  await page.getByLabel("Duration (minutes)").fill("60");
  const toggle = page.getByRole("button", { name: weekdayOf(day), exact: true });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}

const rowsOf = (page: Page) => page.getByRole("list", { name: "Slots" }).getByRole("listitem");

async function signedIn(page: Page) {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

test("held, booked and completed slots show the Booking Details box, with the spec's words for what is missing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page);
  const day = await emptyDay(page, 140);
  const [open, held, marked, completed, booked] = await createSlots(page, day, [9, 10, 11, 12, 13]);
  // An admin Hold and a Mark Booked have no booking; a completed slot neither.
  await setSlotStatus(page, held as string, "HELD");
  await setSlotStatus(page, marked as string, "BOOKED");
  await setSlotStatus(page, completed as string, "BOOKED");
  await setSlotStatus(page, completed as string, "COMPLETED");
  const patient = `Details Divya ${randomUUID().slice(0, 6)}`;
  await adminBooks(page, booked as string, patient, "divya@example.com", {
    kind: "collected",
    method: "cash",
    amountInPaisa: 200_000,
  });

  await openSlotsOn(page, day);
  await expect(rowsOf(page)).toHaveCount(5);
  const row = (id: string | undefined) => page.locator(`li[data-slot-id="${id}"]`);

  await expect(row(open)).toContainText("OPEN");
  await expect(row(open).getByText("Booking Details")).toHaveCount(0);

  for (const [id, status] of [
    [held, "HELD"],
    [marked, "BOOKED"],
    [completed, "COMPLETED"],
  ] as const) {
    const r = row(id);
    await expect(r).toContainText(status);
    await expect(r.getByText("Booking Details", { exact: true })).toBeVisible();
    for (const label of ["Customer", "Email", "Phone", "Payment", "Amount", "Notes"])
      await expect(r.getByText(label, { exact: true })).toBeVisible();
    await expect(r.getByText("Unknown", { exact: true })).toBeVisible();
    await expect(r.getByText("No email", { exact: true })).toBeVisible();
    await expect(r.getByText("No phone", { exact: true })).toBeVisible();
  }

  const b = row(booked);
  await expect(b.getByText("Booking Details", { exact: true })).toBeVisible();
  await expect(b.getByText(patient, { exact: true })).toBeVisible();
  await expect(b.getByText("divya@example.com", { exact: true })).toBeVisible();
  await expect(b.getByText("+91 98123 45678", { exact: true })).toBeVisible();
  await expect(b.getByText("PAID", { exact: true })).toBeVisible();
  await expect(b.getByText("₹2,000.00", { exact: true })).toBeVisible();
  await expect(b.getByText("Unknown", { exact: true })).toHaveCount(0);
});

test("a slot whose booking failed to load shows 'Error fetching booking:' and the reason in its box", async ({
  page,
}) => {
  await signedIn(page);
  const day = await emptyDay(page, 140);
  const [slotId] = await createSlots(page, day, [15]);
  await setSlotStatus(page, slotId as string, "BOOKED");
  await page.route(`**/api/admin/slots?from=${day}&to=${day}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const slot of body.data) if (slot.slotId === slotId) slot.bookingError = "Booking record unreadable";
    await route.fulfill({ response, json: body });
  });
  await openSlotsOn(page, day);
  const r = page.locator(`li[data-slot-id="${slotId}"]`);
  await expect(r.getByText("Booking Details", { exact: true })).toBeVisible();
  await expect(
    r.getByText("Error fetching booking: Booking record unreadable", { exact: true }),
  ).toBeVisible();
});

test("'Validation Error: Please correct the errors in the form' is one toast text", async ({ page }) => {
  await signedIn(page);
  const day = await emptyDay(page, 140);
  await createSlots(page, day, [9]);
  await openSlotsOn(page, day);
  await rowsOf(page).first().getByRole("button", { name: "Book", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create Booking" });
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(dialog.getByText("Patient name is required")).toBeVisible();
  await expect(
    page.getByText("Validation Error: Please correct the errors in the form", { exact: true }),
  ).toBeVisible();
});

const unauthenticated = {
  status: 401,
  json: { success: false, code: "unauthenticated", message: "Please sign in to continue.", requestId: "x" },
};
const authRequired = "Authentication required: Please log in to manage slots";

/**
 * Waits for a toast to leave. The pointer is moved off first: a toast under the pointer (where the
 * button just clicked was) stays while hovered, as it should for a person reading it.
 */
async function toastGone(page: Page, text: string) {
  await page.mouse.move(1, 1);
  await page.getByText(text, { exact: true }).waitFor({ state: "detached", timeout: 15_000 });
}
const slotLoadFailed = "Failed to load slots. Please try again.";

test("a 401 from bulk create or a slot call says 'Authentication required: Please log in to manage slots'", async ({
  page,
}) => {
  await signedIn(page);
  const day = await emptyDay(page, 140);
  await createSlots(page, day, [9]);
  await openSlotsOn(page, day);
  await expect(rowsOf(page)).toHaveCount(1);

  // Bulk create answered 401 (the session ended meanwhile).
  await page.route("**/api/admin/slots/bulkCreate", (route) => route.fulfill(unauthenticated));
  await fillBulkCreate(page, day, "14:00", "15:00");
  await page.getByRole("button", { name: "Create 1 Slots" }).click();
  await expect(page.getByText(authRequired, { exact: true })).toBeVisible();
  await toastGone(page, authRequired);

  // A status change answered 401.
  await page.route("**/api/admin/slots/*", (route) =>
    route.request().method() === "PATCH" ? route.fulfill(unauthenticated) : route.fallback(),
  );
  await rowsOf(page).first().getByRole("button", { name: "Hold", exact: true }).click();
  await expect(page.getByText(authRequired, { exact: true })).toBeVisible();
  await toastGone(page, authRequired);

  // The list answered 401.
  await page.route("**/api/admin/slots?*", (route) => route.fulfill(unauthenticated));
  await page.getByRole("button", { name: "Refresh", exact: true }).click();
  await expect(page.getByText(authRequired, { exact: true })).toBeVisible();
  await expect(page.getByText("Error: Failed to load slots for selected date.")).toHaveCount(0);
});

test("bulk create that the server turns into zero slots names the overlap, not the date range", async ({
  page,
}) => {
  await signedIn(page);
  const day = await emptyDay(page, 140);
  await page.goto("/admin/slots");
  await fillBulkCreate(page, day, "14:00", "15:00");
  await expect(page.getByTestId("slot-count")).toHaveText("1");
  // Meanwhile the same hour is made elsewhere (another tab, another admin): the form does not know,
  // the server skips the overlapping slot and creates none.
  await createSlots(page, day, [14]);
  await page.getByRole("button", { name: "Create 1 Slots" }).click();
  await expect(
    page.getByText("No slots created: every slot overlaps an existing slot.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("1 overlapping slots were skipped.", { exact: true })).toBeVisible();
  await expect(page.getByText(/Check your date range/)).toHaveCount(0);
  await expect(page.getByText("Successfully created 0 slots!")).toHaveCount(0);
  // The form now knows: nothing to create, and it says why.
  await expect(page.getByTestId("zero-slots-hint")).toHaveText(
    "No slots will be created: every slot overlaps an existing slot.",
  );
});

test("changing the date while a load is under way does not toast a failure for the cancelled load", async ({
  page,
}) => {
  await signedIn(page);
  const first = clinicDay(1);
  const day = await emptyDay(page, 140);
  await createSlots(page, day, [9]);
  await page.goto("/admin/slots");
  await expect(page.getByRole("heading", { name: "Bulk Create Slots" })).toBeVisible();
  // The first date's answer is slow; the admin picks another date before it comes.
  let slowSeen = false;
  await page.route("**/api/admin/slots?*", async (route) => {
    if (!route.request().url().includes(`from=${day}`)) {
      slowSeen = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.fallback().catch(() => undefined);
  });
  // Every toast shown from here on is recorded (a toast leaves after 4 s: a later look could miss it).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll("[data-sonner-toast]"))) {
        const text = (el as HTMLElement).innerText;
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByLabel("Show All Slots").uncheck();
  await page.getByLabel("Date", { exact: true }).fill(first);
  await expect.poll(() => slowSeen).toBe(true);
  await page.getByLabel("Date", { exact: true }).fill(day);
  await expect(rowsOf(page)).toHaveCount(1);
  // Give the cancelled loads time to have toasted, had they done so.
  await page.waitForTimeout(2000);
  const toasts = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
  expect(toasts.filter((t) => /Failed to load slots/.test(t))).toEqual([]);
});

const serverError = {
  status: 500,
  json: { success: false, code: "internal_error", message: "Something went wrong.", requestId: "x" },
};

test("a failing slot list toasts 'Failed to load slots. Please try again.' at its first failure, once, while it retries", async ({
  page,
}) => {
  await signedIn(page);
  let calls = 0;
  await page.route(
    (url) => url.pathname === "/api/admin/slots/all",
    (route) => {
      calls += 1;
      return route.fulfill(serverError);
    },
  );
  await recordToasts(page);
  await page.goto("/admin/slots");
  // Shown at the first failure (the first retry comes a second later, the last after 7 s).
  await expect(page.getByText(slotLoadFailed, { exact: true })).toBeVisible({ timeout: 5_000 });
  expect(calls).toBeLessThan(4);
  // The three retries go on in the background and fail too; none adds a toast.
  await expect.poll(() => calls, { timeout: 15_000 }).toBe(4);
  await page.waitForTimeout(500);
  expect(await toastsShown(page, slotLoadFailed)).toBe(1);
});

test("bulk create: weekday toggles named 'Sun' to 'Sat'; at 0 slots one hint says none will be created and why", async ({
  page,
}) => {
  await signedIn(page);
  const day = await emptyDay(page, 140);
  await page.goto("/admin/slots");
  await expect(page.getByRole("heading", { name: "Bulk Create Slots" })).toBeVisible();
  const names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  for (const [i, name] of names.entries()) {
    const toggle = page.getByRole("button", { name, exact: true });
    await expect(toggle).toHaveCount(1);
    // The open days of Settings' business hours (decision 0031); on a new database the content
    // file's hours, Monday to Saturday (decision 0095).
    await expect(toggle).toHaveAttribute("aria-pressed", i >= 1 ? "true" : "false");
  }
  await page.getByLabel("Start Date").fill(day);
  await page.getByLabel("End Date").fill(day);
  // Every weekday off: nothing to create.
  for (const name of names.slice(1)) await page.getByRole("button", { name, exact: true }).click();
  await expect(page.getByTestId("slot-count")).toHaveText("0");
  // One hint, naming the cause (issue 19: the two near-identical hints are gone).
  const hint = page.getByTestId("zero-slots-hint");
  await expect(hint).toHaveCount(1);
  await expect(hint).toHaveText(
    "No slots will be created: no weekday is selected. Choose at least one weekday.",
  );
  await expect(page.getByText(/^No slots generated:/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create 0 Slots" })).toBeDisabled();
  // The day's weekday on again: slots, and no hint.
  await page.getByRole("button", { name: weekdayOf(day), exact: true }).click();
  await expect(page.getByTestId("slot-count")).not.toHaveText("0");
  await expect(hint).toHaveCount(0);
});

test("bulk create: duration and buffer clamp to 15-180 / 0-60 on blur and submit, not on each keystroke", async ({
  page,
}) => {
  await signedIn(page);
  const day = await emptyDay(page, 140);
  await page.goto("/admin/slots");
  await expect(page.getByRole("heading", { name: "Bulk Create Slots" })).toBeVisible();
  const duration = page.getByLabel("Duration (minutes)");
  const buffer = page.getByLabel("Buffer (minutes)");

  // Typed key by key: '1' and '12' are below 15 on the way to 120 and are left alone.
  await duration.fill("");
  await duration.pressSequentially("120");
  await expect(duration).toHaveValue("120");
  await duration.blur();
  await expect(duration).toHaveValue("120");
  // Cleared and left: the last valid value comes back.
  await duration.fill("");
  await duration.blur();
  await expect(duration).toHaveValue("120");
  // Out of range: clamped when the field is left.
  await duration.fill("5");
  await expect(duration).toHaveValue("5");
  await duration.blur();
  await expect(duration).toHaveValue("15");
  await duration.fill("500");
  await duration.blur();
  await expect(duration).toHaveValue("180");
  await buffer.fill("");
  await buffer.pressSequentially("45");
  await expect(buffer).toHaveValue("45");
  await buffer.fill("99");
  await buffer.blur();
  await expect(buffer).toHaveValue("60");
  await buffer.fill("");
  await buffer.blur();
  await expect(buffer).toHaveValue("60");

  // Submitted with Enter while a field still holds 200: clamped to 180 and sent as 180.
  await fillBulkCreate(page, day, "09:00", "15:00");
  await duration.fill("200");
  await duration.press("Enter");
  await expect(duration).toHaveValue("180");
  await expect(page.getByText(/^Successfully created \d+ slots!/)).toBeVisible();
  const made = await slotsOn(page, day);
  expect(made.length).toBeGreaterThan(0);
  for (const slot of made as Array<{ startAt: string; endAt?: string }>)
    expect(Date.parse(slot.endAt as string) - Date.parse(slot.startAt)).toBe(180 * 60_000);
});
