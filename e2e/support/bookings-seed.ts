import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminBooks, createSlots, emptyDay, setSlotStatus } from "./admin-data";

/** Patients as a clinic's list really holds them: long names, long work emails, long notes. */
export const realisticPatients = [
  {
    name: "Rajalakshmi Venkataraman",
    email: "rajalakshmi.venkataraman.family@example-hospital.co.in",
    notes:
      "Post-mastectomy lymphoedema in the right arm; review the compression garment fitting and bring the previous circumference measurements. Prefers afternoon calls, speaks Tamil and English.",
  },
  {
    name: "Mohammed Abdul Rahman Siddiqui",
    email: "m.abdulrahman.siddiqui+physio@outlook-enterprise-mail.example.com",
    notes: "Follow-up after radiotherapy; swelling in the left leg has reduced since the last session.",
  },
  { name: "Asha Rao", email: "asha@example.com", notes: "" },
  {
    name: "Priyanka Chatterjee-Banerjee",
    email: "priyanka.chatterjee.banerjee@longdomainname-healthcare.example.org",
    notes: "First consultation. Daughter will join the call to help with the exercises.",
  },
] as const;

export type SeededDay = {
  day: string;
  /** A tag in every patient's name on this day, so a retried test finds its own rows. */
  tag: string;
  patients: Array<{ name: string; email: string; notes: string; slotId: string }>;
};

/**
 * A day with eight one-hour slots from 09:00: four booked by the admin for the realistic patients
 * (the third then marked completed), one held, three open.
 */
export async function seedRealisticDay(page: Page, fromOffset = 200): Promise<SeededDay> {
  const day = await emptyDay(page, fromOffset);
  const ids = await createSlots(page, day, [9, 10, 11, 12, 13, 14, 15, 16]);
  const tag = randomUUID().slice(0, 4);
  const patients = [];
  for (const [i, p] of realisticPatients.entries()) {
    const slotId = ids[i] as string;
    const name = `${p.name} ${tag}`;
    await adminBooks(
      page,
      slotId,
      name,
      p.email,
      { kind: "collected", method: "upi", amountInPaisa: 200_000 },
      p.notes,
    );
    patients.push({ name, email: p.email, notes: p.notes, slotId });
  }
  await setSlotStatus(page, ids[2] as string, "COMPLETED");
  await setSlotStatus(page, ids[4] as string, "HELD");
  return { day, tag, patients };
}
