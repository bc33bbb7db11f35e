import type { CalendarProvider } from "./calendar-provider";
import { createGoogleCalendar } from "./google-calendar";
import { parseServiceAccountKey } from "./google-service-account";

/** Google Calendar settings (GOOGLE_SERVICE_ACCOUNT_JSON, GOOGLE_CALENDAR_ID, ...). */
export type GoogleCalendarSettings = {
  serviceAccountJson?: string;
  calendarId?: string;
  subject?: string;
  tokenUrl?: string;
  apiBase?: string;
};

/** The clinic's calendar when its credentials are configured; undefined otherwise (no calendar). */
export function createCalendarFromSettings(
  s: GoogleCalendarSettings | undefined,
): CalendarProvider | undefined {
  if (!s?.serviceAccountJson || !s.calendarId) return undefined;
  return createGoogleCalendar({
    key: parseServiceAccountKey(s.serviceAccountJson),
    calendarId: s.calendarId,
    subject: s.subject,
    tokenUrl: s.tokenUrl ?? "https://oauth2.googleapis.com/token",
    apiBase: s.apiBase ?? "https://www.googleapis.com",
  });
}
