/**
 * Every money amount and time the web app shows, in one place (decision 0096).
 * Money: the admin sees "₹2000.00" (two decimals, no grouping: as the pricing form takes it and as bank
 * and Razorpay exports list it); patients see "₹2,000.00" (Indian grouping). The confirmation page's
 * "2000.00 INR" is the spec's own wording and the one exception. Times: always in the clinic's zone,
 * passed in by the caller; tables use 24-hour times and dialogs 12-hour ones (admin.md §9).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, grouped: boolean, decimals = 2): Intl.NumberFormat {
  const key = `${currency}:${grouped}:${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency,
      useGrouping: grouped,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Paise as the admin screens show money: 200000 → "₹2000.00". */
export function adminMoney(paise: number, currency = "INR"): string {
  return moneyFormat(currency, false).format(paise / 100);
}

/** Paise as patients see money: 200000 → "₹2,000.00". */
export function patientMoney(paise: number, currency = "INR"): string {
  return moneyFormat(currency, true).format(paise / 100);
}

/** Whole rupees on an admin chart's axis: 25000 → "₹25000". */
export function axisRupees(rupees: number): string {
  return moneyFormat("INR", false, 0).format(rupees);
}

type When = string | number | Date;
const asDate = (when: When) => (when instanceof Date ? when : new Date(when));

function formatIn(zone: string, options: Intl.DateTimeFormatOptions, locale = "en-GB") {
  return (when: When) => new Intl.DateTimeFormat(locale, { timeZone: zone, ...options }).format(asDate(when));
}

/** "14:30" (tables). */
export const time24 = (when: When, zone: string) =>
  formatIn(zone, { hour: "2-digit", minute: "2-digit", hour12: false })(when);

/** "2:30 PM" (dialogs). */
export const time12 = (when: When, zone: string) =>
  formatIn(zone, { hour: "numeric", minute: "2-digit", hour12: true }, "en-US")(when);

/** "Wednesday, November 25, 2026". */
export const longDate = (when: When, zone: string) =>
  formatIn(zone, { weekday: "long", year: "numeric", month: "long", day: "numeric" }, "en-US")(when);

/** "Wed 25 Nov" (a day heading in lists and the week view). */
export const shortDate = (when: When, zone: string) =>
  formatIn(zone, { weekday: "short", day: "numeric", month: "short" })(when).replace(",", "");

/** "25 Nov 2026, 14:30": when something happened (created, submitted, updated). */
export const dateTime = (when: When, zone: string) =>
  formatIn(zone, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  })(when);

/** "14:30:05": a clock reading (the dashboard's "Updated"). */
export const clockTime = (when: When, zone: string) =>
  formatIn(zone, { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false })(when);

/** A calendar day key "2026-11-25" in words: "Wednesday, 25 November 2026" (no zone: a day is a day). */
export const dayInWords = (key: string) =>
  formatIn("UTC", { dateStyle: "full" })(new Date(`${key}T00:00:00Z`));

/** The zone's short name at that moment, to say which clock a time is on: "IST", "GMT+4". */
export function zoneName(zone: string, when: When = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-IN", { timeZone: zone, timeZoneName: "short" }).formatToParts(
    asDate(when),
  );
  return parts.find((p) => p.type === "timeZoneName")?.value ?? zone;
}
