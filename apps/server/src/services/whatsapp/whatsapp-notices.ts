import { randomUUID } from "node:crypto";
import { formatDateTime, formatMoney, formatZoneName } from "@clinic/contract/format";
import { type Locale, localeOr } from "@clinic/contract/locales";
import { findKind } from "../../db/appointment-kind-repository";
import type { BookingRow } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import type { SlotRow } from "../../db/slot-repository";
import { savepoint, type Tx } from "../../db/transaction";
import { whatsappRemindersDue } from "../../db/whatsapp-reminders-repository";
import { bookedKindOf, placeOf } from "../appointment-kinds/kind-place";
import { manageLinkMarker } from "../booking-email-service";
import { bookPageUrl, careReminderWords, type ReminderChannel } from "../measurements/measurement-reminders";
import { queueBookingWhatsApp, queueWhatsAppTo } from "../messages/message-outbox";
import { type WhatsAppTemplateKey, whatsappTemplates } from "./whatsapp-templates";

/**
 * The WhatsApp messages of a booking's life (issue 21; decision 0103), queued in the transaction that
 * causes them, beside the emails, and only to a number whose owner opted in for that booking (the
 * repository's insert checks it). Each runs in a savepoint and swallows its failure: WhatsApp never
 * blocks a booking, a move, a cancellation or a refund.
 */

/**
 * Filled in at send time from the booking (deliver-whatsapp.ts), with the emails' `manageLinkMarker`: no
 * token is ever stored in the outbox.
 */
export const meetingLinkMarker = "{meeting-link}";

export type WhatsAppNoticeDeps = {
  settings: { clinicTimezone: string; organizer: { name: string }; clinicAddress?: string };
  /** The clinic's own WhatsApp number (WHATSAPP_CLINIC_NUMBER): a notice of each new booking. */
  whatsapp?: { clinicNumber?: string | undefined };
  log?: { warn(event: Record<string, unknown>, message: string): void };
};

async function never(
  deps: Pick<WhatsAppNoticeDeps, "log">,
  kind: string,
  tx: Tx,
  work: (tx: Tx) => Promise<unknown>,
) {
  try {
    await savepoint(tx, work);
  } catch (error) {
    // The kind and the reason only: never a number or a name.
    deps.log?.warn({ kind, reason: (error as Error).message.slice(0, 200) }, "WhatsApp message not queued");
  }
}

function toBooking(
  kind: string,
  bookingId: string,
  template: WhatsAppTemplateKey,
  params: string[],
  notAfter: Date | null,
) {
  if (params.length !== whatsappTemplates[template].parameters.length)
    throw new Error(`template ${template} takes ${whatsappTemplates[template].parameters.length} values`);
  return { id: randomUUID(), kind, bookingId, template, params, notAfter };
}

/**
 * The templates' "{{n}} ({{n+1}})": the moment on the clinic's clock and that clock's short name,
 * "Tue, 1 Dec 2026, 10:45 am (IST)", the day named in the booking's language (issue 33).
 */
function clinicMoment(at: Date, zone: string, locale: string = "en"): [string, string] {
  const language: Locale = localeOr(locale);
  return [formatDateTime(at, zone, language), formatZoneName(zone, at)];
}

/** The confirmation (date, time in the clinic's zone, meeting link, manage link) and the clinic's notice. */
export async function queueWhatsAppConfirmation(
  tx: Tx,
  deps: WhatsAppNoticeDeps,
  booking: BookingRow,
  slot: SlotRow,
): Promise<void> {
  const [when, zone] = clinicMoment(slot.startAt, deps.settings.clinicTimezone, booking.locale);
  const kind = await findKind(tx, booking.kindId);
  const place = kind ? placeOf(kind, booking, deps.settings.clinicAddress) : undefined;
  // A video call gets its meeting link; a visit in the clinic or at home, where it is (issue 34).
  const [template, params] =
    kind && place && place.mode !== "video"
      ? ([
          "visit_confirmation",
          [
            booking.customerName,
            bookedKindOf(kind, booking.locale).name,
            deps.settings.organizer.name,
            when,
            zone,
            place.location ?? "-",
            manageLinkMarker,
          ],
        ] as const)
      : ([
          "booking_confirmation",
          [
            booking.customerName,
            deps.settings.organizer.name,
            when,
            zone,
            meetingLinkMarker,
            manageLinkMarker,
          ],
        ] as const);
  await never(deps, "booking-confirmation", tx, (t) =>
    queueBookingWhatsApp(
      t,
      toBooking("booking-confirmation", booking.id, template, [...params], slot.startAt),
    ),
  );
  const clinicNumber = deps.whatsapp?.clinicNumber;
  if (clinicNumber)
    await never(deps, "clinic-new-booking", tx, (t) =>
      queueWhatsAppTo(t, {
        id: randomUUID(),
        kind: "clinic-new-booking",
        bookingId: booking.id,
        toPhone: clinicNumber,
        template: "clinic_new_booking",
        // The clinic reads English, whatever language the patient booked in.
        params: [...clinicMoment(slot.startAt, deps.settings.clinicTimezone), booking.reference],
        notAfter: slot.startAt,
      }),
    );
}

