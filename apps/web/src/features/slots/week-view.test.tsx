// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PreviewSlot } from "./bulk-preview";
import { slot } from "./test-slots";
import { weekDays } from "./week-layout";
import { WeekLegend, WeekView } from "./week-view";

afterEach(cleanup);

const days = weekDays("2026-11-23");
const closed = { holidays: ["2026-11-27"], blackoutRanges: [] };
const props = { days, zone: "Asia/Kolkata", today: "2026-11-24", closed, onOpen: () => {} };

/** The column header of the cell holding `element`. */
function dayOf(element: HTMLElement): string {
  const cell = element.closest("td") as HTMLTableCellElement;
  const header = screen.getAllByRole("columnheader")[cell.cellIndex] as HTMLElement;
  return header.textContent ?? "";
}

describe("WeekView", () => {
  it("is a table with a header per day, Monday to Sunday, today and closed days marked", () => {
    render(<WeekView {...props} slots={[]} />);
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Time",
      "Mon, 23 Nov",
      "Tue, 24 Nov",
      "Wed, 25 Nov",
      "Thu, 26 Nov",
      "Fri, 27 NovClosed",
      "Sat, 28 Nov",
      "Sun, 29 Nov",
    ]);
    expect(screen.getByRole("columnheader", { name: "Tue, 24 Nov" }).getAttribute("aria-current")).toBe(
      "date",
    );
    expect(screen.getAllByText("No slots")).toHaveLength(7);
  });

  it("places each slot on its day and at its time in the clinic's zone", () => {
    render(
      <WeekView
        {...props}
        slots={[
          // 09:00 Wednesday in Kolkata.
          slot("wed", "2026-11-25T03:30:00.000Z"),
          // 20:30 UTC on Wednesday is 02:00 on Thursday in Kolkata.
          slot("thu", "2026-11-25T20:30:00.000Z", "HELD"),
        ]}
      />,
    );
    const wed = screen.getByRole("button", { name: "Wed, 25 Nov 09:00–10:00, OPEN" });
    expect(dayOf(wed)).toBe("Wed, 25 Nov");
    const thu = screen.getByRole("button", { name: "Thu, 26 Nov 02:00–03:00, HELD" });
    expect(dayOf(thu)).toBe("Thu, 26 Nov");
    // The grid starts at 02:00 (the earliest slot) with 48 px an hour: 09:00 is 7 hours down.
    expect(wed.style.top).toBe(`${7 * 48 + 1}px`);
    expect(thu.style.top).toBe("1px");
    expect(wed.style.height).toBe(`${48 - 2}px`);
  });

  it("follows the clinic's zone, not the slot's own", () => {
    render(<WeekView {...props} zone="Europe/London" slots={[slot("wed", "2026-11-25T03:30:00.000Z")]} />);
    expect(dayOf(screen.getByRole("button", { name: "Wed, 25 Nov 03:30–04:30, OPEN" }))).toBe("Wed, 25 Nov");
  });

  it("names a booked slot's patient by first name and opens the slot's actions on click", async () => {
    const onOpen = vi.fn();
    const booked = slot("b", "2026-11-23T04:30:00.000Z", "BOOKED", "Priya Raman");
    render(<WeekView {...props} onOpen={onOpen} slots={[booked]} />);
    const block = screen.getByRole("button", { name: "Mon, 23 Nov 10:00–11:00, BOOKED, Priya" });
    expect(block.textContent).toContain("Priya");
    expect(block.textContent).not.toContain("Raman");
    expect(block.className).toContain("bg-sky-100");
    await userEvent.click(block);
    expect(onOpen).toHaveBeenCalledWith(booked);
  });

  it("shows the bulk create's preview as dashed blocks, beside an existing slot they overlap", () => {
    const preview: PreviewSlot[] = [
      {
        dateKey: "2026-11-25",
        startAt: "2026-11-25T03:30:00.000Z",
        endAt: "2026-11-25T04:30:00.000Z",
        tz: "Asia/Kolkata",
        status: "OPEN",
        state: "overlap",
      },
      {
        dateKey: "2026-11-26",
        startAt: "2026-11-26T03:30:00.000Z",
        endAt: "2026-11-26T04:30:00.000Z",
        tz: "Asia/Kolkata",
        status: "OPEN",
        state: "new",
      },
      {
        dateKey: "2026-11-27",
        startAt: "2026-11-27T03:30:00.000Z",
        endAt: "2026-11-27T04:30:00.000Z",
        tz: "Asia/Kolkata",
        status: "OPEN",
        state: "closed",
      },
      // Outside the week: not drawn.
      {
        dateKey: "2026-12-01",
        startAt: "2026-12-01T03:30:00.000Z",
        endAt: "2026-12-01T04:30:00.000Z",
        tz: "Asia/Kolkata",
        status: "OPEN",
        state: "new",
      },
    ];
    render(<WeekView {...props} slots={[slot("wed", "2026-11-25T03:30:00.000Z")]} preview={preview} />);
    const overlap = screen.getByText(
      "Wed, 25 Nov 09:00–10:00, overlaps an existing slot, will be skipped (preview)",
    );
    const fresh = screen.getByText("Thu, 26 Nov 09:00–10:00, new slot (preview)");
    const closedDay = screen.getByText("Fri, 27 Nov 09:00–10:00, closed day, will be skipped (preview)");
    expect(dayOf(fresh)).toBe("Thu, 26 Nov");
    expect(document.querySelectorAll("[data-preview]")).toHaveLength(3);
    for (const block of [overlap, fresh, closedDay])
      expect((block.parentElement as HTMLElement).className).toContain("border-dashed");
    // The overlapping preview and the existing slot share the day's width.
    const existing = screen.getByRole("button", { name: "Wed, 25 Nov 09:00–10:00, OPEN" });
    expect(existing.style.width).toBe("calc(50% - 4px)");
    expect((overlap.parentElement as HTMLElement).style.left).toBe("calc(50% + 2px)");
    // Previews are not actions.
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });
});

describe("WeekLegend", () => {
  it("names every status, and the preview's kinds while there is one", () => {
    const { rerender } = render(<WeekLegend withPreview={false} />);
    const items = () => within(screen.getByRole("list", { name: "Legend" })).getAllByRole("listitem");
    expect(items().map((i) => i.textContent)).toEqual(["OPEN", "HELD", "BOOKED", "COMPLETED"]);
    rerender(<WeekLegend withPreview />);
    expect(items().map((i) => i.textContent)).toEqual([
      "OPEN",
      "HELD",
      "BOOKED",
      "COMPLETED",
      "New (preview)",
      "Overlaps (skipped)",
      "Closed day (skipped)",
    ]);
  });
});
