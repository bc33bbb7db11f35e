import { describe, expect, it } from "vitest";
import {
  adminMoney,
  axisRupees,
  clockTime,
  dateTime,
  dayInWords,
  longDate,
  patientMoney,
  shortDate,
  time12,
  time24,
  zoneName,
} from "./format";

const at = "2026-11-25T05:40:07Z"; // 11:10:07 in Kolkata

describe("money", () => {
  it("admin screens show two decimals and no grouping, so the spec's '2000' reads as typed", () => {
    expect(adminMoney(200000)).toBe("₹2000.00");
    expect(adminMoney(12345678)).toBe("₹123456.78");
    expect(adminMoney(0)).toBe("₹0.00");
  });
  it("patients see Indian grouping", () => {
    expect(patientMoney(200000)).toBe("₹2,000.00");
    expect(patientMoney(12345678)).toBe("₹1,23,456.78");
  });
  it("another currency keeps its own symbol", () => {
    expect(adminMoney(1000, "USD")).toBe("$10.00");
  });
  it("chart axes show whole rupees", () => expect(axisRupees(25000)).toBe("₹25000"));
});

describe("times are in the zone given, never the browser's", () => {
  it("formats one instant for the clinic in Kolkata", () => {
    expect(time24(at, "Asia/Kolkata")).toBe("11:10");
    expect(time12(at, "Asia/Kolkata")).toBe("11:10 AM");
    expect(longDate(at, "Asia/Kolkata")).toBe("Wednesday, November 25, 2026");
    expect(shortDate(at, "Asia/Kolkata")).toBe("Wed 25 Nov");
    expect(dateTime(at, "Asia/Kolkata")).toBe("25 Nov 2026, 11:10");
    expect(clockTime(at, "Asia/Kolkata")).toBe("11:10:07");
  });
  it("the same instant in New York is the day before", () => {
    expect(shortDate("2026-11-25T02:00:00Z", "America/New_York")).toBe("Tue 24 Nov");
  });
  it("names the zone", () => {
    expect(zoneName("Asia/Kolkata", at)).toBe("IST");
    expect(zoneName("UTC", at)).toBe("UTC");
  });
  it("a day key reads the same anywhere", () =>
    expect(dayInWords("2026-11-25")).toBe("Wednesday, 25 November 2026"));
});
