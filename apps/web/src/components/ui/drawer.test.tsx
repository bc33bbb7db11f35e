// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Drawer } from "./drawer";

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
});
