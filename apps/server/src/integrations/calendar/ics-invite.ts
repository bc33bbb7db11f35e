import { createEvent, type DateArray } from "ics";

export type InviteInput = {
  uid: string;
  title: string;
  description: string;
  startAt: Date;
  endAt: Date;
  meetingLink: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** Raised on every update of the same event (same uid), so calendars replace it (RFC 5545 §3.8.7.4). */
  sequence?: number;
};

function utcArray(d: Date): DateArray {
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

/** An RFC 5545 invitation (METHOD:REQUEST), times in UTC, with a reminder 30 minutes before. */
export function buildInvite(input: InviteInput): string {
  const { error, value } = createEvent({
    method: "REQUEST",
    uid: input.uid,
    ...(input.sequence ? { sequence: input.sequence } : {}),
    productId: "clinic-site/booking",
    title: input.title,
    description: input.description,
    start: utcArray(input.startAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcArray(input.endAt),
    endInputType: "utc",
    endOutputType: "utc",
    ...(input.meetingLink ? { location: input.meetingLink, url: input.meetingLink } : {}),
    status: "CONFIRMED",
    organizer: input.organizer,
    attendees: [{ ...input.attendee, rsvp: true, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    alarms: [
      {
        action: "display",
        description: "Your consultation starts soon",
        trigger: { minutes: 30, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error("could not build the invitation");
  return value;
}
