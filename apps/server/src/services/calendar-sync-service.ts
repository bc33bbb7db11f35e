import { type KindMode, kindModeWords } from "@clinic/contract/appointment-kinds";
import { checkoutName } from "@clinic/contract/booking";
import { type BookingRow, setBookingUserCalendar } from "../db/booking-repository";
import {
  practitionerCalendars,
  setBookingMeetingLink,
  setSlotCalendarEvent,
  slotCalendarEvent,
} from "../db/calendar-repository";
import type { SlotRow } from "../db/slot-repository";
import type { Queryable } from "../db/transaction";
import type { CalendarEventInput, CalendarProvider } from "../integrations/calendar/calendar-provider";

/** How calendar and meeting failures are reported: ids and reasons only, never a patient's details. */
export type CalendarFailureLog = (event: { action: string; slotId?: string; reason: string }) => void;

export type CalendarSync = {
  calendar: CalendarProvider;
  /** MEETING_PROVIDER: with google_meet the paid booking's event carries a Google Meet conference. */
  meetingProvider: "jitsi" | "google_meet" | "zoom";
  onFailure?: CalendarFailureLog;
};

const openSummary = "Open consultation slot";
/** The longest a paid booking waits for the calendar (token and event together). */
const paidEventTimeoutMs = 5000;

/**
 * An event for each new slot (bulk create, decision 0057), a few at a time, after the slots are
 * committed, on its practitioner's own calendar when they have one, else the clinic's (issue 34): a
 * failure never loses a slot, it is counted (the admin's toast says how many) and the slot simply has
 * no `calendarEventId`.
 */
export async function createSlotEvents(
  db: Queryable,
  sync: CalendarSync,
  created: Array<{ id: string; startAt: Date; endAt: Date; tz: string; practitionerId: string | null }>,
  concurrency = 4,
): Promise<{ created: number; failed: number }> {
  const calendars = await practitionerCalendars(
    db,
    created.map((slot) => slot.practitionerId),
  );
  let ok = 0;
  let failed = 0;
  let next = 0;
  async function worker() {
    while (next < created.length) {
      const slot = created[next++] as (typeof created)[number];
      const calendarId = calendars.get(slot.practitionerId ?? "") ?? undefined;
      try {
        const event = await sync.calendar.createEvent(
          {
            summary: openSummary,
            description: "Open for booking on the clinic's website.",
            startAt: slot.startAt,
            endAt: slot.endAt,
            timeZone: slot.tz,
            requestId: `slot-${slot.id}`,
          },
          calendarId,
        );
        if (await setSlotCalendarEvent(db, slot.id, { eventId: event.id, calendarId: calendarId ?? null }))
          ok++;
        else await sync.calendar.deleteEvent(event.id, calendarId).catch(() => undefined);
      } catch (error) {
        failed++;
        sync.onFailure?.({ action: "slot.createEvent", slotId: slot.id, reason: (error as Error).message });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, created.length) }, worker));
  return { created: ok, failed };
}

/** Where a booked appointment is, as its calendar event says: its kind's mode and name, and its address. */
export type EventPlace = { mode: KindMode; name: string; location: string | null };
const videoPlace: EventPlace = { mode: "video", name: "Video consultation", location: null };

/**
 * The paid booking on the clinic's calendar with the patient as attendee (Google does not email
 * them: the clinic's email with its .ics is the one invitation, decision 0068): the slot's event is
 * updated, or one is created. With google_meet the event carries a Meet conference whose link
 * becomes the consultation's. Never throws: without a calendar, or when the calendar fails,
 * `emailed`, and the booking goes on.
 */
