// @vitest-environment happy-dom

import type { AdminSlot } from "@clinic/contract/admin-slots";
import { cleanup, render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingDetailsList } from "./booking-details";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));
// The drawer's own fields only: the intake answers, session note and messages load through their own queries.
vi.mock("./intake-summary", () => ({ IntakeSummary: () => <p>Intake answers</p> }));
const signedIn = vi.hoisted(() => ({ role: "owner" as string | null }));
vi.mock("../auth", () => ({ useStaffRole: () => signedIn.role }));
vi.mock("../session-notes", () => ({ SessionNoteSection: () => null }));
vi.mock("../messages", () => ({ BookingMessagesSection: () => null }));
vi.mock("../payments", () => ({
  TakePaymentDialog: ({ booking }: { booking: { customerName: string } }) => (
    <p>Taking payment from {booking.customerName}</p>
  ),
}));

afterEach(() => {
  cleanup();
  signedIn.role = "owner";
});

function drawer(paymentStatus = "PAID") {
  const booked = {
    slotId: "s1",
    id: "s1",
    dateKey: "2026-11-30",
    startAt: "2026-11-30T09:45:00.000Z",
    endAt: "2026-11-30T10:45:00.000Z",
    tz: "Asia/Kolkata",
    status: "BOOKED",
    calendarEventId: null,
    createdAt: "2026-11-20T09:45:00.000Z",
    booking: {
      bookingId: "b1",
      reference: "REF",
      customerName: "Asha Rao",
      customerEmail: "p@example.com",
      customerPhone: "+919812345678",
      amount: 200000,
      currency: "INR",
      paymentStatus,
      paymentId: "pay_ABCDEFGH12345678",
      paymentMethod: "razorpay",
      paymentProvider: "dummy",
      appointmentType: "Standard Consultation",
      duration: 60,
      meetingLink: null,
      notes: "",
      timezone: "Asia/Kolkata",
      isAdminBooking: false,
      createdAt: "2026-11-20T09:45:00.000Z",
    },
  } as AdminSlot;
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
    // Paid: nothing to take.
    expect(dl.queryByRole("button", { name: "Take payment" })).toBeNull();
  });

  it("offers Take payment on a booking not paid yet (issue 35)", async () => {
    const dl = drawer("PENDING");
    await userEvent.click(dl.getByRole("button", { name: "Take payment" }));
    expect(dl.getByText("Taking payment from Asha Rao")).toBeTruthy();
  });

  it("shows the intake to the clinical roles only (decision 0149)", () => {
    expect(drawer().queryByText("Intake answers")).toBeTruthy();
    cleanup();
    signedIn.role = "practitioner";
    expect(drawer().queryByText("Intake answers")).toBeTruthy();
    cleanup();
    signedIn.role = "front_desk";
    const desk = drawer();
    expect(desk.queryByText("Intake answers")).toBeNull();
    expect(desk.getByText("Asha Rao")).toBeTruthy();
  });
});
