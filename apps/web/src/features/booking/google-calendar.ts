import { checkoutName } from "@clinic/contract/booking";

/** `20261130T093000Z`: an instant in UTC, the form Google Calendar's `dates` takes. */
function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/**
 * "Add to Google Calendar" beside the `.ics` download: Google's event template with the `.ics`'s title,
 * the consultation's start and end in UTC, and the clinic and the meeting link in its details. Nothing
 * about the patient or their health is in it: the address goes to Google and into the browser's history.
 */
export function googleCalendarUrl(event: {
  startAt: string;
  endAt: string;
  meetingLink: string | null;
  clinicName: string;
}): string {
  const details = [
    `Video consultation with ${event.clinicName}.`,
    event.meetingLink ? `Join: ${event.meetingLink}` : "",
  ].filter(Boolean);
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: checkoutName,
    dates: `${utcStamp(event.startAt)}/${utcStamp(event.endAt)}`,
    details: details.join("\n"),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
