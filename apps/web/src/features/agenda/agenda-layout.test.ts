import type { AgendaItem } from "@clinic/contract/agenda";
import { describe, expect, it } from "vitest";
import {
  addDays,
  countsByKind,
  itemsByDay,
  layoutAgenda,
  minutesInZone,
  mutedLabel,
  rangeOf,
} from "./agenda-layout";

const zone = "Asia/Kolkata";
const asha = { id: "p-1", name: "Dr Asha", colour: null };
const ravi = { id: "p-2", name: "Dr Ravi", colour: "#aa3300" };

function item(
  id: string,
  day: string,
  start: string,
  end: string,
  over: Partial<AgendaItem> = {},
): AgendaItem {
  return {
    bookingId: id,
    reference: id.toUpperCase(),
    startAt: new Date(`${day}T${start}:00+05:30`).toISOString(),
    endAt: new Date(`${day}T${end}:00+05:30`).toISOString(),
    dateKey: day,
    kind: { id: "consultation", name: "Video consultation", mode: "video", colour: "#2f6f73" },
    practitioner: asha,
    patient: { id: null, name: `Patient ${id}` },
    status: "PAID",
    paymentStatus: "PAID",
    attendance: null,
    seriesId: null,
    fromPackage: false,
    meetingLink: null,
    ...over,
  };
}

describe("the agenda's days", () => {
  it("moves along the calendar, across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("shows a day, or its week from Monday to Sunday", () => {
    expect(rangeOf("day", "2026-12-02")).toEqual(["2026-12-02"]);
    const week = rangeOf("week", "2026-12-02"); // a Wednesday
    expect(week[0]).toBe("2026-11-30");
    expect(week.at(-1)).toBe("2026-12-06");
    expect(rangeOf("week", "2026-12-06")[0]).toBe("2026-11-30"); // Sunday closes the week
    expect(rangeOf("week", "2026-11-30")[0]).toBe("2026-11-30");
  });

  it("reads a time in the clinic's zone", () => {
    expect(minutesInZone("2026-12-02T04:00:00.000Z", zone)).toBe(9 * 60 + 30);
  });
});

describe("laying out the agenda", () => {
  const day = "2026-12-02";

  it("puts each appointment in its practitioner's column, by its time from the first hour", () => {
    const grid = layoutAgenda(
      [item("a", day, "09:00", "09:30"), item("b", day, "10:15", "11:00", { practitioner: ravi })],
      [asha, ravi],
      [day],
      zone,
    );
    expect(grid.startMinute).toBe(8 * 60);
    expect(grid.endMinute).toBe(20 * 60);
    expect(grid.columns.map((c) => c.practitioner?.name)).toEqual(["Dr Asha", "Dr Ravi"]);
    expect(grid.columns[0]?.blocks.map((b) => [b.item.bookingId, b.top, b.height])).toEqual([["a", 60, 30]]);
    expect(grid.columns[1]?.blocks.map((b) => [b.item.bookingId, b.top, b.height])).toEqual([["b", 135, 45]]);
  });

  it("widens the hours to whole hours around early and late appointments", () => {
    const grid = layoutAgenda(
      [item("a", day, "06:30", "07:00"), item("b", day, "20:15", "21:10")],
      [asha],
      [day],
      zone,
    );
    expect([grid.startMinute, grid.endMinute]).toEqual([6 * 60, 22 * 60]);
  });

  it("has a column per day and practitioner in the week, and one for appointments with no practitioner", () => {
    const week = rangeOf("week", day);
    const grid = layoutAgenda(
      [item("a", day, "09:00", "10:00", { practitioner: null })],
      [asha, ravi],
      week,
      zone,
    );
    expect(grid.columns).toHaveLength(7 * 3);
    const none = grid.columns.find((c) => c.dateKey === day && c.practitioner === null);
    expect(none?.blocks.map((b) => b.item.bookingId)).toEqual(["a"]);
  });

  it("sets overlapping appointments side by side (a cancelled one and the slot's new booking)", () => {
    const grid = layoutAgenda(
      [
        item("old", day, "09:00", "10:00", { status: "CANCELLED", paymentStatus: "REFUNDED" }),
        item("new", day, "09:00", "10:00"),
        item("later", day, "11:00", "12:00"),
      ],
      [asha],
      [day],
      zone,
    );
    const lanes = grid.columns[0]?.blocks.map((b) => [b.item.bookingId, b.lane, b.lanes]);
    expect(lanes).toEqual([
      ["old", 0, 2],
      ["new", 1, 2],
      ["later", 0, 1],
    ]);
  });
});

describe("appointments kept apart", () => {
  it("labels cancelled and no-show ones, not the others", () => {
    expect(mutedLabel({ status: "CANCELLED", attendance: null })).toBe("Cancelled");
    expect(mutedLabel({ status: "PAID", attendance: "no_show" })).toBe("No-show");
    expect(mutedLabel({ status: "PAID", attendance: "attended" })).toBeNull();
  });

  it("lists each day's appointments in time order", () => {
    const days = itemsByDay(
      [item("b", "2026-12-02", "11:00", "12:00"), item("a", "2026-12-02", "09:00", "10:00")],
      ["2026-12-02", "2026-12-03"],
    );
    expect(days.map((d) => d.items.map((i) => i.bookingId))).toEqual([["a", "b"], []]);
  });
});

describe("the day by kind (the dashboard's Today)", () => {
  it("counts booked appointments per kind, in first-seen order, without the cancelled or unpaid", () => {
    const clinic = {
      id: "mld",
      name: "Manual lymphatic drainage",
      mode: "in_clinic" as const,
      colour: "#aa5500",
    };
    const day = "2026-12-07";
    expect(
      countsByKind([
        item("a", day, "09:00", "10:00", { kind: clinic }),
        item("b", day, "10:00", "11:00"),
        item("c", day, "11:00", "12:00", { kind: clinic }),
        item("d", day, "12:00", "13:00", { kind: clinic, status: "CANCELLED" }),
        item("e", day, "13:00", "14:00", { status: "EXPIRED" }),
      ]),
    ).toEqual([
      { id: "mld", name: "Manual lymphatic drainage", count: 2 },
      { id: "consultation", name: "Video consultation", count: 1 },
    ]);
  });
});
