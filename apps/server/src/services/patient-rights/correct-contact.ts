import type { contactCorrectionSchema } from "@clinic/contract/patient-rights";
import { patientRightsMessages } from "@clinic/contract/patient-rights";
import { toWhatsAppNumber } from "@clinic/contract/whatsapp";
import type { z } from "zod";
import { findBooking } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { isBookingErased } from "../../db/erasure-repository";
import { lockPatient, updateBookingsContact, updatePatientContact } from "../../db/patient-rights-repository";
import { transaction } from "../../db/transaction";
import { followCorrectedPhone } from "../../db/whatsapp-repository";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { auditSubject, recordOfManageLink } from "./record-access";

type Correction = z.output<typeof contactCorrectionSchema>;

/**
 * PATCH …/contact: the patient corrects their name, email or phone (the booking form's rules, in the
 * contract). The patient record takes them, and so do their bookings still to come (who the
 * reminders and emails go to); past bookings keep the details they were billed with. The audit
 * entry names the fields changed, never their values.
 */
export async function correctContact(
  deps: { db: Database; now?: () => Date },
  bookingId: string,
  token: string | undefined,
  input: Correction,
) {
  const now = deps.now?.() ?? new Date();
  const { scope } = await recordOfManageLink(deps.db, bookingId, token);
  return transaction(deps.db, async (tx) => {
    const patient = scope.patient ? await lockPatient(tx, scope.patient.id) : undefined;
    const erased = patient ? patient.erasedAt !== null : await isBookingErased(tx, bookingId);
    if (erased) throw new DomainError("conflict", patientRightsMessages.erasedRecord);
    const email = input.email?.toLowerCase();
    const updated = patient
      ? await updatePatientContact(tx, patient.id, { name: input.name, email, phone: input.phone }, now)
      : undefined;
    // Linked: the bookings still to come; unlinked: the booking is the record, whenever it was.
    const bookingsUpdated = await updateBookingsContact(
      tx,
      scope.bookingIds,
      { customerName: input.name, customerEmail: input.email, customerPhone: input.phone },
      { now, upcomingOnly: patient !== undefined },
    );
    // WhatsApp updates follow the corrected number (decision 0103); the contract has checked its form.
    const whatsappNumber = input.phone ? toWhatsAppNumber(input.phone) : null;
    if (whatsappNumber) await followCorrectedPhone(tx, scope.bookingIds, whatsappNumber);
    const fields = (["name", "email", "phone"] as const).filter((f) => input[f] !== undefined);
    await recordAudit(tx, {
      actor: "patient",
      action: "patient.contact_corrected",
      ...auditSubject(scope, bookingId),
      details: { fields, bookingsUpdated, via: bookingId },
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