export async function bookingPaidEvent(
  db: Queryable,
  sync: CalendarSync | undefined,
  booking: BookingRow,
  slot: SlotRow,
  meetingLink: string | undefined,
  /**
   * `new`: the paid booking gets its conference (a new Meet with google_meet). `keep`: a moved
   * booking keeps the link it has (its Meet is carried over, no new one is asked for; decision 0073).
   */
  conference: "new" | "keep" = "new",
  /** Where the appointment is (issue 34): a video call has its link; the others their address, no Meet. */
  place: EventPlace = videoPlace,
): Promise<{ userCalendar: "inserted" | "emailed"; meetLink?: string }> {
  if (!sync) return { userCalendar: "emailed" };
  const keep = conference === "keep";
  const video = place.mode === "video";
  const where = video ? meetingLink : (place.location ?? undefined);
  const input: CalendarEventInput & { requestId: string } = {
    summary: checkoutName,
    description: video
      ? `Video consultation. Reference ${booking.reference}.${meetingLink ? ` Join: ${meetingLink}` : ""}`
      : `${place.name} (${kindModeWords[place.mode]}). Reference ${booking.reference}.`,
    startAt: slot.startAt,
    endAt: slot.endAt,
    timeZone: slot.tz,
    attendee: { email: booking.customerEmail, name: booking.customerName },
    withMeet: video && !keep && sync.meetingProvider === "google_meet",
    ...(video && keep && meetingLink ? { meetLink: meetingLink } : {}),
    ...(where ? { location: where } : {}),
    requestId: `booking-${booking.id}`,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // The slot's event where it is; a slot without one gets it on its practitioner's calendar.
    const calendarId = slot.calendarEventId
      ? (slot.calendarId ?? undefined)
      : ((await practitionerCalendars(db, [slot.practitionerId])).get(slot.practitionerId ?? "") ??
        undefined);
    // Bounded as a whole (token and event): the patient's answer waits for it (after the
    // payment's commit, decision 0060).
    const event = await Promise.race([
      slot.calendarEventId
        ? sync.calendar.updateEvent(slot.calendarEventId, input, calendarId)
        : sync.calendar.createEvent(input, calendarId),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${paidEventTimeoutMs} ms`)),
          paidEventTimeoutMs,
        );
      }),
    ]);
    if (event.id !== slot.calendarEventId)
      await setSlotCalendarEvent(db, slot.id, { eventId: event.id, calendarId: calendarId ?? null });
    return event.meetLink
      ? { userCalendar: "inserted", meetLink: event.meetLink }
      : { userCalendar: "inserted" };
  } catch (error) {
    sync.onFailure?.({ action: "booking.event", slotId: slot.id, reason: (error as Error).message });
    return { userCalendar: "emailed" };
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/**
 * A booking that ended (cancelled, moved away): the slot's event goes back to an open slot without
 * the attendee, or is deleted with the slot. Failures are reported only.
 */
export async function releaseSlotEvent(
  sync: CalendarSync | undefined,
  slot: Pick<SlotRow, "id" | "startAt" | "endAt" | "tz" | "calendarEventId" | "calendarId">,
  how: "reopen" | "delete",
): Promise<void> {
  if (!sync || !slot.calendarEventId) return;
  const calendarId = slot.calendarId ?? undefined;
  try {
    if (how === "delete") await sync.calendar.deleteEvent(slot.calendarEventId, calendarId);
    else
      await sync.calendar.updateEvent(
        slot.calendarEventId,
        {
          summary: openSummary,
          description: "Open for booking on the clinic's website.",
          startAt: slot.startAt,
          endAt: slot.endAt,
          timeZone: slot.tz,
          requestId: `slot-${slot.id}-reopen`,
        },
        calendarId,
      );
  } catch (error) {
    sync.onFailure?.({ action: `slot.${how}Event`, slotId: slot.id, reason: (error as Error).message });
  }
}

/**
 * Whether a move's calendar step can hand the booking another meeting link: only a Google Meet
 * conference comes from the calendar (decision 0073).
 */
export function moveMayChangeMeetingLink(sync: CalendarSync | undefined): boolean {
  return sync?.meetingProvider === "google_meet";
}

/**
 * A paid booking moved to another slot (after the move's commit): the new slot's event gets the
 * attendee and the booking's own meeting (its Google Meet conference is carried over, never a new
 * one asked for), then the old slot's event opens again without them (decision 0073).
 * `bookings.user_calendar` then says what actually happened (decision 0068): `inserted` when the
 * new slot's event has the patient as attendee, `emailed` otherwise (no calendar, or it failed; the
 * rescheduling email carries the updated .ics). Should Google answer with another Meet link than
 * the booking's, the booking takes that one, so patient and clinic meet in the same room; the
 * answer says which link the booking has now.
 */
export async function moveBookingEvent(
  db: Queryable,
  sync: CalendarSync | undefined,
  booking: BookingRow,
  from: SlotRow,
  to: SlotRow,
  place: EventPlace = videoPlace,
): Promise<{ userCalendar: "inserted" | "emailed"; meetingLink: string | null }> {
  let userCalendar: "inserted" | "emailed" = "emailed";
  let meetingLink = booking.meetingLink;
  if (sync) {
    // The slot row read inside the move's transaction may predate its event id: read it again.
    const stored = await slotCalendarEvent(db, to.id);
    const current = stored.eventId ? { ...to, ...stored } : to;
    const placed = await bookingPaidEvent(
      db,
      sync,
      booking,
      current,
      meetingLink ?? undefined,
      "keep",
      place,
    );
    userCalendar = placed.userCalendar;
    if (placed.meetLink && placed.meetLink !== meetingLink) {
      try {
        if (await setBookingMeetingLink(db, booking.id, to.id, placed.meetLink))
          meetingLink = placed.meetLink;
      } catch (error) {
        sync.onFailure?.({ action: "booking.meetingLink", slotId: to.id, reason: (error as Error).message });
      }
    }
    await releaseSlotEvent(sync, from, "reopen");
  }
  try {
    await setBookingUserCalendar(db, booking.id, to.id, userCalendar);
  } catch (error) {
    sync?.onFailure?.({ action: "booking.userCalendar", slotId: to.id, reason: (error as Error).message });
  }
  return { userCalendar, meetingLink };
}
