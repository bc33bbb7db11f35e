/**
 * How money, dates and times read to people, everywhere: the web's screens, emails, WhatsApp texts,
 * invitations, receipts and the admin (decision 0126). The one place that calls `Intl` for people's
 * eyes (a test in format-rules.test.ts fails on `toLocale*` or `Intl` formatters anywhere else).
 *
 * - Money in Indian grouping with two decimals: `₹2,000.00`, `₹1,25,000.00`.
 * - A day: `Mon, 30 Nov 2026` (never a date key such as 2026-11-30, never the browser's locale).
 * - A time: `3:15 pm` (12-hour), with the zone's short name where the reader may be elsewhere:
 *   `3:15 pm IST`. The admin's slot tables keep 24-hour ranges (`15:15`), as admin.md §9 asks.
 *
 * Names of days and months come from `en-US` data assembled by hand: `en-GB` writes September as
 * "Sept" in current ICU, and the order and punctuation must not move with a browser's ICU version.
 * In Hindi and Kannada (issue 33) the same order with their names from day-names.ts (CLDR's
 * abbreviations, written out so a browser's ICU cannot change them): `सोम, 30 नव॰ 2026`,
 * `ಸೋಮ, 30 ನವೆಂ 2026`. Digits stay Latin and money groups by lakh in every language.
 */

import { dayNames } from "./day-names";
import type { Locale } from "./locales";
import { type TimeAgoUnit, timeAgoWords } from "./time-ago-words";

export type When = string | number | Date;

const asDate = (when: When) => (when instanceof Date ? when : new Date(when));

const formats = new Map<string, Intl.DateTimeFormat>();

/** The parts of `when` on the clock of `zone` (formatters cached: each costs tens of µs to build). */
function partsIn(zone: string, when: When, locale: Locale = "en"): Parts {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h12",
      numberingSystem: "latn",
    });
    formats.set(zone, format);
  }
  const parts = {} as Parts;
  for (const part of format.formatToParts(asDate(when))) parts[part.type] = part.value;
  return inLocale(parts, locale);
}

type Parts = Record<Intl.DateTimeFormatPartTypes, string>;

const english = dayNames.en;

/** The parts with the weekday and month named in `locale` (the English parts are the key). */
function inLocale(p: Parts, locale: Locale): Parts {
  if (locale === "en") return p;
  const table = dayNames[locale];
  return {
    ...p,
    weekday: table.weekdays[english.weekdays.indexOf(p.weekday)] ?? p.weekday,
    month: table.months[english.months.indexOf(p.month)] ?? p.month,
  };
}

const dayOf = (p: Record<string, string>) => `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
const timeOf = (p: Record<string, string>) => `${p.hour}:${p.minute} ${(p.dayPeriod ?? "").toLowerCase()}`;

/** `Mon, 30 Nov 2026`: the day `when` falls on in `zone`. */
export function formatDate(when: When, zone: string, locale: Locale = "en"): string {
  return dayOf(partsIn(zone, when, locale));
}

/** `Mon, 30 Nov`: a day heading where the year is plain from the page. */
export function formatShortDate(when: When, zone: string, locale: Locale = "en"): string {
  const p = partsIn(zone, when, locale);
  return `${p.weekday}, ${p.day} ${p.month}`;
}

/** `3:15 pm` (12:00 am is midnight, 12:00 pm noon). */
export function formatTime(when: When, zone: string): string {
  return timeOf(partsIn(zone, when));
}

/** `3:15 pm IST`: a time for someone who may be on another clock. */
export function formatTimeWithZone(when: When, zone: string): string {
  return `${formatTime(when, zone)} ${formatZoneName(zone, when)}`;
}

/** `15:15`: the admin's slot tables (admin.md §9: "24-hour in the table"). */
export function formatTime24(when: When, zone: string): string {
  const p = partsIn(zone, when);
  const hour = (Number(p.hour) % 12) + ((p.dayPeriod ?? "").toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${p.minute}`;
}

/** `3:15 pm – 4:15 pm`. */
export function formatTimeRange(start: When, end: When, zone: string): string {
  return `${formatTime(start, zone)} – ${formatTime(end, zone)}`;
}

/** `Mon, 30 Nov 2026, 3:15 pm`: when something happened or will. */
export function formatDateTime(when: When, zone: string, locale: Locale = "en"): string {
  const p = partsIn(zone, when, locale);
  return `${dayOf(p)}, ${timeOf(p)}`;
}

