// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditSlotDialog } from "./edit-slot-dialog";
import { SlotDialog } from "./slot-dialog";
import { slot } from "./test-slots";

afterEach(cleanup);

describe("EditSlotDialog", () => {
  it("offers the slot's status and the moves it allows, and saves only a change", async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    const held = slot("h", "2026-11-25T03:30:00.000Z", "HELD");
    render(<EditSlotDialog slot={held} onClose={onClose} onSave={onSave} />);
    const dialog = screen.getByRole("dialog", { name: "Edit Slot" });
    const select = within(dialog).getByLabelText("Status");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["HELD", "OPEN", "BOOKED"]);
    const save = within(dialog).getByRole("button", { name: "Save" });
    expect(save).toHaveProperty("disabled", true);
    await userEvent.selectOptions(select, "BOOKED");
    await userEvent.click(save);
    expect(onClose).toHaveBeenCalled();
    expect(onSave).toHaveBeenCalledWith(held, "BOOKED");
  });
});

describe("SlotDialog", () => {
  const on = () => ({ book: vi.fn(), move: vi.fn(), remove: vi.fn(), edit: vi.fn() });

  it("shows a week block's slot with 12-hour times in the clinic's zone, its details and its actions", () => {
    const booked = slot("b", "2026-11-25T03:30:00.000Z", "BOOKED", "Priya Raman");
    render(<SlotDialog slot={booked} zone="Asia/Kolkata" on={on()} onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Wed, 25 Nov, 9:00 am – 10:00 am" });
    expect(within(dialog).getByText("Booking Details")).toBeTruthy();
    expect(within(dialog).getByText("Priya Raman")).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Mark Completed", "Reopen", "Edit", "Close"]);
  });

  it("closes before an action opens its own dialog", async () => {
    const handlers = on();
    const calls: string[] = [];
    const onClose = vi.fn(() => calls.push("close"));
    handlers.book.mockImplementation(() => calls.push("book"));
    const open = slot("o", "2026-11-25T03:30:00.000Z");
    render(<SlotDialog slot={open} zone="Asia/Kolkata" on={handlers} onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Book" }));
    expect(calls).toEqual(["close", "book"]);
    expect(handlers.book).toHaveBeenCalledWith(open);
  });
});
