import { createEvent, type DateArray } from "ics";

export type InviteInput = {
  uid: string;
  title: string;
  description: string;
  startAt: Date;
  endAt: Date;
  meetingLink: string | null;
  /** Where an appointment that is not a video call takes place (issue 34): the .ics LOCATION. */
  location?: string | null;
  organizer: { name: string; email: string };
  /** The alarm's words, 30 minutes before (not on a cancellation): in the booking's language. */
  reminder: string;
  /**
   * The patient, in the invitation emailed to them (their calendar needs it to treat the event as an
   * invitation). The public download has none: it is served without a token (decision 0093).
   */
  attendee?: { name: string; email: string };
  /** Raised on every update of the same event (same uid), so calendars replace it (RFC 5545 §3.8.7.4). */
  sequence?: number;
  /**
   * REQUEST (the default): the invitation, or its update. CANCEL (RFC 5546 §3.2.5): the same UID with
   * STATUS:CANCELLED and a higher SEQUENCE, so calendars remove the event. PUBLISH: the event alone,
   * without attendees (the public download, RFC 5546 §3.2.1).
   */
  method?: "REQUEST" | "CANCEL" | "PUBLISH";
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const controlExceptLineFeed = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/**
 * A TEXT value (RFC 5545 §3.3.11): control characters other than line breaks are not allowed there, so
 * they become spaces; the `ics` library then escapes backslash, `;`, `,` and line breaks (as `\n`).
 */
export function icsText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(controlExceptLineFeed, " ");
}

/**
 * A quoted parameter value such as CN (RFC 5545 §3.2): it may hold neither a DQUOTE nor a control
 * character, and has no backslash escapes. RFC 6868 writes `"` as `^'`, a line break as `^n` and `^` as
 * `^^`; calendars that do not know RFC 6868 show the caret, which is harmless. The `ics` library only
 * wraps the value in quotes (and would escape `"` as `\"`, which parsers read as the end of the value).
 */
export function icsParam(value: string): string {
  return icsText(value).replace(/\^/g, "^^").replace(/"/g, "^'").replace(/\n/g, "^n");
}

function utcArray(d: Date): DateArray {
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

/**
 * An RFC 5545 invitation (METHOD:REQUEST, or PUBLISH without an attendee), times in UTC, with a
 * reminder 30 minutes before; or its cancellation (METHOD:CANCEL, STATUS:CANCELLED, no reminder).
 */
export function buildInvite(input: InviteInput): string {
  const cancel = input.method === "CANCEL";
  const { error, value } = createEvent({
    method: input.method ?? "REQUEST",
    uid: input.uid,
    // Written even when 0 (the first invitation), so every later one visibly goes above it.
    sequence: input.sequence ?? 0,
    productId: "clinic-site/booking",
    title: icsText(input.title),
    description: icsText(input.description),
    start: utcArray(input.startAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcArray(input.endAt),
    endInputType: "utc",
    endOutputType: "utc",
    ...(input.meetingLink
      ? { location: icsText(input.meetingLink), url: input.meetingLink }
      : input.location
        ? { location: icsText(input.location) }
        : {}),
    status: cancel ? "CANCELLED" : "CONFIRMED",
    organizer: { name: icsParam(input.organizer.name), email: input.organizer.email },
    ...(input.attendee
      ? {
          attendees: [
            {
              name: icsParam(input.attendee.name),
              email: input.attendee.email,
              rsvp: !cancel,
              partstat: "ACCEPTED" as const,
              role: "REQ-PARTICIPANT" as const,
            },
          ],
        }
      : {}),
    ...(cancel
      ? {}
      : {
          alarms: [
            {
              action: "display" as const,
              description: icsText(input.reminder),
              trigger: { minutes: 30, before: true },
            },
          ],
        }),
  });
  if (error || !value) throw error ?? new Error("could not build the invitation");
  return value;
}