/** A move: the new date and time, with the links. `change` keeps each move's message its own. */
export async function queueWhatsAppReschedule(
  tx: Tx,
  deps: WhatsAppNoticeDeps,
  booking: BookingRow,
  target: SlotRow,
  change: string,
): Promise<void> {
  const zone = deps.settings.clinicTimezone;
  await never(deps, "reschedule", tx, (t) =>
    queueBookingWhatsApp(
      t,
      toBooking(
        `reschedule:${change}`,
        booking.id,
        "booking_rescheduled",
        [
          deps.settings.organizer.name,
          ...clinicMoment(target.startAt, zone, booking.locale),
          meetingLinkMarker,
          manageLinkMarker,
        ],
        target.startAt,
      ),
    ),
  );
}

/** A cancellation, by the patient or the clinic. */
export async function queueWhatsAppCancellation(
  tx: Tx,
  deps: WhatsAppNoticeDeps,
  booking: BookingRow,
  slot: SlotRow,
): Promise<void> {
  const zone = deps.settings.clinicTimezone;
  await never(deps, "cancellation", tx, (t) =>
    queueBookingWhatsApp(
      t,
      toBooking(
        "cancellation",
        booking.id,
        "booking_cancelled",
        [
          deps.settings.organizer.name,
          ...clinicMoment(slot.startAt, zone, booking.locale),
          booking.reference,
        ],
        null,
      ),
    ),
  );
}

/** A refund made (after the provider said yes). */
export async function queueWhatsAppRefund(
  tx: Tx,
  deps: Partial<WhatsAppNoticeDeps>,
  refund: { bookingId: string; paymentId: string; amount: number; currency: string; reference: string },
): Promise<void> {
  const clinic = deps.settings?.organizer.name ?? "The clinic";
  await never(deps, "refund", tx, (t) =>
    queueBookingWhatsApp(
      t,
      toBooking(
        `refund:${refund.paymentId}`,
        refund.bookingId,
        "refund_issued",
        [formatMoney(refund.amount, refund.currency), clinic, refund.reference],
        null,
      ),
    ),
  );
}

/**
 * Reminders before each paid consultation, at the email reminders' hours (REMINDER_HOURS), each queued
 * once per (kind, booking). Answers how many were queued.
 */
export async function queueWhatsAppReminders(
  db: Database,
  settings: { reminderHours: number[]; clinicTimezone: string; clinicName: string },
  now = new Date(),
): Promise<number> {
  let queued = 0;
  for (const hours of settings.reminderHours) {
    const kind = `reminder-${hours}h`;
    const due = await whatsappRemindersDue(db, { kind, hours, now });
    for (const b of due) {
      const params = [
        settings.clinicName,
        ...clinicMoment(b.startAt, settings.clinicTimezone, b.locale),
        meetingLinkMarker,
        manageLinkMarker,
      ];
      if (
        await queueBookingWhatsApp(
          db,
          toBooking(kind, b.bookingId, "appointment_reminder", params, b.startAt),
        )
      )
        queued++;
    }
  }
  return queued;
}

/**
 * The tracker's garment and re-measure reminders on WhatsApp (decision 0107), beside the email: to the
 * number opted in on the patient's latest booking, with the email's words and no health values.
 */
export function whatsappCareReminderChannel(
  deps: Pick<WhatsAppNoticeDeps, "log"> & { clinicName: () => string; publicUrl: string },
): ReminderChannel {
  return {
    name: "whatsapp",
    async send(tx, r) {
      if (!r.bookingId) return;
      const bookingId = r.bookingId;
      const kind = `measurement-${r.kind}:${r.dueOn}`;
      // The booking's template language is the reminder's: its words and link are in it too.
      const bookUrl = bookPageUrl(deps.publicUrl, r.locale);
      await never(deps, kind, tx, (t) =>
        queueBookingWhatsApp(
          t,
          toBooking(
            kind,
            bookingId,
            "care_reminder",
            [r.name, deps.clinicName(), careReminderWords(r.kind, r.locale).line, bookUrl],
            null,
          ),
        ),
      );
    },
  };
}

/**
 * A payment link (issue 35), to the number opted in on `bookingId` (the link's booking, or the
 * patient's latest for a package), in that booking's language; once per link.
 */
export async function queueWhatsAppPaymentLink(
  tx: Tx,
  deps: Pick<WhatsAppNoticeDeps, "log">,
  message: { linkId: string; bookingId: string; params: string[] },
): Promise<void> {
  const kind = `payment-link:${message.linkId}`;
  await never(deps, kind, tx, (t) =>
    queueBookingWhatsApp(t, toBooking(kind, message.bookingId, "payment_link", message.params, null)),
  );
}
