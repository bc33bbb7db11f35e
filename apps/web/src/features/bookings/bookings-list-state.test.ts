import type { AdminSlot } from "@clinic/contract/admin-slots";
import { describe, expect, it } from "vitest";
import { bookingsSearch } from "./admin-bookings-api";
import { bookingActions } from "./booking-actions";
import {
  asBookingSort,
  bookingsListReducer,
  bookingsQuery,
  initialBookingsList,
  plusDays,
} from "./bookings-list-state";

describe("the bookings list's state", () => {
  const start = initialBookingsList("2026-11-25");

  it("starts at today to a week ahead, upcoming, by date, the first page of 50", () => {
    expect(bookingsQuery(start)).toEqual({
      view: "upcoming",
      from: "2026-11-25",
      to: "2026-12-02",
      status: "all",
      sort: "date",
      order: "asc",
      page: 1,
      pageSize: 50,
    });
  });

  it("applies filters together and goes back to the first page", () => {
    const paged = bookingsListReducer(start, { type: "page", page: 3, pageSize: 50 });
    const filter = { ...start.filter, status: "BOOKED" };
    const applied = bookingsListReducer(paged, { type: "apply", filter });
    expect(bookingsQuery(applied)).toMatchObject({ status: "BOOKED", page: 1, pageSize: 50 });
  });

  it("a new order or page size starts from the first page; a page keeps the size", () => {
    const paged = bookingsListReducer(start, { type: "page", page: 3, pageSize: 50 });
    expect(bookingsListReducer(paged, { type: "sort", sort: "customer", order: "desc" })).toMatchObject({
      sort: "customer",
      order: "desc",
      page: 1,
    });
    expect(bookingsListReducer(paged, { type: "page", page: 3, pageSize: 10 })).toMatchObject({
      page: 1,
      pageSize: 10,
    });
    expect(paged).toMatchObject({ page: 3, pageSize: 50 });
  });

  it("sorts only by the server's keys", () => {
    expect(asBookingSort("paymentStatus")).toBe("paymentStatus");
    expect(asBookingSort("notes")).toBeUndefined();
  });

  it("counts days across a month's end", () => {
    expect(plusDays("2026-11-28", 7)).toBe("2026-12-05");
  });

  it("leaves 'all' and empty filters out of the address", () => {
    expect(bookingsSearch({ view: "upcoming", status: "all", from: "", page: 2 })).toBe(
      "view=upcoming&page=2",
    );
  });
});

describe("a row's menu", () => {
  const slot = (status: AdminSlot["status"], paymentStatus?: string) =>
    ({ status, booking: paymentStatus ? { paymentStatus } : null }) as AdminSlot;
  const labels = (s: AdminSlot) => bookingActions(s, () => {}).map((a) => a.label);

  it("offers what each slot allows (admin.md §2)", () => {
    expect(labels(slot("OPEN"))).toEqual(["Create Booking"]);
    expect(labels(slot("BOOKED", "PAID"))).toEqual(["Reschedule", "Cancel Booking", "Delete Booking"]);
    expect(labels(slot("HELD", "PENDING"))).toEqual(["Cancel Booking", "Delete Booking"]);
    expect(labels(slot("COMPLETED", "PAID"))).toEqual(["Delete Booking"]);
  });

  it("opens the dialog for the slot it was chosen on", () => {
    const s = slot("BOOKED", "PAID");
    let opened: unknown;
    bookingActions(s, (d) => {
      opened = d;
    })[2]?.onSelect();
    expect(opened).toEqual({ kind: "delete", slot: s });
  });
});
