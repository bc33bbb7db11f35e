// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";
import { Drawer } from "./drawer";

/** A button that opens a drawer or dialog by code (no Radix Trigger), as a row menu's action does. */
function Opener({ kind }: { kind: "drawer" | "dialog" }) {
  const [open, setOpen] = useState(false);
  const Shell = kind === "drawer" ? Drawer : Dialog;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Shell open={open} onClose={() => setOpen(false)} title="Opened by code" />
    </>
  );
}

afterEach(cleanup);

describe("Drawer", () => {
  it("is a dialog named by its title, described by its line, that closes on Escape and on Close", async () => {
    const onClose = vi.fn();
    render(
      <Drawer
        open
        onClose={onClose}
        title="Visitor Vani"
        description="2026-11-25 09:00–10:00"
        footer={<p>Foot</p>}
      >
        <p>Notes: swelling in the left arm after surgery</p>
      </Drawer>,
    );
    const drawer = screen.getByRole("dialog", { name: "Visitor Vani" });
    expect(screen.getByText("2026-11-25 09:00–10:00").id).toBe(drawer.getAttribute("aria-describedby"));
    expect(within(drawer).getByText("Notes: swelling in the left arm after surgery")).toBeTruthy();
    expect(within(drawer).getByText("Foot")).toBeTruthy();
    // A right-hand sheet: the whole width on a phone, 28rem from `sm` on.
    expect(drawer.className).toMatch(/right-0/);
    expect(drawer.className).toMatch(/\bw-full\b/);
    expect(drawer.className).toMatch(/sm:w-\[28rem\]/);
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("moves focus into itself when it opens", () => {
    render(
      <Drawer open onClose={() => {}} title="Details">
        <p>Body</p>
      </Drawer>,
    );
    const drawer = screen.getByRole("dialog", { name: "Details" });
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it("renders nothing while closed", () => {
    render(<Drawer open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each(["drawer", "dialog"] as const)(
    "a %s opened by code gives focus back to its opener on close",
    async (kind) => {
      render(<Opener kind={kind} />);
      const opener = screen.getByRole("button", { name: "Open" });
      await userEvent.click(opener);
      expect(screen.getByRole("dialog", { name: "Opened by code" }).contains(document.activeElement)).toBe(
        true,
      );
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(opener));
    },
  );
});
