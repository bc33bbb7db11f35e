import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/**
 * Slots and bookings the admin e2e set up through the API, on the shared server (clinic zone
 * Asia/Kolkata). The page must be signed in as the admin; writes carry the same-site header.
 */
export const sameSite = { "X-Clinic-Request": "1" };

/** A day `offsetDays` ahead in the clinic's calendar (YYYY-MM-DD). */
export const clinicDay = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

type ListedSlot = { slotId: string; startAt: string; status: string };

export async function slotsOn(page: Page, day: string): Promise<ListedSlot[]> {
  const res = await page.request.get(`/api/admin/slots?from=${day}&to=${day}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data as ListedSlot[]).sort((a, b) => a.startAt.localeCompare(b.startAt));
}

/**
 * Days already given out in this run, as folders beside the server's DATA_DIR: `mkdirSync`
 * either makes the folder or throws, so two workers never get the same day (checking that a
 * day has no slot is not enough: both may check before either creates one).
 */
function claimed(day: string): boolean {
  const dir = `${process.env.E2E_DATA_DIR ?? path.join(tmpdir(), "clinic-e2e")}-days`;
  mkdirSync(dir, { recursive: true });
  try {
    mkdirSync(path.join(dir, day));
    return false;
  } catch {
    return true;
  }
}

/**
 * A day from `fromOffset` days ahead with no slot at all that no other test of this run has
 * been given, picked at random among the next 60 so that a rerun does not find its own slots.
 */
export async function emptyDay(page: Page, fromOffset: number): Promise<string> {
  const start = fromOffset + Math.floor(Math.random() * 60);
  for (let d = start; d < start + 60; d++) {
    const day = clinicDay(d);
    if (claimed(day)) continue;
    if ((await slotsOn(page, day)).length === 0) return day;
  }
  throw new Error(`no empty day from ${fromOffset} days ahead`);
}

/** One-hour OPEN slots on `day` at the given clinic hours (e.g. [9, 10, 11]); returns their ids in time order. */
export async function createSlots(page: Page, day: string, hours: number[]): Promise<string[]> {
  const pad = (n: number) => String(n).padStart(2, "0");
  const slots = hours.map((h) => ({
    dateKey: day,
    startAt: new Date(`${day}T${pad(h)}:00:00+05:30`).toISOString(),
    endAt: new Date(`${day}T${pad(h + 1)}:00:00+05:30`).toISOString(),
    tz: "Asia/Kolkata",
    status: "OPEN",
  }));
  const res = await page.request.post("/api/admin/slots/bulkCreate", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: { slots },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).data.count).toBe(hours.length);
  return (await slotsOn(page, day)).map((s) => s.slotId);
}

/** PATCH a slot's status as the admin would (admin.md §4). */
export async function setSlotStatus(page: Page, slotId: string, status: string): Promise<void> {
  const res = await page.request.patch(`/api/admin/slots/${slotId}`, {
    headers: sameSite,
    data: { status },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** How the clinic took payment for its booking (decision 0094); left out, nothing was charged. */
export type ClinicPayment = { kind: "collected"; method: "cash" | "upi" | "card"; amountInPaisa: number };

/** The admin books a slot for a patient who phoned, with how it was paid and the patient's notes if any. */
export async function adminBooks(
  page: Page,
  slotId: string,
  name: string,
  email: string,
  payment?: ClinicPayment,
  notes = "",
): Promise<void> {
  const res = await page.request.post("/api/public/bookings", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: {
      slotId,
      user: { name, email, phone: "+919812345678", timezone: "Asia/Kolkata" },
      notes,
      flow: "book",
      isAdminBooking: true,
      ...(payment ? { payment } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The id of the first patient the admin's search finds for `query` (a name or an email). */
export async function patientIdOf(page: Page, query: string): Promise<string> {
  const found = await page.request.get(`/api/admin/patients?q=${encodeURIComponent(query)}`);
  expect(found.status(), await found.text()).toBe(200);
  const id = ((await found.json()).data as { id: string }[])[0]?.id;
  expect(id, `a patient found for ${query}`).toBeTruthy();
  return id ?? "";
}

/** On /admin/bookings: the From and To filters set to the given days and applied. */
export async function filterBookings(page: Page, from: string, to = from): Promise<void> {
  await page.getByLabel("From").fill(from);
  await page.getByLabel("To").fill(to);
  await page.getByRole("button", { name: "Apply Filters" }).click();
}

/**
 * Settings → Receipts with the clinic's legal name and address (exempt): until they are set, a paid
 * booking's receipt waits (decision 0125). `admin` is a signed-in admin's page.
 */
export async function nameClinicForReceipts(admin: Page): Promise<void> {
  const named = await admin.request.put("/api/admin/settings", {
    headers: sameSite,
    data: {
      receipts: {
        legalName: "Lymph Care Physiotherapy LLP",
        address: "12 MG Road, Bengaluru 560001",
        gstin: "",
        registrationNumber: "",
        taxTreatment: "exempt",
        sacCode: "999314",
        seriesPrefix: "REC",
      },
    },
  });
  expect(named.status(), await named.text()).toBe(200);
}

/**
 * Waits until /admin/slots' bulk-create form has its practitioner and appointment kinds (their places are
 * held while they load), so slots created next go to the chosen practitioner and kinds, not the server's defaults.
 */
export async function bulkCreateReady(page: Page): Promise<void> {
  await expect(page.getByRole("combobox", { name: "Practitioner" })).toBeEnabled();
  await expect(
    page.getByRole("group", { name: "Appointment kinds" }).getByRole("checkbox").first(),
  ).toBeChecked();
}