/** `3:15:05 pm`: a clock reading (the dashboard's "Updated"). */
export function formatClock(when: When, zone: string): string {
  const p = partsIn(zone, when);
  return `${p.hour}:${p.minute}:${p.second} ${(p.dayPeriod ?? "").toLowerCase()}`;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that moment: `IST`, `GMT+4`, `UTC`. */
export function formatZoneName(zone: string, when: When = new Date()): string {
  let format = zoneNames.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", { timeZone: zone, timeZoneName: "short" });
    zoneNames.set(zone, format);
  }
  return format.formatToParts(asDate(when)).find((p) => p.type === "timeZoneName")?.value ?? zone;
}

// ── calendar days (date keys, `YYYY-MM-DD`): a day is a day, in no zone ─────────────────────────

const noon = (key: string) => new Date(`${key}T12:00:00Z`);

/** `Mon, 30 Nov 2026` for the key `2026-11-30`. */
export function formatDateKey(key: string, locale: Locale = "en"): string {
  return formatDate(noon(key), "UTC", locale);
}

/** `30 Nov`: a day on a chart's axis. */
export function formatDayMonth(key: string, locale: Locale = "en"): string {
  const p = partsIn("UTC", noon(key), locale);
  return `${p.day} ${p.month}`;
}

/** `Nov 2026`: a month on a chart's axis (the key of any day in it). */
export function formatMonthYear(key: string, locale: Locale = "en"): string {
  const p = partsIn("UTC", noon(key), locale);
  return `${p.month} ${p.year}`;
}

/** `15 Apr 1972`: a date of birth (no weekday: nobody needs it). */
export function formatBirthDate(key: string, locale: Locale = "en"): string {
  const p = partsIn("UTC", noon(key), locale);
  return `${p.day} ${p.month} ${p.year}`;
}

/** `23–29 Nov 2026`, `30 Nov – 6 Dec 2026`, `28 Dec 2026 – 3 Jan 2027`: a span of days. */
export function formatDateRange(fromKey: string, toKey: string, locale: Locale = "en"): string {
  const a = partsIn("UTC", noon(fromKey), locale);
  const b = partsIn("UTC", noon(toKey), locale);
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  if (a.day === b.day) return `${a.day} ${a.month} ${a.year}`;
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
}

// ── money, in minor units (paise) ──────────────────────────────────────────────────────────────────

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, decimals: number): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // en-IN groups by lakh and crore (1,25,000.00) and writes INR as ₹.
    format = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      numberingSystem: "latn",
    });
    moneyFormats.set(key, format);
  }
  return format;
}

const agoUnits: Array<[TimeAgoUnit, number]> = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * `2 months ago`, `2 महीने पहले`, `2 ತಿಂಗಳುಗಳ ಹಿಂದೆ`: how long before `now` a thing was written (a Google
 * review), in its largest whole unit, in time-ago-words.ts's words; under a minute reads as one minute.
 */
export function formatTimeAgo(when: When, now: When, locale: Locale = "en"): string {
  const seconds = Math.max(0, (asDate(now).getTime() - asDate(when).getTime()) / 1000);
  const [unit, size] = agoUnits.find(([, size]) => seconds >= size) ?? ["minute", 60];
  const n = Math.max(1, Math.floor(seconds / size));
  const words = timeAgoWords[locale][unit];
  return n === 1 ? words.one : words.other.replace("{n}", String(n));
}

/** `₹2,000.00` for 200000 paise; `₹1,25,000.00` for 12500000. */
export function formatMoney(paise: number, currency = "INR"): string {
  return moneyFormat(currency, 2).format(paise / 100);
}

/** `₹25,000`: whole rupees on a chart's axis. */
export function formatRupees(rupees: number, currency = "INR"): string {
  return moneyFormat(currency, 0).format(rupees);
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/** `1,234.5` (one decimal): a measured quantity, grouped the Indian way. */
export function formatDecimal(value: number, decimals = 1): string {
  let format = decimalFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      numberingSystem: "latn",
    });
    decimalFormats.set(decimals, format);
  }
  return format.format(value);
}

/** `33.3%` for 1/3: a share (a no-show rate, a utilisation), one decimal. */
export function formatPercent(ratio: number): string {
  return `${formatDecimal(ratio * 100, 1)}%`;
}
