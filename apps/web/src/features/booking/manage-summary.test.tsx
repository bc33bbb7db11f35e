// @vitest-environment happy-dom
import type { ManageView } from "@clinic/contract/booking";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { amountPaidText, ManageSummary, refundText } from "./manage-summary";

afterEach(cleanup);

const paid: ManageView = {
  bookingId: "b1",
  reference: "PT-ABC123",
  date: "Mon, 30 Nov 2026",
  startTime: "3:00 pm",
  endTime: "4:00 pm",
  startAt: "2026-11-30T09:30:00.000Z",
  endAt: "2026-11-30T10:30:00.000Z",
  timezone: "Asia/Kolkata",
  locale: "en",
  meetingLink: "https://meet.jit.si/Consultation-abc",
  amount: 200_000,
  currency: "INR",
  taxPercent: 0,
  taxAmount: 0,
  paymentStatus: "PAID",
  paymentProvider: "razorpay",
  icsDownloadUrl: "/api/public/bookings/b1/invite.ics",
  userCalendar: "emailed",
  canChange: true,
  changeDeadline: "2026-11-29T09:30:00.000Z",
  paymentWay: "online",
};
const cancelled: ManageView = {
  ...paid,
  paymentStatus: "CANCELLED",
  meetingLink: null,
  icsDownloadUrl: null,
  userCalendar: null,
  canChange: false,
};
const show = (view: ManageView) =>
  render(
    <MemoryRouter>
      <ManageSummary view={view} />
    </MemoryRouter>,
  );

describe("the manage page's summary (issue 32)", () => {
  it("a booking that stands: the amount paid and 'Join Video Consultation'", () => {
    show(paid);
    expect(screen.getByTestId("amount-paid").textContent).toBe("₹2,000.00");
    const join = screen.getByRole("link", { name: "Join Video Consultation" });
    expect(join.getAttribute("href")).toBe("https://meet.jit.si/Consultation-abc");
    expect(join.getAttribute("target")).toBe("_blank");
    expect(screen.getByText("Confirmed")).toBeTruthy();
    expect(screen.queryByTestId("cancelled-notice")).toBeNull();
    expect(screen.queryByRole("link", { name: "Book again" })).toBeNull();
  });

  it("a cancelled one: the refund, when it arrives, and 'Book again'; no join link", () => {
    show(cancelled);
    expect(screen.getByText("Cancelled")).toBeTruthy();
    expect(screen.getByTestId("cancelled-notice").textContent).toContain(
      "Your ₹2,000.00 is refunded in full to the card or account you paid with. It usually arrives in 5–7 working days.",
    );
    expect(screen.getByRole("link", { name: "Book again" }).getAttribute("href")).toBe("/book-consultation");
    expect(screen.queryByRole("link", { name: "Join Video Consultation" })).toBeNull();
  });

  it("words the amount and the refund by how the booking was paid", () => {
    const amount = "₹1,25,000.00";
    expect(amountPaidText("test", amount)).toBe("₹1,25,000.00 (a test payment)");
    expect(amountPaidText("clinic", amount)).toBe("₹1,25,000.00, paid at the clinic");
    expect(amountPaidText("none", amount)).toBe("No payment was taken");
    expect(refundText("test", amount)).toMatch(
      /^Your ₹1,25,000\.00 is refunded in full\. This was a test payment/,
    );
    expect(refundText("clinic", amount)).toBe(
      "The clinic will return the ₹1,25,000.00 you paid at the clinic.",
    );
    expect(refundText("none", amount)).toBe(
      "No payment was taken for this booking, so there is nothing to refund.",
    );
  });
});
