// @vitest-environment happy-dom
import type { ManageView } from "@clinic/contract/booking";
import { cleanup, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "../../i18n/locale";
import { ManageTextsProvider } from "../../i18n/manage";
import { manageKn } from "../../i18n/manage-texts.kn";
import { kn } from "../../i18n/site-texts.kn";
import { render } from "../../test-support/render";
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
  kind: { id: "consultation", name: "Video consultation", mode: "video" },
  location: null,
  mapUrl: null,
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
    // The zone as people say it, as the wizard does: "(IST)", not "(Asia/Kolkata)".
    expect(screen.getByText(/\(IST\)$/)).toBeTruthy();
    expect(screen.queryByText(/Asia\/Kolkata/)).toBeNull();
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

  it("an in-clinic visit: its address and 'Open in maps' in a new tab, no join link (issue 34)", () => {
    show({
      ...paid,
      meetingLink: null,
      kind: { id: "clinic", name: "Clinic visit", mode: "in_clinic" },
      location: "12 MG Road, Bengaluru",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=12%20MG%20Road",
    });
    expect(screen.getByTestId("visit-place").textContent).toBe("12 MG Road, Bengaluru");
    const map = screen.getByRole("link", { name: "Open in maps" });
    expect(map.getAttribute("href")).toBe("https://www.google.com/maps/search/?api=1&query=12%20MG%20Road");
    expect(map.getAttribute("target")).toBe("_blank");
    expect(map.getAttribute("rel")).toContain("noopener");
    expect(screen.queryByRole("link", { name: "Join Video Consultation" })).toBeNull();
  });

  it("a home visit: 'We will visit you at' the patient's address, no map link (issue 34)", () => {
    show({
      ...paid,
      meetingLink: null,
      kind: { id: "home", name: "Home visit", mode: "home_visit" },
      location: "4 Lake View, Mysuru",
    });
    expect(screen.getByTestId("visit-place").textContent).toBe("We will visit you at: 4 Lake View, Mysuru");
    expect(screen.queryByRole("link", { name: "Open in maps" })).toBeNull();
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

  it("reads in Kannada on a Kannada page: the day, the words, the refund and 'Book again' at /kn", () => {
    render(
      <MemoryRouter>
        <LocaleProvider locale="kn" texts={kn}>
          <ManageTextsProvider texts={manageKn}>
            <ManageSummary view={{ ...cancelled, paymentWay: "clinic" }} />
          </ManageTextsProvider>
        </LocaleProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText("ದಿನಾಂಕ")).toBeTruthy();
    expect(screen.getByText("ಸೋಮ, 30 ನವೆಂ 2026")).toBeTruthy();
    expect(screen.getByText("ರದ್ದಾಗಿದೆ")).toBeTruthy();
    expect(screen.getByTestId("amount-paid").textContent).toBe("₹2,000.00, ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ ಪಾವತಿಸಲಾಗಿದೆ");
    expect(screen.getByTestId("cancelled-notice").textContent).toContain(
      "ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ ನೀವು ಪಾವತಿಸಿದ ₹2,000.00 ಅನ್ನು ಕ್ಲಿನಿಕ್ ಹಿಂದಿರುಗಿಸುತ್ತದೆ.",
    );
    expect(screen.getByRole("link", { name: "ಮತ್ತೆ ಬುಕ್ ಮಾಡಿ" }).getAttribute("href")).toBe(
      "/kn/book-consultation",
    );
    expect(document.body.textContent).not.toMatch(/Cancelled|Amount Paid|Book again/);
  });
});
