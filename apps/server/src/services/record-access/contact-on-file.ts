import { erasedMarker } from "@clinic/contract/patient-rights";
import { toWhatsAppNumber } from "@clinic/contract/whatsapp";
import type { BookingRow } from "../../db/booking-repository";
import type { RecordScope } from "../../db/patient-rights-repository";
import type { Queryable } from "../../db/transaction";
import { numberOptedInFor } from "../../db/whatsapp-repository";

/** Where proof of a record's contact can be sent: its email, and its WhatsApp number when that opted in. */
export type ContactOnFile = { email: string | null; whatsapp: string | null };

/**
 * The contact on file of the record a booking belongs to (decision 0113): the patient row's email and
 * phone, never the booking's own (a booking names whatever address its maker typed). A booking linked
 * to no record is its own record, so its own details are on file. The phone counts only while it has a
 * standing WhatsApp opt-in on one of the record's bookings and consent stands: a code is not a reason
 * to message a number that never asked for messages. An erased record has nothing on file.
 */
export async function contactOnFile(
  db: Queryable,
  booking: BookingRow,
  record: Pick<RecordScope, "patient" | "bookingIds">,
): Promise<ContactOnFile> {
  const patient = record.patient;
  if (patient?.erasedAt) return { email: null, whatsapp: null };
  const own = booking.customerEmail.trim().toLowerCase();
  const email = patient ? patient.email : own === erasedMarker.email ? null : own;
  // A record keeps its phone as digits with the country code (decision 0099); a booking as typed.
  const phone = patient
    ? patient.phone
      ? `+${patient.phone.replace(/^\+/, "")}`
      : null
    : booking.customerPhone;
  const number = phone ? toWhatsAppNumber(phone) : null;
  const consentStands = !patient?.consentWithdrawnAt;
  const whatsapp =
    number && consentStands && (await numberOptedInFor(db, record.bookingIds, number)) ? number : null;
  return { email: email || null, whatsapp };
}
