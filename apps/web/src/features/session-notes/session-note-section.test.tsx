// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const who = vi.hoisted(() => ({ role: "practitioner" as string | null }));
vi.mock("../auth", () => ({ useStaffRole: () => who.role }));
vi.mock("./session-note-editor", () => ({
  SessionNoteEditor: ({ bookingId }: { bookingId: string }) => <p>Editor of {bookingId}</p>,
}));

const { SessionNoteSection } = await import("./session-note-section");

afterEach(cleanup);

describe("the session note under an appointment's details", () => {
  it("opens the editor on demand for a clinician", async () => {
    who.role = "practitioner";
    render(<SessionNoteSection bookingId="b1" zone="Asia/Kolkata" />);
    expect(screen.queryByText("Editor of b1")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open note" }));
    expect(screen.getByText("Editor of b1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close note" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("is not offered to the front desk", () => {
    who.role = "front_desk";
    render(<SessionNoteSection bookingId="b1" zone="Asia/Kolkata" />);
    expect(screen.queryByRole("heading", { name: "Session note" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Open note" })).toBeNull();
  });
});
