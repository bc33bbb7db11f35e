import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { adminBooks, createSlots, emptyDay, filterBookings } from "../support/admin-data";
import { signIn } from "../support/admin-session";

/**
 * admin.md §2 Bookings: "Responsive table and card layouts". Only the layout that fits the viewport
 * is in the page (not both, one of them hidden by CSS), so a patient's name is there once.
 */
test("the bookings section renders the table on a wide screen and the cards on a narrow one, never both", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const day = await emptyDay(page, 200);
  const [slotId] = await createSlots(page, day, [10]);
  const patient = `Layout Lakshmi ${randomUUID().slice(0, 6)}`;
  await adminBooks(page, slotId as string, patient, "lakshmi@example.com");

  await page.goto("/admin/bookings");
  await filterBookings(page, day);
  await expect(page.getByText("Showing 1-1 of 1 slots")).toBeVisible();

  // Wide: the table only.
  await expect(page.getByText(patient)).toHaveCount(1);
  await expect(page.getByText(patient)).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Slots and bookings" })).toHaveCount(0);

  // Narrow: the cards only, switched without a reload.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Slots and bookings" })).toBeVisible();
  await expect(page.getByText(patient)).toHaveCount(1);
  await expect(page.getByText(patient)).toBeVisible();

  // And back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByText(patient)).toHaveCount(1);
});
