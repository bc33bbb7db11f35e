import type { BookingConfirmation, BookingStatus, PaymentProviderName } from "@clinic/contract/booking";
import { formatDate, formatTime } from "@clinic/contract/format";
import { localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import type { BookedPackage } from "@clinic/contract/packages";
import type { KindRow } from "../../db/appointment-kind-repository";
import { type BookingRow, findBookingWithSlot } from "../../db/booking-repository";
import type { SlotRow } from "../../db/slot-repository";
import { buildInvite } from "../../integrations/calendar/ics-invite";
import { bookedKindOf, joinableMeetingLink, placeOf } from "../appointment-kinds/kind-place";
import { DomainError } from "../domain-error";
import { inviteTexts } from "../email-texts/invite-texts";
import { confirmationBilling } from "../receipts/confirmation-billing";
import type { BookingDeps } from "./booking-deps";

/** How a booking reads to its patient: the confirmation page and the calendar invitation. */

export function toConfirmation(
  deps: BookingDeps,
  booking: BookingRow,
  slot: SlotRow,
  kind: KindRow,
  billing?: { gstIncluded: boolean; receiptNumber: string | undefined; package?: BookedPackage },
): BookingConfirmation {
  const tz = deps.settings.clinicTimezone;
  const paid = booking.status === "PAID";
  const locale = localeOr(booking.locale);
  const place = placeOf(kind, booking, deps.settings.clinicAddress);
  return {
    bookingId: booking.id,
    reference: booking.reference,
    date: formatDate(slot.startAt, tz, locale),
    startTime: formatTime(slot.startAt, tz),
    endTime: formatTime(slot.endAt, tz),
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    timezone: tz,
    locale,
    meetingLink: joinableMeetingLink({
      status: booking.status,
      mode: place.mode,
      meetingLink: booking.meetingLink,
    }),
    kind: bookedKindOf(kind, locale),
    location: place.location,
    mapUrl: place.mapUrl,
    amount: booking.amount,
    currency: booking.currency,
    taxPercent: booking.taxPercent,
    taxAmount: booking.taxAmount,
    paymentStatus: booking.status as BookingStatus,
    paymentProvider: booking.paymentProvider as PaymentProviderName,
    icsDownloadUrl: paid ? `/api/public/bookings/${booking.id}/invite.ics` : null,
    // `inserted` when the booking is on the clinic's Google Calendar with the patient as attendee;
    // otherwise the invite went out with the confirmation email (decision 0057).
    userCalendar: paid ? (booking.userCalendar === "inserted" ? "inserted" : "emailed") : null,
    ...(billing ? { gstIncluded: billing.gstIncluded, receiptNumber: billing.receiptNumber ?? null } : {}),
    ...(billing?.package ? { package: billing.package } : {}),
  };
}

const bookingNotFound = () => new DomainError("not_found", "Booking not found.");

/**
 * GET /api/public/bookings/{bookingId}: the confirmation page's read, by the booking's id alone. So a home
 * visit's address, which is the patient's, is not in it (as the public .ics, decision 0147): the paying
 * browser has it from its verify answer, the patient from their emails and manage page.
 */
export async function getConfirmation(deps: BookingDeps, bookingId: string): Promise<BookingConfirmation> {
  const found = await findBookingWithSlot(deps.db, bookingId);
  if (!found) throw bookingNotFound();
  const view = toConfirmation(
    deps,
    found.booking,
    found.slot,
    found.kind,
    await confirmationBilling(deps.db, found.booking),
  );
  return found.kind.mode === "home_visit" ? { ...view, location: null } : view;
}

/**
 * The public download of a paid booking's event (RFC 5545, METHOD:PUBLISH). It is served without a
 * token, so it names neither the patient nor their address: the invitation with the patient as
 * ATTENDEE is the one attached to their emails (decision 0093).
 */
export async function getInvite(deps: BookingDeps, bookingId: string): Promise<string> {
  const found = await findBookingWithSlot(deps.db, bookingId);
  if (found?.booking.status !== "PAID") throw bookingNotFound();
  // A home visit's address is the patient's: not in this download, which takes no token.
  const event = inviteEvent(deps, found.booking, found.slot, found.kind);
  const location = found.kind.mode === "home_visit" ? null : event.location;
  return buildInvite({ ...event, location, method: "PUBLISH" });
}

/**
 * The booking's calendar invitation for the patient's emails (one UID per booking, the patient as
 * ATTENDEE); a reschedule passes a higher `sequence` so calendars replace the event instead of adding
 * one; a cancellation passes `CANCEL` (and a higher `sequence`) so calendars remove it (decision 0072).
 */
export function bookingInvite(
  deps: Pick<BookingDeps, "settings">,
  booked: { booking: BookingRow; slot: SlotRow; kind: KindRow },
  sequence?: number,
  method?: "REQUEST" | "CANCEL",
): string {
  const { booking, slot, kind } = booked;
  return buildInvite({
    ...inviteEvent(deps, booking, slot, kind),
    sequence,
    method,
    attendee: { name: booking.customerName, email: booking.customerEmail },
  });
}

/**
 * What both forms say: the event, its meeting link and the clinic as organizer, in the booking's
 * language (issue 33).
 */
function inviteEvent(deps: Pick<BookingDeps, "settings">, booking: BookingRow, slot: SlotRow, kind: KindRow) {
  const locale = localeOr(booking.locale);
  const t = inviteTexts[locale];
  const place = placeOf(kind, booking, deps.settings.clinicAddress);
  const video = place.mode === "video";
  const join = video && booking.meetingLink ? ` ${fill(t.join, { link: booking.meetingLink })}` : "";
  const map = place.mapUrl ? ` ${place.mapUrl}` : "";
  const description = video
    ? fill(t.description, { reference: booking.reference })
    : fill(t.appointment, { kind: bookedKindOf(kind, locale).name, reference: booking.reference });
  return {
    uid: `${booking.id}@clinic-booking`,
    title: video ? t.title : bookedKindOf(kind, locale).name,
    description: `${description}${join}${map}`,
    startAt: slot.startAt,
    endAt: slot.endAt,
    meetingLink: video ? booking.meetingLink : null,
    location: place.location,
    organizer: deps.settings.organizer,
    reminder: t.reminder,
  };
}
