import type { DatabaseHandle } from "../../src/db/client";
import { type AdminCall, adminBookingApp, signedInCaller } from "../support/admin-test-app";
import { adminEmail } from "../support/auth-test-app";
import { patientWorld } from "../support/patient-admin-fixtures";

export const practitionerEmail = "meera@clinic.example";
export const deskEmail = "desk@clinic.example";

/**
 * A booking the clinic made for a patient, and three callers: the owner (the admin email, who writes
 * the notes here), a practitioner and the front desk.
 */
export async function sessionNoteWorld(handle: DatabaseHandle) {
  const app = adminBookingApp(handle.db);
  const world = await patientWorld(handle, app, 4);
  const owner: AdminCall = await signedInCaller(app);
  for (const [email, role] of [
    [practitionerEmail, "practitioner"],
    [deskEmail, "front_desk"],
  ] as const) {
    const added = await owner("POST", "/api/admin/staff", { email, name: role, role });
    if (added.status !== 201) throw new Error(added.text);
  }
  const bookingId = await world.byClinic({
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+919876543210",
  });
  return {
    app,
    owner,
    ownerEmail: adminEmail,
    practitioner: await signedInCaller(app, practitionerEmail),
    desk: await signedInCaller(app, deskEmail),
    bookingId,
    patientId: await world.patientOf(bookingId),
    world,
  };
}

export const notePath = (bookingId: string) => `/api/admin/bookings/${bookingId}/session-note`;

/** A lymphoedema session's values, with words no audit entry may hold. */
export const lymphoedemaValues = {
  symptoms: "Heaviness after chemotherapy",
  pain: 4,
  garment_hours: 10,
  pitting: "Mild",
  stemmer_sign: true,
  limb_measured: false,
  mld_minutes: 45,
  garment_class: "II",
  plan: "Review bandaging next week",
};
