import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "../../src/db/client";
import { type AdminBookingApp, bookAsAdmin, signedInCaller, signedInClient } from "./admin-test-app";
import { bookingBody, dummyProof, makeSlots, slotIdsOf, solvedCaptcha } from "./booking-fixtures";
import { typedClient } from "./typed-client";

/** Who a booking is made for (the wizard's step 2); `whatsapp`: the WhatsApp updates box ticked. */
export type Person = { name: string; email: string; phone: string; whatsapp?: boolean };

const userOf = ({ whatsapp, ...person }: Person) => ({
  user: { ...person, timezone: "Asia/Kolkata" },
  whatsappOptIn: whatsapp === true,
});

/**
 * Bookings of the patient-record tests: `count` OPEN slots, a booking paid by the patient through
 * the dummy payment, a booking made by the clinic, and the signed-in admin: `asAdmin`, the typed client, and
 * `call`, the loose caller for what the document's types cannot carry (bad input on purpose).
 */
export async function patientWorld(handle: DatabaseHandle, app: AdminBookingApp, count = 8) {
  const slots = await makeSlots(handle.db, count);
  const dates = [...new Set(slots.map((s) => s.dateKey))];
  const slotIds: string[] = [];
  for (const d of dates) slotIds.push(...(await slotIdsOf(app, d)));
  const asAdmin = await signedInClient(app);
  const call = await signedInCaller(app);
  let next = 0;
  const freeSlot = () => {
    const id = slotIds[next++];
    if (!id) throw new Error("no slot left for the test");
    return id;
  };

  /** A PENDING booking (the hold), not yet paid. */
  async function hold(person: Person): Promise<{ bookingId: string; orderId: string }> {
    const body = bookingBody(freeSlot(), await solvedCaptcha(app), userOf(person));
    const res = await typedClient(app).POST("/api/public/bookings", { body });
    if (!res.data) throw new Error(`hold failed: ${res.response.status} ${JSON.stringify(res.error)}`);
    return res.data.data;
  }

  /** A booking the patient paid online. */
  async function paid(person: Person): Promise<string> {
    const held = await hold(person);
    const res = await typedClient(app).POST("/api/public/bookings/{bookingId}/payments/verify", {
      params: { path: { bookingId: held.bookingId } },
      body: dummyProof(held.orderId),
    });
    if (res.response.status !== 200)
      throw new Error(`payment failed: ${res.response.status} ${JSON.stringify(res.error)}`);
    return held.bookingId;
  }

  /** A booking the clinic made for a patient who phoned. */
  async function byClinic(person: Person): Promise<string> {
    const { captcha: _none, ...body } = bookingBody(freeSlot(), "unused", userOf(person));
    const res = await bookAsAdmin(asAdmin, body);
    if (!res.data)
      throw new Error(`admin booking failed: ${res.response.status} ${JSON.stringify(res.error)}`);
    return res.data.data.bookingId;
  }

  const patientOf = async (bookingId: string): Promise<string | null> =>
    (await handle.pool.query("select patient_id from bookings where id = $1", [bookingId])).rows[0]
      ?.patient_id ?? null;

  return { asAdmin, call, hold, paid, byClinic, patientOf };
}

/** A consent row as the consent helper stores them (for reading them back on the patient page). */
export async function insertConsent(
  handle: DatabaseHandle,
  bookingId: string,
  kind: string,
  patientId?: string,
) {
  await handle.pool.query(
    `insert into consents (id, booking_id, patient_id, kind, notice_version, method, taken_by)
     values ($1, $2, $3, $4, '2026-11', 'phone', 'doctor@clinic.example')
     on conflict (booking_id, kind) do update
       set patient_id = excluded.patient_id, method = excluded.method, taken_by = excluded.taken_by`,
    [randomUUID(), bookingId, patientId ?? null, kind],
  );
}
