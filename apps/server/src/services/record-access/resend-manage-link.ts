import { randomUUID } from "node:crypto";
import { findBookingWithSlot, findSealedManageToken } from "../../db/booking-repository";
import { transaction } from "../../db/transaction";
import type { BookingDeps } from "../booking/booking-deps";
import { intakeLinkLine, manageLinkLine } from "../booking-email-service";
import { clinicWhen } from "../clinic-zone";
import { enqueueEmail } from "../messages/message-outbox";

/**
 * POST /api/public/bookings/{bookingId}/manage-link: the confirmation page's "Email me my manage link
 * again" (issue 32). The page never holds the manage token (decision 0093), so the link goes where the
 * first one went: the booking's own email address, never one the request names. Only a paid booking
 * whose sealed token can be opened gets one (an erased booking has none); the caller answers the same
 * either way, and the route's limits keep it from filling anyone's inbox. The email is queued in the
 * outbox and its link written only when it is sent (`renderManageLink`): the outbox never holds a token.
 * Not a booking event (nothing about the booking changes), so it lives with the manage link's access.
 */
export async function resendManageLink(
  deps: Pick<BookingDeps, "db" | "settings">,
  bookingId: string,
): Promise<void> {
  const found = await findBookingWithSlot(deps.db, bookingId);
  if (found?.booking.status !== "PAID") return;
  if (!(await findSealedManageToken(deps.db, bookingId))) return;
  const { booking, slot } = found;
  const when = clinicWhen(slot.startAt, deps.settings.clinicTimezone);
  // The outbox row and its delivery job together (decision 0119).
  await transaction(deps.db, (tx) =>
    enqueueEmail(tx, {
      id: randomUUID(),
      // One message each time (the outbox keeps one per kind and booking).
      kind: `manage-link:${randomUUID()}`,
      bookingId,
      toAddress: booking.customerEmail,
      subject: `Your link to manage your consultation: ${when}`,
      textBody: [
        `Dear ${booking.customerName},`,
        "",
        `Here is the link to your consultation of ${when} again, as asked on the confirmation page.`,
        `Reference: ${booking.reference}`,
        "",
        manageLinkLine,
        intakeLinkLine,
        "",
        "It is the same link as in your confirmation email. If you did not ask for it, you can ignore this email.",
      ].join("\n"),
      icsAttachment: null,
    }),
  );
}
