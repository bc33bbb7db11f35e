import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInvite, type InviteInput } from "./ics-invite";

const base: InviteInput = {
  uid: "b1@clinic-booking",
  title: "Physiotherapy Consultation",
  description: "Video consultation. Reference PT-ABCDEFGH.",
  startAt: new Date("2030-01-07T04:30:00Z"),
  endAt: new Date("2030-01-07T05:30:00Z"),
  meetingLink: "https://meet.jit.si/Consultation-abc",
  organizer: { name: "Healing Touch Physiotherapy", email: "care@healingtouch.example" },
  attendee: { name: "Asha Kumar", email: "asha@example.com" },
  reminder: "Your appointment starts soon",
};

/** Parsed by ical.js, a full RFC 5545 parser (with RFC 6868 parameter values). */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent") as ICAL.Component;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("buildInvite", () => {
  it("escapes TEXT values so a parser reads them back as written (RFC 5545 §3.3.11)", () => {
    const description = 'Knee; back, shoulder \\ "both"\nSecond line\r\nThird line';
    const { event } = parse(buildInvite({ ...base, title: "A; B, C \\ D", description }));
    expect(event.summary).toBe("A; B, C \\ D");
    expect(event.description).toBe('Knee; back, shoulder \\ "both"\nSecond line\nThird line');
  });

  it("writes no control character a parser would choke on", () => {
    const ics = buildInvite({ ...base, description: "a\u0000b\u0007c\u001bd\u007fe\tf" });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
    expect(ics.replace(/\r\n[ \t]?/g, "")).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    expect(parse(ics).event.description).toBe("a b c d e f");
  });

  it("keeps quotes, separators and carets of a name inside its CN parameter (RFC 6868)", () => {
    const name = 'Asha "Ash" D\'Souza; Kumar, Jr. ^_^ \\';
    const ics = buildInvite({ ...base, attendee: { name, email: "asha@example.com" } });
    const { event } = parse(ics);
    const attendee = event.attendees[0];
    expect(attendee?.getParameter("cn")).toBe(name);
    expect(attendee?.getFirstValue()).toBe("mailto:asha@example.com");
    expect(attendee?.getParameter("partstat")).toBe("ACCEPTED");
  });

  it("keeps a long name in another script across folded lines", () => {
    const name = "आशा कुमारी शर्मा ".repeat(8).trim();
    const ics = buildInvite({ ...base, attendee: { name, email: "asha@example.com" } });
    expect(ics.split("\r\n").length).toBeGreaterThan(10);
    expect(parse(ics).event.attendees[0]?.getParameter("cn")).toBe(name);
  });

  it("escapes the organizer's name the same way", () => {
    const { event } = parse(
      buildInvite({ ...base, organizer: { name: 'The "Best" Clinic', email: "c@x.example" } }),
    );
    const organizer = event.component.getFirstProperty("organizer");
    expect(organizer?.getParameter("cn")).toBe('The "Best" Clinic');
    expect(event.organizer.toLowerCase()).toBe("mailto:c@x.example");
  });

  it("publishes the event without an attendee when none is given", () => {
    const { calendar, event } = parse(buildInvite({ ...base, method: "PUBLISH", attendee: undefined }));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.attendees).toHaveLength(0);
    expect(event.organizer.toLowerCase()).toBe("mailto:care@healingtouch.example");
  });
});
