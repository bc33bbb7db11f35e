import { describe, expect, it } from "vitest";
import { catalogueProblems } from "./messages";
import {
  decodeOpeningHours,
  encodeOpeningHours,
  formatClockTime,
  openCardText,
  openingHoursPartHtml,
  openingHoursRows,
  openingHoursSpecification,
  openingHoursTokenPattern,
  openingHoursWords,
} from "./opening-hours";

const day = (open: string, close: string, closed = false) => ({ closed, open, close });
/** The content file's week (the spec's clinic hours). */
const specWeek = {
  monday: day("08:00", "18:00"),
  tuesday: day("08:00", "18:00"),
  wednesday: day("08:00", "18:00"),
  thursday: day("08:00", "18:00"),
  friday: day("08:00", "18:00"),
  saturday: day("09:00", "15:00"),
  sunday: day("08:00", "18:00", true),
};
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("opening hours as the pages show them", () => {
  it("groups consecutive days with the same hours and writes the spec's phrase", () => {
    const rows = openingHoursRows(specWeek);
    expect(rows.map((r) => [r.label, r.opens, r.closes])).toEqual([
      ["Mon-Fri", "08:00", "18:00"],
      ["Sat", "09:00", "15:00"],
      ["Sun", null, null],
    ]);
    const list = openingHoursPartHtml("list", encodeOpeningHours(specWeek));
    expect(text(list)).toBe("Mon-Fri 8:00 AM-6:00 PM Sat 9:00 AM-3:00 PM Sun closed");
    expect(list).toBe(
      "<div><dt>Mon-Fri</dt> <dd>8:00 AM-6:00 PM</dd></div> <div><dt>Sat</dt> <dd>9:00 AM-3:00 PM</dd></div> <div><dt>Sun</dt> <dd>closed</dd></div>",
    );
  });

  it("names the days and says open and closed in Hindi and Kannada (issue 33)", () => {
    const token = encodeOpeningHours(specWeek);
    expect(text(openingHoursPartHtml("list", token, "hi"))).toBe(
      "सोम-शुक्र 8:00 AM-6:00 PM शनि 9:00 AM-3:00 PM रवि बंद",
    );
    expect(openingHoursPartHtml("open-days", token, "kn")).toBe("ತೆರೆದಿದೆ: ಸೋಮ-ಶನಿ");
    expect(openCardText({ ...specWeek, saturday: day("09:00", "15:00", true) }, "hi").days).toBe(
      "खुला: सोम-शुक्र",
    );
    expect(catalogueProblems("openingHoursWords", openingHoursWords)).toEqual([]);
  });

  it("ignores a closed day's times and splits runs at a different day", () => {
    const week = {
      ...specWeek,
      wednesday: day("07:00", "12:00", true),
      saturday: day("08:00", "18:00"),
      sunday: day("10:00", "11:00", true),
    };
    expect(openingHoursRows(week).map((r) => r.label)).toEqual(["Mon-Tue", "Wed", "Thu-Sat", "Sun"]);
    expect(openingHoursRows(week)[2]?.days).toEqual(["Thursday", "Friday", "Saturday"]);
    // The "Open" card names every open day; the same hours on each read once.
    expect(openCardText(week)).toEqual({ days: "Open Mon-Tue, Thu-Sat", hours: ["8:00 AM-6:00 PM"] });
  });

  it("gives the 'Open' card every open day, as the footer does, and says when every day is closed", () => {
    // The spec's week: Saturday too (issue 32), its hours on a line of their own.
    expect(openCardText(specWeek)).toEqual({
      days: "Open Mon-Sat",
      hours: ["Mon-Fri, 8:00 AM-6:00 PM", "Sat, 9:00 AM-3:00 PM"],
    });
    // Every open day on the same hours: one line.
    const weekdaysOnly = { ...specWeek, saturday: day("09:00", "15:00", true) };
    expect(openCardText(weekdaysOnly)).toEqual({ days: "Open Mon-Fri", hours: ["8:00 AM-6:00 PM"] });
    const closed = Object.fromEntries(Object.entries(specWeek).map(([d, h]) => [d, { ...h, closed: true }]));
    const allClosed = closed as typeof specWeek;
    expect(openCardText(allClosed)).toEqual({ days: "Opening hours", hours: ["Closed"] });
    expect(openingHoursRows(allClosed).map((r) => r.label)).toEqual(["Mon-Sun"]);
    expect(openingHoursSpecification(allClosed)).toEqual([]);
    const token = encodeOpeningHours(specWeek);
    expect(openingHoursPartHtml("open-days", token)).toBe("Open Mon-Sat");
    expect(openingHoursPartHtml("open-hours", token)).toBe(
      "Mon-Fri, 8:00 AM-6:00 PM<br> Sat, 9:00 AM-3:00 PM",
    );
    // The footer's exact phrases stay its own.
    expect(text(openingHoursPartHtml("open-hours", token))).not.toContain("Mon-Fri 8:00 AM-6:00 PM");
    expect(text(openingHoursPartHtml("open-hours", token))).not.toContain("Sat 9:00 AM-3:00 PM");
  });

  it("writes times on a 12-hour clock", () => {
    expect(["00:30", "08:00", "12:00", "13:05", "23:59"].map(formatClockTime)).toEqual([
      "12:30 AM",
      "8:00 AM",
      "12:00 PM",
      "1:05 PM",
      "11:59 PM",
    ]);
  });

  it("gives schema.org the open rows only", () => {
    expect(openingHoursSpecification(specWeek)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "15:00" },
    ]);
  });
});

describe("the week's token", () => {
  it("round-trips the open days; a closed day takes the first open day's times", () => {
    const token = encodeOpeningHours(specWeek);
    expect(token).toBe(
      "opening-hours:mon=08:00-18:00;tue=08:00-18:00;wed=08:00-18:00;thu=08:00-18:00;fri=08:00-18:00;sat=09:00-15:00;sun=closed",
    );
    expect(decodeOpeningHours(token)).toEqual(specWeek);
    const mondayClosed = encodeOpeningHours({ ...specWeek, monday: day("09:00", "10:00", true) });
    expect(decodeOpeningHours(mondayClosed)?.monday).toEqual(day("08:00", "18:00", true));
  });

  it("is found by its pattern inside JSON and a script's string, and only there", () => {
    const token = encodeOpeningHours(specWeek);
    const script = `enqueue(${JSON.stringify(JSON.stringify(["x", token, "y"]))})`;
    expect(script.match(openingHoursTokenPattern)).toEqual([token]);
    expect("opening-hours:mon=08:00-18:00".match(openingHoursTokenPattern)).toBeNull();
  });

  it("refuses what is not a week", () => {
    const good = encodeOpeningHours(specWeek);
    for (const bad of [
      "",
      "hours:mon=closed",
      good.replace("mon=", "mo0="),
      good.replace("08:00-18:00", "18:00-08:00"),
      good.replace("08:00-18:00", "24:00-25:00"),
      good.replace(";sun=closed", ""),
      `${good};sun=closed`,
    ])
      expect(decodeOpeningHours(bad), bad).toBeUndefined();
    expect(openingHoursPartHtml("list", "not a week")).toBe("");
  });
});
