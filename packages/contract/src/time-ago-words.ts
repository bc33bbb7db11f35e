import type { Locale } from "./locales";

export type TimeAgoUnit = "minute" | "hour" | "day" | "week" | "month" | "year";

/**
 * How long ago, in each language: `{n}` and the unit, for one and for more. Written out, as day-names.ts
 * is, so that no ICU version changes them; Hindi in the everyday words Google's own Hindi uses (हफ़्ते,
 * महीने, साल, not CLDR's सप्ताह, माह, वर्ष), Kannada as CLDR writes it. The format module says a Google
 * review's age by them (`formatTimeAgo`).
 */
export const timeAgoWords: Record<Locale, Record<TimeAgoUnit, { one: string; other: string }>> = {
  en: {
    minute: { one: "1 minute ago", other: "{n} minutes ago" },
    hour: { one: "1 hour ago", other: "{n} hours ago" },
    day: { one: "1 day ago", other: "{n} days ago" },
    week: { one: "1 week ago", other: "{n} weeks ago" },
    month: { one: "1 month ago", other: "{n} months ago" },
    year: { one: "1 year ago", other: "{n} years ago" },
  },
  hi: {
    minute: { one: "1 मिनट पहले", other: "{n} मिनट पहले" },
    hour: { one: "1 घंटे पहले", other: "{n} घंटे पहले" },
    day: { one: "1 दिन पहले", other: "{n} दिन पहले" },
    week: { one: "1 हफ़्ते पहले", other: "{n} हफ़्ते पहले" },
    month: { one: "1 महीने पहले", other: "{n} महीने पहले" },
    year: { one: "1 साल पहले", other: "{n} साल पहले" },
  },
  kn: {
    minute: { one: "1 ನಿಮಿಷದ ಹಿಂದೆ", other: "{n} ನಿಮಿಷಗಳ ಹಿಂದೆ" },
    hour: { one: "1 ಗಂಟೆ ಹಿಂದೆ", other: "{n} ಗಂಟೆಗಳ ಹಿಂದೆ" },
    day: { one: "1 ದಿನದ ಹಿಂದೆ", other: "{n} ದಿನಗಳ ಹಿಂದೆ" },
    week: { one: "1 ವಾರದ ಹಿಂದೆ", other: "{n} ವಾರಗಳ ಹಿಂದೆ" },
    month: { one: "1 ತಿಂಗಳ ಹಿಂದೆ", other: "{n} ತಿಂಗಳುಗಳ ಹಿಂದೆ" },
    year: { one: "1 ವರ್ಷದ ಹಿಂದೆ", other: "{n} ವರ್ಷಗಳ ಹಿಂದೆ" },
  },
};
