import { describe, expect, it } from "vitest";
import {
  formatBirthDate,
  formatClock,
  formatDate,
  formatDateKey,
  formatDateRange,
  formatDateTime,
  formatDayMonth,
  formatDecimal,
  formatMoney,
  formatMonthYear,
  formatPercent,
  formatRupees,
  formatShortDate,
  formatTime,
  formatTime24,
  formatTimeAgo,
  formatTimeRange,
  formatTimeWithZone,
  formatZoneName,
} from "./format";
import { timeAgoWords } from "./time-ago-words";

const ist = "Asia/Kolkata";

describe("money", () => {
  it.each([
    [50, "₹0.50"],
    [0, "₹0.00"],
    [9_999, "₹99.99"],
    [200_000, "₹2,000.00"],
    [1_000_000, "₹10,000.00"],
    [10_000_000, "₹1,00,000.00"],
    [12_500_000, "₹1,25,000.00"],
    [100_000_000, "₹10,00,000.00"],
  ])("%i paise read %s", (paise, text) => {
    expect(formatMoney(paise)).toBe(text);
  });

  it("rounds to the paisa and never shows more than two decimals", () => {
    expect(formatMoney(30_508)).toBe("₹305.08");
    expect(formatMoney(1)).toBe("₹0.01");
  });

  it("whole rupees on an axis, grouped the same way", () => {
    expect(formatRupees(25_000)).toBe("₹25,000");
    expect(formatRupees(125_000)).toBe("₹1,25,000");
  });

  it("measured quantities in Indian grouping", () => {
    expect(formatDecimal(1234.56)).toBe("1,234.6");
    expect(formatDecimal(123456.7)).toBe("1,23,456.7");
  });

  it("shares as percentages with one decimal", () => {
    expect(formatPercent(1 / 3)).toBe("33.3%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(1)).toBe("100.0%");
  });
});

describe("days", () => {
  it("a day reads 'Mon, 30 Nov 2026' on the zone's clock", () => {
    expect(formatDate("2026-11-30T10:00:00Z", ist)).toBe("Mon, 30 Nov 2026");
    // 20:00 UTC on the 30th is already the 1st in India.
    expect(formatDate("2026-11-30T20:00:00Z", ist)).toBe("Tue, 1 Dec 2026");
    expect(formatDate("2026-11-30T20:00:00Z", "UTC")).toBe("Mon, 30 Nov 2026");
  });

  it("across a year end", () => {
    expect(formatDate("2026-12-31T18:29:00Z", ist)).toBe("Thu, 31 Dec 2026");
    expect(formatDate("2026-12-31T18:30:00Z", ist)).toBe("Fri, 1 Jan 2027");
    expect(formatDateKey("2027-01-01")).toBe("Fri, 1 Jan 2027");
  });

  it("September is Sep, whatever the ICU's en-GB says", () => {
    expect(formatDateKey("2026-09-15")).toBe("Tue, 15 Sep 2026");
  });

  it("short forms for headings, axes and dates of birth", () => {
    expect(formatShortDate("2026-11-25T06:00:00Z", ist)).toBe("Wed, 25 Nov");
    expect(formatDayMonth("2026-11-25")).toBe("25 Nov");
    expect(formatMonthYear("2026-11-25")).toBe("Nov 2026");
    expect(formatBirthDate("1972-04-15")).toBe("15 Apr 1972");
  });

  it("spans of days, within a month, across months and across a year end", () => {
    expect(formatDateRange("2026-11-23", "2026-11-29")).toBe("23–29 Nov 2026");
    expect(formatDateRange("2026-11-30", "2026-12-06")).toBe("30 Nov – 6 Dec 2026");
    expect(formatDateRange("2026-12-28", "2027-01-03")).toBe("28 Dec 2026 – 3 Jan 2027");
    expect(formatDateRange("2026-11-23", "2026-11-23")).toBe("23 Nov 2026");
  });
});

describe("times", () => {
  it.each([
    ["2026-11-30T18:30:00Z", "12:00 am", "00:00"], // midnight in India
    ["2026-11-30T18:31:00Z", "12:01 am", "00:01"],
    ["2026-11-30T06:30:00Z", "12:00 pm", "12:00"], // noon
    ["2026-11-30T06:29:00Z", "11:59 am", "11:59"],
    ["2026-11-30T09:45:00Z", "3:15 pm", "15:15"],
    ["2026-11-30T18:29:00Z", "11:59 pm", "23:59"],
  ])("%s reads %s (%s in the admin's tables)", (at, twelve, twentyFour) => {
    expect(formatTime(at, ist)).toBe(twelve);
    expect(formatTime24(at, ist)).toBe(twentyFour);
  });

  it("ranges, date and time, clock readings and zone names", () => {
    expect(formatTimeRange("2026-11-30T09:45:00Z", "2026-11-30T10:45:00Z", ist)).toBe("3:15 pm – 4:15 pm");
    expect(formatDateTime("2026-11-30T09:45:00Z", ist)).toBe("Mon, 30 Nov 2026, 3:15 pm");
    expect(formatClock("2026-11-30T09:45:07Z", ist)).toBe("3:15:07 pm");
    expect(formatZoneName(ist, "2026-11-30T09:45:00Z")).toBe("IST");
    expect(formatTimeWithZone("2026-11-30T09:45:00Z", ist)).toBe("3:15 pm IST");
    expect(formatZoneName("UTC", "2026-11-30T09:45:00Z")).toBe("UTC");
  });
});

describe("in Hindi and Kannada (issue 33)", () => {
  const ist = "Asia/Kolkata";
  it("names the day and month in the language, day first, with Latin digits", () => {
    expect(formatDate("2026-11-30T09:45:00Z", ist, "hi")).toBe("सोम, 30 नव॰ 2026");
    expect(formatDate("2026-11-30T09:45:00Z", ist, "kn")).toBe("ಸೋಮ, 30 ನವೆಂ 2026");
    expect(formatDateTime("2026-11-30T09:45:00Z", ist, "hi")).toBe("सोम, 30 नव॰ 2026, 3:15 pm");
    expect(formatDateKey("2027-01-01", "kn")).toBe("ಶುಕ್ರ, 1 ಜನ 2027");
    expect(formatDateRange("2026-12-28", "2027-01-03", "hi")).toBe("28 दिस॰ 2026 – 3 जन॰ 2027");
    expect(formatBirthDate("1972-04-15", "kn")).toBe("15 ಏಪ್ರಿ 1972");
    expect(formatShortDate("2026-09-15T06:30:00Z", ist, "hi")).toBe("मंगल, 15 सित॰");
    expect(formatDayMonth("2026-08-02", "kn")).toBe("2 ಆಗ");
    expect(formatMonthYear("2026-10-02", "hi")).toBe("अक्टू॰ 2026");
  });

  it("names every month and weekday of a year, none left in English", () => {
    for (const locale of ["hi", "kn"] as const)
      for (let day = 0; day < 366; day += 1) {
        const key = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
        expect(formatDateKey(key, locale)).not.toMatch(/[A-Za-z]/);
      }
  });

  it("keeps English as it was when no language is given", () => {
    expect(formatDate("2026-11-30T09:45:00Z", ist)).toBe(formatDate("2026-11-30T09:45:00Z", ist, "en"));
    expect(formatDateKey("2026-11-30", "en")).toBe("Mon, 30 Nov 2026");
  });

  it("says how long ago in the language, in the largest whole unit (a Google review's age)", () => {
    const now = "2026-12-05T12:00:00Z";
    expect(formatTimeAgo("2026-10-01T12:00:00Z", now, "en")).toBe("2 months ago");
    expect(formatTimeAgo("2026-10-01T12:00:00Z", now, "hi")).toBe("2 महीने पहले");
    expect(formatTimeAgo("2026-10-01T12:00:00Z", now, "kn")).toBe("2 ತಿಂಗಳುಗಳ ಹಿಂದೆ");
    expect(formatTimeAgo("2026-11-21T12:00:00Z", now, "kn")).toBe("2 ವಾರಗಳ ಹಿಂದೆ");
    expect(formatTimeAgo("2026-12-04T12:00:00Z", now, "hi")).toBe("1 दिन पहले");
    expect(formatTimeAgo("2024-11-01T12:00:00Z", now, "en")).toBe("2 years ago");
    expect(formatTimeAgo("2026-12-05T11:59:30Z", now, "en")).toBe("1 minute ago");
    expect(formatTimeAgo("2026-12-06T12:00:00Z", now, "en")).toBe("1 minute ago");
    expect(formatTimeAgo("2025-11-30T12:00:00Z", now, "kn")).toBe("1 ವರ್ಷದ ಹಿಂದೆ");
    expect(formatTimeAgo("2026-12-05T09:00:00Z", now, "hi")).toBe("3 घंटे पहले");
  });

  it("has every unit's words in every language, the number in each", () => {
    for (const [locale, units] of Object.entries(timeAgoWords))
      for (const [unit, words] of Object.entries(units)) {
        expect(words.other, `${locale} ${unit}`).toContain("{n}");
        expect(words.one, `${locale} ${unit}`).toMatch(/^1 /);
      }
  });
});
