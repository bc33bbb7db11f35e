import type { contactCorrectionSchema } from "@clinic/contract/patient-rights";
import { patientRightsMessages } from "@clinic/contract/patient-rights";
import { normaliseEmail, normalisePhone } from "@clinic/contract/patients";
import { toWhatsAppNumber } from "@clinic/contract/whatsapp";
import type { z } from "zod";
import { findBooking } from "../../db/booking-repository";
import { isBookingErased } from "../../db/erasure-repository";
import { lockPatient, updateBookingsContact, updatePatientContact } from "../../db/patient-rights-repository";
import { transaction } from "../../db/transaction";
import { followCorrectedPhone, whatsappStateOfBooking } from "../../db/whatsapp-repository";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { accessOf, auditSubject, type ManageCredentials } from "../record-access/access-scope";
import { queueContactChangeNotices } from "../record-access/contact-change-notice";
import { contactOnFile } from "../record-access/contact-on-file";
import { nowOf, type RecordAccessDeps } from "../record-access/record-access-deps";

type Correction = z.output<typeof contactCorrectionSchema>;

/**
 * PATCH …/contact: the patient corrects their name, email or phone (the booking form's rules, in the
 * contract). With the manage token alone it is this booking's details, whatever record the booking
 * belongs to, and nothing else. With a record session (proof of the record's contact, decision 0113) it
 * is the record's: the patient row and its bookings still to come (who the reminders and emails go to);
 * past bookings keep the details they were billed with. Either way the old email and WhatsApp number are
 * told of a changed email or phone. The audit entry names the fields changed, never their values.
 */
export async function correctContact(
  deps: RecordAccessDeps,
  bookingId: string,
  credentials: ManageCredentials,
  input: Correction,
) {
  const now = nowOf(deps);
  const { booking, scope } = await accessOf(deps.db, bookingId, credentials.token, credentials.session, now);
  const whole = scope.level === "record" && scope.patient !== undefined;
  const before = whole
    ? { ...(await contactOnFile(deps.db, booking, scope)), phone: scope.patient?.phone ?? null }
    : await bookingContact(deps, booking);
  return transaction(deps.db, async (tx) => {
    const patient = scope.patient ? await lockPatient(tx, scope.patient.id) : undefined;
    const erased = patient ? patient.erasedAt !== null : await isBookingErased(tx, bookingId);
    if (erased) throw new DomainError("conflict", patientRightsMessages.erasedRecord);
    // The record keeps its keys normalised, as linking reads them (decision 0099).
    const email = input.email ? normaliseEmail(input.email) : undefined;
    const phone = input.phone ? normalisePhone(input.phone) : undefined;
    const updated =
      whole && patient
        ? await updatePatientContact(tx, patient.id, { name: input.name, email, phone }, now)
        : undefined;
    // The record: its bookings still to come. One booking: itself, whenever it is.
    const bookingsUpdated = await updateBookingsContact(
      tx,
      whole ? scope.bookingIds : [bookingId],
      { customerName: input.name, customerEmail: input.email, customerPhone: input.phone },
      { now, upcomingOnly: whole },
    );
    // WhatsApp updates follow the corrected number (decision 0103); the contract has checked its form.
    const whatsappNumber = input.phone ? toWhatsAppNumber(input.phone) : null;
    if (whatsappNumber)
      await followCorrectedPhone(tx, whole ? scope.bookingIds : [bookingId], whatsappNumber);
    const noticesQueued = await queueContactChangeNotices(
      tx,
      { ...deps.clinic, timezone: deps.clinicTimezone() },
      {
        level: whole ? "record" : "booking",
        reference: booking.reference,
        bookingId,
        before,
        after: { email: input.email, phone: input.phone },
        at: now,
        locale: booking.locale,
      },
    );
    const fields = (["name", "email", "phone"] as const).filter((f) => input[f] !== undefined);
    await recordAudit(tx, {
      actor: "patient",
      action: whole ? "patient.contact_corrected" : "booking.contact_corrected",
      ...(whole ? auditSubject(scope, bookingId) : { entity: "booking", entityId: bookingId }),
      details: { fields, bookingsUpdated, noticesQueued, via: bookingId, scope: scope.level },
    });
    const current = updated ? undefined : await findBooking(tx, bookingId);
    const contact = updated
      ? { name: updated.name, email: updated.email, phone: updated.phone }
      : {
          name: current?.customerName ?? "",
          email: current?.customerEmail ?? null,
          phone: current?.customerPhone ?? null,
        };
    return { contact, bookingsUpdated };
  });
}

/** Where one booking's messages went: its own email, and its phone while its WhatsApp opt-in stands. */
async function bookingContact(
  deps: Pick<RecordAccessDeps, "db">,
  booking: { id: string; customerEmail: string; customerPhone: string },
) {
  const whatsapp = await whatsappStateOfBooking(deps.db, booking.id);
  return {
    email: booking.customerEmail.trim().toLowerCase() || null,
    whatsapp: whatsapp.optedIn && !whatsapp.numberOptedOut ? whatsapp.phone : null,
    phone: booking.customerPhone || null,
  };
}
