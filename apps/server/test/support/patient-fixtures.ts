import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "../../src/db/client";
import { testAppSecret } from "./auth-test-app";
import {
  bookAndPay,
  bookingBody,
  makeSlots,
  manageTokenOf,
  morningInThreeDays,
  slotIdsOf,
} from "./booking-fixtures";
import { type FullApp, solvedToken } from "./full-test-app";
import { typedClient } from "./typed-client";

/*
 * A patient's record for the patient-rights tests: paid bookings made through the API and unlinked, then a
 * `patients` row and `bookings.patient_id` set directly (the linking itself is tested elsewhere),
 * with a consent, intake answers, a photo, a private note and a message for each.
 */

/** A paid booking through the public API: its id and manage token. */
export async function paidBooking(app: FullApp, handle: DatabaseHandle, slotId: string) {
  const { bookingId, paid } = await bookAndPay(app, bookingBody(slotId, await solvedToken()));
  if (paid.response.status !== 200) throw new Error(`verify failed: ${paid.response.status}`);
  await unlink(handle, bookingId);
  return { bookingId, token: await manageTokenOf(handle.db, bookingId, testAppSecret) };
}

/**
 * A paid booking linked to a record of its own, at 9:00 three days from now; `dayLater` days later for a
 * second patient, whose slot must not be the first one's.
 */
export async function patientWithBooking(app: FullApp, handle: DatabaseHandle, dayLater = 0) {
  const slots = await makeSlots(handle.db, 1, morningInThreeDays() + dayLater * 86_400_000);
  const [slotId] = await openSlots(app, slots[0]?.dateKey ?? "");
  const booking = await paidBooking(app, handle, slotId as string);
  const patientId = await linkPatient(handle, [booking.bookingId]);
  return { booking, patientId };
}

/**
 * Payment links a booking to its patient (services/patients/link-booking.ts); these tests start from a
 * booking paid before that (an older booking the linking job has not reached), and link by hand.
 */
async function unlink(handle: DatabaseHandle, bookingId: string) {
  const { rows } = await handle.pool.query<{ patient_id: string | null }>(
    "update bookings b set patient_id = null from bookings old where old.id = b.id and b.id = $1 returning old.patient_id",
    [bookingId],
  );
  const patientId = rows[0]?.patient_id;
  if (patientId)
    await handle.pool.query(
      "delete from patients p where p.id = $1 and not exists (select 1 from bookings b where b.patient_id = p.id)",
      [patientId],
    );
}

export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Health data and the rest of a record on a booking (as the intake and consent use cases would store it);
 * the consents the booking already has (the API records them) move to `patientId`.
 */
export async function fillRecord(handle: DatabaseHandle, bookingId: string, patientId: string | null) {
  const q = (text: string, values: unknown[]) => handle.pool.query(text, values);
  await q(
    `insert into consents (id, booking_id, patient_id, kind, notice_version, method, address_hash)
     values ($1, $2, $3, 'processing', '2026-11', 'online', 'hash-of-address'),
            ($4, $2, $3, 'teleconsultation', '2026-11', 'online', 'hash-of-address')
     on conflict (booking_id, kind) do update set patient_id = excluded.patient_id`,
    [randomUUID(), bookingId, patientId, randomUUID()],
  );
  await q(`insert into intakes (booking_id, answers) values ($1, $2)`, [
    bookingId,
    JSON.stringify({ reason: "Swelling of the left arm since surgery", medications: "Tamoxifen" }),
  ]);
  const photoId = randomUUID();
  await q(
    `insert into intake_photos (id, booking_id, content_type, bytes, width, height, byte_size)
     values ($1, $2, 'image/png', $3, 1, 1, $4)`,
    [photoId, bookingId, tinyPng, tinyPng.length],
  );
  await q(
    `insert into message_log (id, booking_id, patient_id, channel, kind) values ($1, $2, $3, 'email', 'booking-confirmation')`,
    [randomUUID(), bookingId, patientId],
  );
  return { photoId };
}

/** A patients row for the bookings, linked; `lastVisitAt` as given. */
export async function linkPatient(
  handle: DatabaseHandle,
  bookingIds: string[],
  values: { lastVisitAt?: Date; note?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await handle.pool.query(
    `insert into patients (id, name, email, phone, last_visit_at) values ($1, 'Asha Rao', 'asha@example.com', '+919876543210', $2)`,
    [id, values.lastVisitAt ?? null],
  );
  await handle.pool.query(`update bookings set patient_id = $1 where id = any($2)`, [id, bookingIds]);
  if (values.note !== undefined)
    await handle.pool.query(
      `insert into patient_notes (id, patient_id, body, author) values ($1, $2, $3, 'doctor@clinic.example')`,
      [randomUUID(), id, values.note],
    );
  return id;
}

export async function openSlots(app: FullApp, dateKey: string): Promise<string[]> {
  return slotIdsOf(app, dateKey);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code of the newest record-access email queued for a booking (what the patient reads in their email). */
export async function recordCodeSentFor(handle: DatabaseHandle, bookingId: string) {
  const { rows } = await handle.pool.query<{ text_body: string; to_address: string }>(
    `select text_body, to_address from email_outbox
     where booking_id = $1 and kind like 'record-access-code:%' order by created_at desc limit 1`,
    [bookingId],
  );
  const row = rows[0];
  const code = row ? /^\s+(\d{6})$/m.exec(row.text_body)?.[1] : undefined;
  if (!row || !code) throw new Error("no record-access code was emailed for this booking");
  return { code, to: row.to_address };
}

/**
 * A record session for a booking, as the manage page gets one (decision 0113): ask for a code, read it
 * from the email queued to the record's address on file, trade it.
 */
export async function recordSession(app: FullApp, handle: DatabaseHandle, bookingId: string, token: string) {
  const client = typedClient(app, bearer(token));
  const params = { path: { bookingId } };
  const asked = await client.POST("/api/public/bookings/{bookingId}/record-access/code", { params });
  if (asked.response.status !== 200)
    throw new Error(`code request failed: ${asked.response.status} ${JSON.stringify(asked.error)}`);
  const { code } = await recordCodeSentFor(handle, bookingId);
  const verified = await client.POST("/api/public/bookings/{bookingId}/record-access/verify", {
    params,
    body: { code },
  });
  if (!verified.data)
    throw new Error(`verify failed: ${verified.response.status} ${JSON.stringify(verified.error)}`);
  return verified.data.data.recordSession;
}

/** The manage token and a record session, as headers. */
export const withSession = (token: string, session: string) => ({
  ...bearer(token),
  "x-record-session": session,
});
