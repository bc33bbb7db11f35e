// @vitest-environment happy-dom
import { cleanup, render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { slot } from "../slots/test-slots";
import { BookingDetailsList } from "./booking-details";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));
// The drawer's own fields only: the intake answers and messages load through their own queries.
vi.mock("./intake-summary", () => ({ IntakeSummary: () => null }));
vi.mock("../messages", () => ({ BookingMessagesSection: () => null }));

afterEach(cleanup);

function drawer() {
  const booked = slot("s1", "2026-11-30T09:45:00.000Z", "BOOKED", "Asha Rao");
  if (booked.booking) booked.booking.paymentId = "pay_ABCDEFGH12345678";
  render(
    <MemoryRouter>
      <BookingDetailsList slot={booked} zone="Asia/Kolkata" />
    </MemoryRouter>,
  );
  return within(document.body);
}

describe("the bookings drawer (issue 32)", () => {
  it("writes the phone as the list does and copies the whole payment id beside its first 8 characters", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const dl = drawer();
    expect(dl.getByText("+91 98123 45678")).toBeTruthy();
    expect(dl.getByText(/^pay_ABCD · razorpay/)).toBeTruthy();
    await userEvent.click(dl.getByRole("button", { name: "Copy the whole payment id" }));
    expect(writeText).toHaveBeenCalledWith("pay_ABCDEFGH12345678");
    expect(toasts.success).toHaveBeenCalledWith("Copied the payment id");
  });
});
