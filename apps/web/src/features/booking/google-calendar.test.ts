import { describe, expect, it } from "vitest";
import { googleCalendarUrl } from "./google-calendar";

describe("Add to Google Calendar", () => {
  it("is Google's event template: the title, start and end in UTC, the clinic and the meeting link", () => {
    const url = new URL(
      googleCalendarUrl({
        // 3:00 pm to 4:00 pm in Kolkata (UTC+5:30).
        startAt: "2026-11-30T09:30:00.000Z",
        endAt: "2026-11-30T10:30:00.000Z",
        meetingLink: "https://meet.jit.si/Consultation-abc",
        clinicName: "Healing Touch Physiotherapy",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect([...url.searchParams.keys()]).toEqual(["action", "text", "dates", "details"]);
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Physiotherapy Consultation");
    expect(url.searchParams.get("dates")).toBe("20261130T093000Z/20261130T103000Z");
    expect(url.searchParams.get("details")).toBe(
      "Video consultation with Healing Touch Physiotherapy.\nJoin: https://meet.jit.si/Consultation-abc",
    );
  });

  it("crosses midnight and the year in UTC, and leaves the link out when there is none", () => {
    const url = new URL(
      googleCalendarUrl({
        startAt: "2026-12-31T23:30:00.000Z",
        endAt: "2027-01-01T00:30:00.000Z",
        meetingLink: null,
        clinicName: "Clinic",
      }),
    );
    expect(url.searchParams.get("dates")).toBe("20261231T233000Z/20270101T003000Z");
    expect(url.searchParams.get("details")).toBe("Video consultation with Clinic.");
  });
});
