// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeldBackNotice, heldBackLine } from "./held-back-notice";

afterEach(cleanup);

const show = (heldBack: number, limitPerHour = 10) => {
  const on = { release: vi.fn(), remove: vi.fn() };
  render(
    <HeldBackNotice
      heldBack={heldBack}
      limitPerHour={limitPerHour}
      busy={false}
      onRelease={on.release}
      onDelete={on.remove}
    />,
  );
  return on;
};

describe("the Pending tab's line about reviews held back (decision 0115)", () => {
  it("says how many are held and the limit, in plain words", () => {
    show(12);
    expect(
      screen.getByText(
        "12 reviews from new networks are held back (limit: 10 an hour). They move to Pending as the limit allows.",
      ),
    ).toBeTruthy();
    expect(heldBackLine(1, 10)).toBe(
      "1 review from a new network is held back (limit: 10 an hour). It moves to Pending as the limit allows.",
    );
    expect(heldBackLine(3, 0)).toBe(
      "3 reviews from new networks are held back. They wait until you release them.",
    );
  });

  it("shows nothing when none is held", () => {
    show(0);
    expect(screen.queryByTestId("held-back")).toBeNull();
    expect(screen.queryByRole("button", { name: "Release all" })).toBeNull();
  });

  it("releases at once, and deletes only after the question is confirmed", async () => {
    const on = show(12);
    await userEvent.click(screen.getByRole("button", { name: "Release all" }));
    expect(on.release).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("button", { name: "Delete all" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete held reviews" });
    expect(dialog.textContent).toContain("Are you sure you want to delete all 12 held reviews?");
    await userEvent.click(screen.getByRole("button", { name: "Keep them" }));
    expect(on.remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Delete all" }));
    const confirm = screen
      .getAllByRole("button", { name: "Delete all" })
      .find((b) => b.closest("[role=alertdialog]"));
    await userEvent.click(confirm as HTMLElement);
    expect(on.remove).toHaveBeenCalledTimes(1);
  });
});
