import { fill } from "@clinic/contract/messages";
import { manageEn } from "../../i18n/manage-texts.en";

/** `20261130T093000Z`: an instant in UTC, the form Google Calendar's `dates` takes. */
function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/**
 * "Add to Google Calendar" beside the `.ics` download: Google's event template with the `.ics`'s title,
 * the consultation's start and end in UTC, and the clinic and the meeting link in its details, in the
 * page's language (`words`). Nothing about the patient or their health is in it: the address goes to
 * Google and into the browser's history.
 */
export function googleCalendarUrl(event: {
  startAt: string;
  endAt: string;
  meetingLink: string | null;
  clinicName: string;
  words?: typeof manageEn.calendar;
}): string {
  const words = event.words ?? manageEn.calendar;
  const details = [
    fill(words.about, { clinic: event.clinicName }),
    event.meetingLink ? fill(words.join, { link: event.meetingLink }) : "",
  ].filter(Boolean);
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: words.title,
    dates: `${utcStamp(event.startAt)}/${utcStamp(event.endAt)}`,
    details: details.join("\n"),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
