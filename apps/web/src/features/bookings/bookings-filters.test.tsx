// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingsFilters } from "./bookings-filters";
import { bookingsQuery, initialBookingsList } from "./bookings-list-state";
import type { BookingsList } from "./use-bookings-list";

afterEach(cleanup);

const today = "2026-11-25";
const show = () => {
  const state = initialBookingsList(today);
  const dispatch = vi.fn();
  const list = { today, state, dispatch, q: bookingsQuery(state) } as unknown as BookingsList;
  render(<BookingsFilters list={list} />);
  return dispatch;
};
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLSelectElement;

describe("the bookings filters (admin.md §2 Filters)", () => {
  it("starts from the applied filters and applies the edited ones together, only on 'Apply Filters'", async () => {
    const dispatch = show();
    expect(field("From").value).toBe(today);
    expect(field("To").value).toBe("2026-12-02");
    await userEvent.selectOptions(field("Status"), "BOOKED");
    await userEvent.selectOptions(field("Show"), "all");
    expect(dispatch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(dispatch).toHaveBeenCalledWith({
      type: "apply",
      filter: { from: today, to: "2026-12-02", status: "BOOKED", view: "all" },
    });
  });

  it("applies a quick range at once with the other filters as edited, and shows it in the dates", async () => {
    const dispatch = show();
    await userEvent.selectOptions(field("Status"), "OPEN");
    await userEvent.click(screen.getByRole("button", { name: "Next Month" }));
    expect(dispatch).toHaveBeenCalledWith({
      type: "apply",
      filter: { from: today, to: "2026-12-25", status: "OPEN", view: "upcoming" },
    });
    expect(field("To").value).toBe("2026-12-25");
    await userEvent.click(screen.getByRole("button", { name: "Today" }));
    expect(field("To").value).toBe(today);
  });

  it("applies a page size when chosen", async () => {
    const dispatch = show();
    await userEvent.selectOptions(field("Page size"), "100");
    expect(dispatch).toHaveBeenCalledWith({ type: "page", page: 1, pageSize: 100 });
  });
});
