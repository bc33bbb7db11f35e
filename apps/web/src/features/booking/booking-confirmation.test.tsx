// @vitest-environment happy-dom
import type { BookingConfirmation } from "@clinic/contract/booking";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../components/ui/toast";
import { LocaleProvider } from "../../i18n/locale";
import { ManageTextsProvider } from "../../i18n/manage";
import { manageKn } from "../../i18n/manage-texts.kn";
import { kn } from "../../i18n/site-texts.kn";
import { render } from "../../test-support/render";
import { bookingApi } from "./booking-api";
import { BookingConfirmationPage } from "./booking-confirmation";

vi.mock("../../components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("./booking-api", () => ({ bookingApi: { get: vi.fn(), resendManageLink: vi.fn() } }));

const booking: BookingConfirmation = {
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
  amount: 236_000,
  currency: "INR",
  taxPercent: 18,
  taxAmount: 36_000,
  paymentStatus: "PAID",
  paymentProvider: "razorpay",
  icsDownloadUrl: "/api/public/bookings/b1/invite.ics",
  userCalendar: "emailed",
  gstIncluded: true,
};

const show = (page: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(bookingApi.get).mockResolvedValue(booking);
});
afterEach(cleanup);

describe("the confirmation page", () => {
  it("in English: the spec's words", async () => {
    show(<BookingConfirmationPage bookingId="b1" />);
    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeTruthy();
    expect(screen.getByText("Mon, 30 Nov 2026")).toBeTruthy();
    expect(screen.getByText("(incl. GST 18%: ₹360.00)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    const google = new URL(
      screen.getByRole("link", { name: /Add to Google Calendar/ }).getAttribute("href") ?? "",
    );
    expect(google.searchParams.get("text")).toBe("Physiotherapy Consultation");
    expect(toast.success).toHaveBeenCalledWith("Invite Sent", {
      description: "A calendar invite was emailed to you.",
    });
  });

  it("an in-clinic visit: the address and 'Open in maps', no meeting link (issue 34)", async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({
      ...booking,
      meetingLink: null,
      kind: { id: "clinic", name: "Clinic visit", mode: "in_clinic" },
      location: "12 MG Road, Bengaluru",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=12%20MG%20Road",
    });
    show(<BookingConfirmationPage bookingId="b1" />);
    expect(await screen.findByText("Your appointment at the clinic is booked.")).toBeTruthy();
    expect(screen.getByTestId("visit-place").textContent).toBe("12 MG Road, Bengaluru");
    const map = screen.getByRole("link", { name: "Open in maps" });
    expect(map.getAttribute("target")).toBe("_blank");
    expect(map.getAttribute("rel")).toContain("noopener");
    expect(screen.queryByRole("link", { name: "Join Video Consultation" })).toBeNull();
  });

  it("in Kannada on a Kannada page: its words, the day, home at /kn and the calendar event", async () => {
    show(
      <LocaleProvider locale="kn" texts={kn}>
        <ManageTextsProvider texts={manageKn}>
          <BookingConfirmationPage bookingId="b1" />
        </ManageTextsProvider>
      </LocaleProvider>,
    );
    expect(await screen.findByRole("heading", { name: "ಬುಕಿಂಗ್ ಖಚಿತವಾಗಿದೆ!" })).toBeTruthy();
    expect(screen.getByText("ಸೋಮ, 30 ನವೆಂ 2026")).toBeTruthy();
    expect(screen.getByText("(GST 18% ಸೇರಿದೆ: ₹360.00)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "ವೀಡಿಯೊ ಸಮಾಲೋಚನೆಗೆ ಸೇರಿ" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ" }).getAttribute("href")).toBe("/kn");
    expect(screen.getByRole("button", { name: manageKn.linkAgain.send })).toBeTruthy();
    const google = new URL(
      screen.getByRole("link", { name: /Google Calendar ಗೆ ಸೇರಿಸಿ/ }).getAttribute("href") ?? "",
    );
    expect(google.searchParams.get("text")).toBe("ಫಿಸಿಯೋಥೆರಪಿ ಸಮಾಲೋಚನೆ");
    expect(toast.success).toHaveBeenCalledWith(manageKn.confirmation.inviteSentTitle, {
      description: manageKn.confirmation.inviteSent,
    });
    expect(document.body.textContent).not.toMatch(/Booking Confirmed|Reference Number|Return Home/);
  });
});
