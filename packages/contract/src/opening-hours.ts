import { dayNames } from "./day-names";
import { escapeHtml } from "./html-text";
import type { Locale } from "./locales";
import { type Catalogue, fill } from "./messages";
/**
 * The clinic's opening hours as the public pages show them, from Settings' business hours
 * (docs/decisions/0095-opening-hours-source.md). The prerendered pages are built with the content file's
 * hours and the server fills in the saved ones when it serves them, so both sides use this module: the
 * web app to render, the server to fill. No zod here: the public pages' JavaScript loads it.
 */

export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];
/** Settings' business hours (admin-settings.ts `BusinessHours`, which this module must not import: a cycle). */
type BusinessHours = Record<Weekday, { closed: boolean; open: string; close: string }>;

/** schema.org's day names, which the content file uses too. */
export const weekdayNames: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** One line of the list: consecutive days with the same hours ("Mon-Fri", "Sat"); null times when closed. */
export type OpeningHoursRow = { label: string; days: string[]; opens: string | null; closes: string | null };

/**
 * The words of the hours in each language (issue 33): "Open …", a closed day, a week closed every day.
 * The days' short names are day-names.ts'; times keep one form in all three ("8:00 AM").
 */
export const openingHoursWords: Catalogue<"open" | "closed" | "closedAllWeek" | "none"> = {
  en: { open: "Open {days}", closed: "closed", closedAllWeek: "Closed", none: "Opening hours" },
  hi: { open: "खुला: {days}", closed: "बंद", closedAllWeek: "बंद", none: "खुलने का समय" },
  kn: { open: "ತೆರೆದಿದೆ: {days}", closed: "ಮುಚ್ಚಿದೆ", closedAllWeek: "ಮುಚ್ಚಿದೆ", none: "ತೆರೆದಿರುವ ಸಮಯ" },
};

/** A day's short name in `locale`: "Mon", "सोम", "ಸೋಮ". */
const shortDay = (day: Weekday, locale: Locale) =>
  dayNames[locale].weekdays[(weekdays.indexOf(day) + 1) % 7] as string;

/** Monday to Sunday, consecutive days with the same hours in one row: "Mon-Fri", "Sat", "Sun". */
export function openingHoursRows(hours: BusinessHours, locale: Locale = "en"): OpeningHoursRow[] {
  const short = (day: Weekday) => shortDay(day, locale);
  const runs: Array<{ days: Weekday[]; opens: string | null; closes: string | null }> = [];
  for (const day of weekdays) {
    const { closed, open, close } = hours[day];
    const opens = closed ? null : open;
    const closes = closed ? null : close;
    const last = runs.at(-1);
    if (last && last.opens === opens && last.closes === closes) last.days.push(day);
    else runs.push({ days: [day], opens, closes });
  }
  return runs.map(({ days, opens, closes }) => {
    const first = days[0] as Weekday;
    const end = days.at(-1) as Weekday;
    return {
      label: first === end ? short(first) : `${short(first)}-${short(end)}`,
      days: days.map((day) => weekdayNames[day]),
      opens,
      closes,
    };
  });
}

