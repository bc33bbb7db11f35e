import { describe, expect, it } from "vitest";
import { bookingsSearch, pageList } from "./admin-bookings-api";

describe("bookings table helpers", () => {
  it("page numbers with ellipses", () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(10, 20)).toEqual([1, "gap-start", 9, 10, 11, "gap-end", 20]);
    expect(pageList(1, 20)).toEqual([1, 2, "gap-end", 20]);
  });
  it("leaves 'all' and empty filters out of the query", () => {
    expect(bookingsSearch({ view: "upcoming", status: "all", from: "", page: 2 })).toBe(
      "view=upcoming&page=2",
    );
  });
});
