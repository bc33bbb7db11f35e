import { type UpiQr, upiQrMessages, upiQrValidityMinutes } from "@clinic/contract/upi";
import { keepHoldUntil } from "../../db/booking-repository";
import { paymentsOf } from "../booking/booking-deps";
import { DomainError } from "../domain-error";
import { finishOpening, type PaymentLinkDeps } from "./open-link";
import { openForBooking } from "./payment-links";

/**
 * POST /api/admin/bookings/{id}/upi-qr (decision 0133): Razorpay's single-use UPI QR for exactly what
 * an unpaid booking owes, shown at the front desk. It closes once paid, and its `qr_code.credited`
 * webhook marks the booking paid as a link's payment does. The open QR is returned while it is open.
 * Without Razorpay there is none (409 `conflict`: the clinic's setup, not an outage): the desk shows the
 * clinic's own UPI QR.
 */
export async function bookingUpiQr(
  deps: PaymentLinkDeps,
  bookingId: string,
  now = new Date(),
): Promise<UpiQr> {
  const provider = await paymentsOf(deps);
  if (provider.name !== "razorpay") throw new DomainError("conflict", upiQrMessages.needsRazorpay);
  const validityMs = upiQrValidityMinutes * 60_000;
  const opening = await openForBooking(deps, bookingId, { kind: "upi_qr", validityMs }, provider, now);
  const row = await finishOpening(
    deps,
    opening,
    provider,
    (razorpay, reserved) =>
      razorpay.createUpiQr({
        amount: reserved.amount,
        name: deps.settings.organizer.name || "Clinic",
        // What the payer's app shows: the visit's kind stays out (health data).
        description: "Physiotherapy session",
        closesAt: reserved.expiresAt,
        referenceId: reserved.id,
      }),
    upiQrMessages.providerFailed,
    (tx, made) => keepHoldUntil(tx, bookingId, made.expiresAt),
  );
  return { id: row.id, imageUrl: row.url, closesAt: row.expiresAt.toISOString() };
}
