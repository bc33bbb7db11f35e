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
  /**
   * REQUEST (the default): the invitation, or its update. CANCEL (RFC 5546 §3.2.5): the same UID with
   * STATUS:CANCELLED and a higher SEQUENCE, so calendars remove the event.
   */
  method?: "REQUEST" | "CANCEL";
};

function utcArray(d: Date): DateArray {
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

/**
 * An RFC 5545 invitation (METHOD:REQUEST), times in UTC, with a reminder 30 minutes before; or its
 * cancellation (METHOD:CANCEL, STATUS:CANCELLED, no reminder).
 */
export function buildInvite(input: InviteInput): string {
  const cancel = input.method === "CANCEL";
  const { error, value } = createEvent({
    method: cancel ? "CANCEL" : "REQUEST",
    uid: input.uid,
    // Written even when 0 (the first invitation), so every later one visibly goes above it.
    sequence: input.sequence ?? 0,
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
    status: cancel ? "CANCELLED" : "CONFIRMED",
    organizer: input.organizer,
    attendees: [{ ...input.attendee, rsvp: !cancel, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    ...(cancel
      ? {}
      : {
          alarms: [
            {
              action: "display" as const,
              description: "Your consultation starts soon",
              trigger: { minutes: 30, before: true },
            },
          ],
        }),
  });
  if (error || !value) throw error ?? new Error("could not build the invitation");
  return value;
}
