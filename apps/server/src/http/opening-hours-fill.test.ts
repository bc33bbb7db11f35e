import {
  encodeOpeningHours,
  openingHoursPartHtml,
  openingHoursSpecification,
} from "@clinic/contract/opening-hours";
import { describe, expect, it } from "vitest";
import { fillOpeningHours, openingHoursIn, showsOpeningHours } from "./opening-hours-fill";

const day = (open: string, close: string, closed = false) => ({ closed, open, close });
const built = {
  monday: day("08:00", "18:00"),
  tuesday: day("08:00", "18:00"),
  wednesday: day("08:00", "18:00"),
  thursday: day("08:00", "18:00"),
  friday: day("08:00", "18:00"),
  saturday: day("09:00", "15:00"),
  sunday: day("08:00", "18:00", true),
};
const saved = { ...built, saturday: day("10:00", "12:00"), sunday: day("10:00", "12:00") };
const token = encodeOpeningHours(built);

/** A page as the build writes it: marked elements, the JSON-LD block, the token in the hydration data. */
const page = [
  `<span class="a" data-opening-hours="open-days">${openingHoursPartHtml("open-days", token)}</span>`,
  `<span data-opening-hours="open-hours" class="b">${openingHoursPartHtml("open-hours", token)}</span>`,
  `<dl class="grid [&amp;&gt;div]:contents" data-opening-hours="list">${openingHoursPartHtml("list", token)}</dl>`,
  `<script id="clinic-structured-data" type="application/ld+json">${JSON.stringify({
    name: "Clinic",
    openingHoursSpecification: openingHoursSpecification(built),
    sameAs: [],
  })}</script>`,
  `<script>enqueue(${JSON.stringify(JSON.stringify(["openingHours", token]))});</script>`,
].join("\n");

describe("filling Settings' hours into a built page", () => {
  it("reads the build's hours from its token", () => {
    expect(openingHoursIn(page)).toEqual(built);
    expect(openingHoursIn("<p>no hours</p>")).toBeUndefined();
  });

  it("tells which files show hours", () => {
    expect(showsOpeningHours(page)).toBe(true);
    expect(showsOpeningHours(`["x","${token}"]`)).toBe(true);
    expect(showsOpeningHours('<dl data-opening-hours="list"></dl>')).toBe(true);
    expect(showsOpeningHours("<p>Mon-Fri 8:00 AM-6:00 PM</p>")).toBe(false);
  });

  it("replaces the token, each marked element's inner HTML and the JSON-LD hours, keeping the rest", () => {
    const filled = fillOpeningHours(page, saved);
    const next = encodeOpeningHours(saved);
    expect(filled).not.toContain(token);
    expect(filled.split(next)).toHaveLength(2);
    expect(filled).toContain(
      '<span class="a" data-opening-hours="open-days">Open Mon-Sun</span>\n<span data-opening-hours="open-hours" class="b">Mon-Fri, 8:00 AM-6:00 PM<br> Sat-Sun, 10:00 AM-12:00 PM</span>',
    );
    expect(filled).toContain(
      `<dl class="grid [&amp;&gt;div]:contents" data-opening-hours="list"><div><dt>Mon-Fri</dt> <dd>8:00 AM-6:00 PM</dd></div> <div><dt>Sat-Sun</dt> <dd>10:00 AM-12:00 PM</dd></div></dl>`,
    );
    const json = /application\/ld\+json">([\s\S]*?)<\/script>/.exec(filled)?.[1] ?? "";
    expect(Object.keys(JSON.parse(json))).toEqual(["name", "openingHoursSpecification", "sameAs"]);
    expect(JSON.parse(json).openingHoursSpecification).toEqual(openingHoursSpecification(saved));
    // Filling the build's own hours gives the page back as built.
    expect(fillOpeningHours(page, built)).toBe(page);
    expect(fillOpeningHours(filled, built)).toBe(page);
  });
});
