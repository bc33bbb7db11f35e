// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog, DialogDismiss } from "./dialog";
import { StatusBadge } from "./status-badge";

afterEach(cleanup);

describe("Dialog", () => {
  it("is a labelled, described dialog that closes on Escape and on its dismiss button", async () => {
    const onClose = vi.fn();
    render(
      <Dialog
        open
        onClose={onClose}
        title="Edit Slot"
        description="Change the slot's status."
        footer={<DialogDismiss />}
      >
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Edit Slot" });
    expect(dialog).toHaveProperty("textContent", expect.stringContaining("Body"));
    expect(screen.getByText("Change the slot's status.").id).toBe(dialog.getAttribute("aria-describedby"));
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("renders nothing while closed", () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("ConfirmDialog", () => {
  const props = {
    open: true,
    title: "Cancel Booking",
    question: "Cancel this booking?",
    confirmLabel: "Cancel Booking",
    dismissLabel: "Keep booking",
  };

  it("asks as an alert dialog whose two answers never read alike", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole("alertdialog", { name: "Cancel Booking" });
    const buttons = Array.from(dialog.querySelectorAll("button")).map((b) => b.textContent);
    expect(buttons).toEqual(["Keep booking", "Cancel Booking"]);
    await userEvent.click(screen.getByRole("button", { name: "Keep booking" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Cancel Booking" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("cannot be confirmed twice while busy", () => {
    render(<ConfirmDialog {...props} busy onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole("button", { name: "Cancel Booking" })).toHaveProperty("disabled", true);
  });
});

describe("StatusBadge", () => {
  it("always says the status in words, not colour alone", () => {
    render(<StatusBadge status="HELD" />);
    expect(screen.getByText("HELD").className).toContain("bg-amber-100");
  });
});
