// @vitest-environment happy-dom

import { slotListLimit, slotListLimitNote } from "@clinic/contract/admin-slots";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SlotList } from "./slot-list";
import { SlotListBody } from "./slot-list-section";
import { slot } from "./test-slots";

afterEach(cleanup);

const handlers = () => ({ book: vi.fn(), move: vi.fn(), remove: vi.fn(), edit: vi.fn() });

describe("SlotList", () => {
  const slots = [
    slot("thu-late", "2026-11-26T05:30:00.000Z", "HELD"),
    // 20:30 UTC on Wednesday is 02:00 on Thursday in Kolkata: Thursday's first slot.
    slot("thu-early", "2026-11-25T20:30:00.000Z"),
    slot("wed", "2026-11-25T03:30:00.000Z", "BOOKED", "Priya Raman"),
  ];

  it("puts a heading per clinic day over that day's slots, in time order", () => {
    render(<SlotList slots={slots} zone="Asia/Kolkata" on={handlers()} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Wed, 25 Nov 20261 slot",
      "Thu, 26 Nov 20262 slots",
    ]);
    const thursday = screen.getByRole("list", { name: "Slots on Thu, 26 Nov 2026" });
    const rows = within(thursday).getAllByRole("listitem");
    expect(rows.map((r) => r.getAttribute("data-slot-id"))).toEqual(["thu-early", "thu-late"]);
    expect(rows[0]?.textContent).toContain("02:00 - 03:00");
    expect(rows[0]?.textContent).toContain("OPEN");
    expect(rows[0]?.textContent).toContain("Thu, 26 Nov");
    // Each day's list is labelled by its day; all of them match "Slots".
    expect(screen.getAllByRole("list", { name: /^Slots/ })).toHaveLength(2);
  });

  it("shows Booking Details on a held or booked slot and the status's actions", async () => {
    const on = handlers();
    render(<SlotList slots={slots} zone="Asia/Kolkata" on={on} />);
    const held = screen.getAllByRole("listitem").find((r) => r.getAttribute("data-slot-id") === "thu-late");
    const row = within(held as HTMLElement);
    expect(row.getByText("Booking Details")).toBeTruthy();
    expect(row.getByText("Unknown")).toBeTruthy();
    expect(row.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Reopen / Release Slot",
      "Mark Booked",
      "Delete",
      "Edit",
    ]);
    // Its tooltip says it records a booking made elsewhere, and points to Book.
    expect(row.getByRole("button", { name: "Mark Booked" }).getAttribute("title")).toMatch(
      /^Records a booking made elsewhere.*use Book\.$/,
    );
    await userEvent.click(row.getByRole("button", { name: "Mark Booked" }));
    expect(on.move).toHaveBeenCalledWith(slots[0], "BOOKED");
    const open = screen.getAllByRole("listitem").find((r) => r.getAttribute("data-slot-id") === "thu-early");
    expect(within(open as HTMLElement).queryByText("Booking Details")).toBeNull();
    // On an OPEN slot, Book comes first.
    expect(within(open as HTMLElement).getAllByRole("button")[0]?.textContent).toBe("Book");
    expect(screen.getByText("Priya Raman")).toBeTruthy();
  });

  it("follows the clinic's zone for days and times", () => {
    render(<SlotList slots={slots} zone="Europe/London" on={handlers()} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Wed, 25 Nov 20262 slots",
      "Thu, 26 Nov 20261 slot",
    ]);
    const wednesday = within(screen.getByRole("list", { name: "Slots on Wed, 25 Nov 2026" }));
    expect(wednesday.getAllByRole("listitem").map((r) => r.getAttribute("data-slot-id"))).toEqual([
      "wed",
      "thu-early",
    ]);
    expect(wednesday.getByText("20:30 - 21:30")).toBeTruthy();
  });

  it("skips past days to the first day from today, when the list starts before it", () => {
    render(<SlotList slots={slots} zone="Asia/Kolkata" on={handlers()} today="2026-11-26" />);
    const skip = screen.getByRole("link", { name: "Skip to upcoming slots (from Thu, 26 Nov 2026)" });
    expect(skip.getAttribute("href")).toBe("#slots-day-2026-11-26");
    expect(document.getElementById("slots-day-2026-11-26")?.textContent).toContain("Thu, 26 Nov 2026");
    cleanup();
    // Nothing to skip: the list starts today, or has no day from today.
    render(<SlotList slots={slots} zone="Asia/Kolkata" on={handlers()} today="2026-11-25" />);
    render(<SlotList slots={slots} zone="Asia/Kolkata" on={handlers()} today="2026-11-27" />);
    expect(screen.queryByRole("link", { name: /Skip to upcoming/ })).toBeNull();
  });
});

describe("SlotListBody", () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      slot(`s${i}`, new Date(Date.UTC(2026, 10, 25, 3, 30) + i * 3_600_000).toISOString()),
    );

  it("says the list holds only the latest slots once 'Show All Slots' reaches the limit", () => {
    render(
      <SlotListBody
        limit={4}
        slots={many(4)}
        zone="Asia/Kolkata"
        loading={false}
        dateChosen={false}
        on={handlers()}
      />,
    );
    expect(screen.getByTestId("slot-list-limit").textContent).toBe(slotListLimitNote);
    expect(slotListLimitNote).toContain(slotListLimit.toString().replace(/(\d)(?=\d{3}$)/, "$1,"));
    cleanup();
    // Under the limit, or one date's slots: the whole list, nothing to say.
    const body = (count: number, dateChosen: boolean) => (
      <SlotListBody
        limit={4}
        slots={many(count)}
        zone="Asia/Kolkata"
        loading={false}
        dateChosen={dateChosen}
        on={handlers()}
      />
    );
    render(body(3, false));
    render(body(4, true));
    expect(screen.queryByTestId("slot-list-limit")).toBeNull();
  });
});
