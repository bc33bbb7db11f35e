import { localeOr } from "@clinic/contract/locales";
import {
  type PackageSessionBooked,
  type PackageSessionRequest,
  packageSessionMessages,
} from "@clinic/contract/packages";
import { findPurchase, purchasesPayingBooking, sessionsLeftOf } from "../../db/package-purchase-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { afterWrite, type BookingDeps, clock, paymentsOf } from "../booking/booking-deps";
import { completeConfirmation } from "../booking/confirm-payment";
import { bookForPatient } from "../booking/create-admin-booking";
import { DomainError } from "../domain-error";
import { accessOf, type ManageCredentials } from "../record-access/access-scope";

/**
 * The patient books their next session from a package on the manage page (issue 35, decision 0134).
 * Only a package My packages shows through these credentials (decision 0113's scopes: the one that paid
 * this booking with the token alone, the record's with a record session); any other is unknown (404).
 * The session is booked as the desk books one from a package (`bookForPatient`: the credit checked and
 * used, PAID, no money, the confirmation after the commit), but under the kind's online rules, as the
 * patient's own booking is. The route's `Idempotency-Key` is claimed and replayed by `idempotentPosts`.
 */
export async function bookPackageSession(
  deps: BookingDeps,
  a: {
    bookingId: string;
    credentials: ManageCredentials;
    request: PackageSessionRequest;
    clientAddress: string;
  },
): Promise<PackageSessionBooked> {
  const now = clock(deps);
  const { scope, booking } = await accessOf(
    deps.db,
    a.bookingId,
    a.credentials.token,
    a.credentials.session,
    now,
  );
  const patient = scope.patient;
  const purchase = await findPurchase(deps.db, a.request.purchaseId);
  const inScope =
    patient &&
    !patient.erasedAt &&
    purchase?.patientId === patient.id &&
    (scope.level === "record" || (await purchasesPayingBooking(deps.db, a.bookingId)).has(purchase.id));
  if (!inScope || !purchase) throw new DomainError("not_found", packageSessionMessages.notFound);
  // Resolved before the transaction: it may read settings through another connection.
  const payments = await paymentsOf(deps);
  let toComplete: string | undefined;
  const booked = await afterWrite(
    deps,
    transaction(deps.db, async (tx) => {
      const made = await bookForPatient(
        deps,
        tx,
        {
          input: {
            slotId: a.request.slotId,
            // The record's details, as the desk books for it; the paying booking's where the record has none.
            user: {
              name: patient.name || booking.customerName,
              email: patient.email || booking.customerEmail,
              phone: patient.phone || booking.customerPhone,
              timezone: booking.timezone,
            },
            notes: "Booked by the patient from their package",
            flow: "book",
            // The clinic's way of payment (a credit), which the schema keeps for clinic-recorded bookings.
            isAdminBooking: true,
            payment: { kind: "package", purchaseId: purchase.id },
            whatsappOptIn: false,
            locale: localeOr(booking.locale),
            kindId: purchase.kindId,
          },
          clientAddress: a.clientAddress,
          byPatient: true,
        },
        payments,
        now,
      );
      toComplete = made.toComplete;
      await recordAudit(tx, {
        actor: "patient",
        action: "package.session_booked",
        entity: "patient",
        entityId: patient.id,
        details: { via: a.bookingId, purchaseId: purchase.id, bookingId: made.data.bookingId },
      });
      return {
        bookingId: made.data.bookingId,
        purchaseId: purchase.id,
        startAt: made.data.startAt,
        endAt: made.data.endAt,
        sessionsLeft: await sessionsLeftOf(tx, purchase.id),
      };
    }),
  );
  // After the commit: the meeting link, the calendar event and the confirmation email (decision 0060).
  if (toComplete) await completeConfirmation(deps, toComplete);
  return booked;
}
