import {
  CalendarError,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarProvider,
} from "./calendar-provider";
import { createGoogleTokenSource, type ServiceAccountKey } from "./google-service-account";

export type GoogleCalendarOptions = {
  key: ServiceAccountKey;
  calendarId: string;
  /** GOOGLE_TOKEN_URL (https://oauth2.googleapis.com/token). */
  tokenUrl: string;
  /** GOOGLE_CALENDAR_API_BASE (https://www.googleapis.com). */
  apiBase: string;
  subject?: string;
  timeoutMs?: number;
};

type GoogleEvent = {
  id?: string;
  hangoutLink?: string;
  conferenceData?: { entryPoints?: Array<{ entryPointType?: string; uri?: string }> };
};

/** The conference data of an existing Google Meet link (its code is the conference id), or undefined. */
function meetConference(link: string | undefined) {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const code = url.pathname.replace(/^\/+|\/+$/g, "");
  if (url.hostname !== "meet.google.com" || !code) return undefined;
  return {
    conferenceId: code,
    conferenceSolution: { key: { type: "hangoutsMeet" } },
    entryPoints: [{ entryPointType: "video", uri: link }],
  };
}

/**
 * Google Calendar API v3 with a service account: events on the clinic's calendar (or a practitioner's
 * own, shared with the service account), the patient as
 * attendee, a Google Meet conference through `conferenceData.createRequest`
 * (conferenceDataVersion=1) when asked. Google never emails the patient (sendUpdates=none): the
 * clinic's own emails with their .ics are the one invitation (decision 0068). Updates are PATCHes
 * that say what the conference is: a new one (createRequest), the booking's own Meet (its data,
 * so a moved booking keeps its room; decision 0073), or none.
 */
export function createGoogleCalendar(o: GoogleCalendarOptions): CalendarProvider {
  const token = createGoogleTokenSource({
    key: o.key,
    tokenUrl: o.tokenUrl,
    scope: "https://www.googleapis.com/auth/calendar.events",
    subject: o.subject,
    timeoutMs: o.timeoutMs,
  });
  const api = `${o.apiBase.replace(/\/+$/, "")}/calendar/v3/calendars`;
  const events = (calendarId: string | undefined) =>
    `${api}/${encodeURIComponent(calendarId ?? o.calendarId)}/events`;

  async function call(method: string, url: string, body?: unknown): Promise<GoogleEvent | undefined> {
    const res = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${await token()}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(o.timeoutMs ?? 5000),
    });
    if (method === "DELETE" && (res.status === 404 || res.status === 410)) return undefined;
    if (!res.ok) throw new CalendarError(`Google Calendar answered ${res.status}`, res.status);
    return res.status === 204 ? undefined : ((await res.json()) as GoogleEvent);
  }

  function resource(input: CalendarEventInput & { requestId: string }, update: boolean) {
    const kept = input.withMeet ? undefined : meetConference(input.meetLink);
    return {
      summary: input.summary,
      description: input.description ?? "",
      location: input.location ?? "",
      start: { dateTime: input.startAt.toISOString(), timeZone: input.timeZone },
      end: { dateTime: input.endAt.toISOString(), timeZone: input.timeZone },
      attendees: input.attendee ? [{ email: input.attendee.email, displayName: input.attendee.name }] : [],
      reminders: { useDefault: true },
      ...(input.withMeet
        ? {
            conferenceData: {
              createRequest: { requestId: input.requestId, conferenceSolutionKey: { type: "hangoutsMeet" } },
            },
          }
        : kept
          ? { conferenceData: kept }
          : update
            ? { conferenceData: null }
            : {}),
    };
  }

  function result(event: GoogleEvent | undefined, fallbackId?: string): CalendarEvent {
    const id = event?.id ?? fallbackId;
    if (!id) throw new CalendarError("Google Calendar returned no event id");
    const video = event?.conferenceData?.entryPoints?.find((e) => e.entryPointType === "video")?.uri;
    const meetLink = video ?? event?.hangoutLink;
    return meetLink ? { id, meetLink } : { id };
  }

  const query = "conferenceDataVersion=1&sendUpdates=none";

  return {
    name: "google",
    async createEvent(input, calendarId) {
      return result(await call("POST", `${events(calendarId)}?${query}`, resource(input, false)));
    },
    async updateEvent(eventId, input, calendarId) {
      const url = `${events(calendarId)}/${encodeURIComponent(eventId)}?${query}`;
      return result(await call("PATCH", url, resource(input, true)), eventId);
    },
    async deleteEvent(eventId, calendarId) {
      await call("DELETE", `${events(calendarId)}/${encodeURIComponent(eventId)}?sendUpdates=none`);
    },
  };
}