/** "08:00" → "8:00 AM"; "18:00" → "6:00 PM"; "00:30" → "12:30 AM". */
export function formatClockTime(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  const hours = Number(h);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${m} ${hours >= 12 ? "PM" : "AM"}`;
}

/** A row's hours as shown: "8:00 AM-6:00 PM", or "closed" (the spec's "Sun closed"). */
export function formatRowHours(
  row: Pick<OpeningHoursRow, "opens" | "closes">,
  locale: Locale = "en",
): string {
  if (!row.opens || !row.closes) return openingHoursWords[locale].closed;
  return `${formatClockTime(row.opens)}-${formatClockTime(row.closes)}`;
}

/**
 * The home page's "Open" card: every open day, as the footer lists them (issue 32: it named only the
 * longest run, leaving Saturday out). `days` joins the runs of open days ("Open Mon-Sat", "Open Mon-Wed,
 * Fri"); `hours` is one line when every open day keeps the same hours ("8:00 AM-6:00 PM"), else a line per
 * row ("Mon-Fri, 8:00 AM-6:00 PM", "Sat, 9:00 AM-3:00 PM"; the comma keeps the footer's "Mon-Fri 8:00
 * AM-6:00 PM" the page's only one). A week closed every day says so.
 */
export function openCardText(hours: BusinessHours, locale: Locale = "en"): { days: string; hours: string[] } {
  const words = openingHoursWords[locale];
  const short = (day: Weekday) => shortDay(day, locale);
  const open = openingHoursRows(hours, locale).filter((row) => row.opens);
  if (open.length === 0) return { days: words.none, hours: [words.closedAllWeek] };
  const runs: Weekday[][] = [];
  for (const [i, day] of weekdays.entries()) {
    if (hours[day].closed) continue;
    const last = runs.at(-1);
    if (last && last.at(-1) === weekdays[i - 1]) last.push(day);
    else runs.push([day]);
  }
  const label = (run: Weekday[]) =>
    run.length === 1
      ? short(run[0] as Weekday)
      : `${short(run[0] as Weekday)}-${short(run.at(-1) as Weekday)}`;
  const times = new Set(open.map((row) => formatRowHours(row, locale)));
  return {
    days: fill(words.open, { days: runs.map(label).join(", ") }),
    hours: times.size === 1 ? [...times] : open.map((row) => `${row.label}, ${formatRowHours(row, locale)}`),
  };
}

/** The open rows as schema.org `OpeningHoursSpecification` entries (closed days are left out). */
export function openingHoursSpecification(hours: BusinessHours): Array<Record<string, unknown>> {
  return openingHoursRows(hours)
    .filter((row) => row.opens && row.closes)
    .map((row) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: row.days,
      opens: row.opens,
      closes: row.closes,
    }));
}

// ---------------------------------------------------------------------------------------------
// The fill: what the build writes and the server replaces.

const entry = "[a-z]{3}=(?:\\d{2}:\\d{2}-\\d{2}:\\d{2}|closed)";
/**
 * The week as one string in the pages' loader data, e.g. `opening-hours:mon=08:00-18:00;…;sun=closed`.
 * Only letters, digits, `:`, `;`, `=` and `-`: it reads the same in HTML, in JSON and in the JSON inside
 * the hydration script, so the server replaces it as plain text wherever it is.
 */
export const openingHoursTokenPattern = new RegExp(`opening-hours:${entry}(?:;${entry}){6}`, "g");

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

export function encodeOpeningHours(hours: BusinessHours): string {
  const days = weekdays.map((day) => {
    const { closed, open, close } = hours[day];
    return `${day.slice(0, 3)}=${closed ? "closed" : `${open}-${close}`}`;
  });
  return `opening-hours:${days.join(";")}`;
}

/**
 * The week of a token; undefined when it is not one. A closed day gets the first open day's times
 * (what Settings shows if the admin opens that day), or 09:00-17:00 when every day is closed.
 */
export function decodeOpeningHours(token: string): BusinessHours | undefined {
  if (!token.startsWith("opening-hours:")) return undefined;
  const entries = token.slice("opening-hours:".length).split(";");
  if (entries.length !== weekdays.length) return undefined;
  const parsed: Array<{ open: string; close: string } | null> = [];
  for (const [i, day] of weekdays.entries()) {
    const [key, value = ""] = (entries[i] ?? "").split("=");
    if (key !== day.slice(0, 3)) return undefined;
    if (value === "closed") {
      parsed.push(null);
      continue;
    }
    const [open = "", close = ""] = value.split("-");
    if (!clock.test(open) || !clock.test(close) || open >= close) return undefined;
    parsed.push({ open, close });
  }
  const fallback = parsed.find((day) => day !== null) ?? { open: "09:00", close: "17:00" };
  return Object.fromEntries(
    weekdays.map((day, i) => {
      const times = parsed[i];
      return [day, times ? { closed: false, ...times } : { closed: true, ...fallback }];
    }),
  ) as BusinessHours;
}

/** The attribute that marks an element whose inner HTML shows the hours: its value is the part. */
export const openingHoursAttribute = "data-opening-hours";
export const openingHoursParts = ["list", "open-days", "open-hours"] as const;
export type OpeningHoursPart = (typeof openingHoursParts)[number];

/**
 * The inner HTML of a marked element, for the token's week: the list (a `<dl>`'s rows; the spaces keep its
 * text reading "Mon-Fri 8:00 AM-6:00 PM Sat …"; screen guide: A label and its value read as one phrase), or
 * the "Open" card's two lines (screen guide: The Open card). The web app
 * renders the elements with it and the server fills them with it, so the two never differ. Empty for a
 * token that is not one.
 */
export function openingHoursPartHtml(part: OpeningHoursPart, token: string, locale: Locale = "en"): string {
  const hours = decodeOpeningHours(token);
  if (!hours) return "";
  if (part === "list")
    return openingHoursRows(hours, locale)
      .map(
        (row) =>
          `<div><dt>${escapeHtml(row.label)}</dt> <dd>${escapeHtml(formatRowHours(row, locale))}</dd></div>`,
      )
      .join(" ");
  const card = openCardText(hours, locale);
  // One line per row; the space after each break keeps the text reading "… PM Sat, …".
  return part === "open-days" ? escapeHtml(card.days) : card.hours.map(escapeHtml).join("<br> ");
}
