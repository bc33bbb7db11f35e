/**
 * The clinic's calendar (decision 0057): an event per slot, made at bulk create, that becomes the
 * booking's event (the patient as attendee, the meeting link) when it is paid. Providers live beside
 * this file; Google Calendar is the one built.
 */
export type CalendarEventInput = {
  summary: string;
  description?: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  /** The patient, listed on the clinic's event; the provider does not email them (decision 0068). */
  attendee?: { email: string; name?: string };
  /** A NEW Google Meet conference is added to the event (MEETING_PROVIDER=google_meet). */
  withMeet?: boolean;
  /**
   * The Google Meet conference (its link) the event carries instead: a booking moved to another
   * slot's event keeps its room, no new conference is asked for (decision 0073). Without `withMeet`
   * and `meetLink`, an updated event carries no conference.
   */
  meetLink?: string;
  /** Shown as the event's place: the meeting link. */
  location?: string;
};

export type CalendarEvent = { id: string; meetLink?: string };

/**
 * Each call names the calendar (`calendarId`: a practitioner's own, issue 34); left out, the clinic's
 * (GOOGLE_CALENDAR_ID). An event lives on one calendar: it is updated and deleted where it was made.
 */
export interface CalendarProvider {
  readonly name: "google";
  createEvent(input: CalendarEventInput & { requestId: string }, calendarId?: string): Promise<CalendarEvent>;
  /**
   * Replaces the event's fields (attendees included: none given, none kept) and its conference as
   * the input says; the answer's `meetLink` is the conference the provider actually attached.
   */
  updateEvent(
    eventId: string,
    input: CalendarEventInput & { requestId: string },
    calendarId?: string,
  ): Promise<CalendarEvent>;
  deleteEvent(eventId: string, calendarId?: string): Promise<void>;
}

export class CalendarError extends Error {
  override readonly name = "CalendarError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
