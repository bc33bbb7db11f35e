import { randomUUID } from "node:crypto";
import { localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { findBookingWithSlot, findSealedManageToken } from "../../db/booking-repository";
import { transaction } from "../../db/transaction";
import type { BookingDeps } from "../booking/booking-deps";
import { manageLinkMarker } from "../booking-email-service";
import { clinicWhen } from "../clinic-zone";
import { confirmationTexts } from "../email-texts/confirmation-texts";
import { recordAccessTexts } from "../email-texts/record-access-texts";
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
  // In the booking's language (issue 33); the link lines are the confirmation's, for the fallback.
  const locale = localeOr(booking.locale);
  const t = recordAccessTexts[locale];
  const c = confirmationTexts[locale];
  const when = clinicWhen(slot.startAt, deps.settings.clinicTimezone, locale);
  // The outbox row and its delivery job together (decision 0119).
  await transaction(deps.db, (tx) =>
    enqueueEmail(tx, {
      id: randomUUID(),
      // One message each time (the outbox keeps one per kind and booking).
      kind: `manage-link:${randomUUID()}`,
      bookingId,
      toAddress: booking.customerEmail,
      subject: fill(t.linkSubject, { when }),
      textBody: [
        fill(c.greeting, { name: booking.customerName }),
        "",
        fill(t.linkAgain, { when }),
        fill(c.reference, { reference: booking.reference }),
        "",
        fill(c.manage, { link: manageLinkMarker }),
        fill(c.intake, { link: manageLinkMarker }),
        "",
        t.sameLink,
      ].join("\n"),
      icsAttachment: null,
    }),
  );
}
