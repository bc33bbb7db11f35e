// @vitest-environment happy-dom
import type { PublicSlot } from "@clinic/contract/slots";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingTextsProvider } from "../../i18n/booking";
import { bookingKn } from "../../i18n/booking-texts.kn";
import { LocaleProvider } from "../../i18n/locale";
import { kn } from "../../i18n/site-texts.kn";
import { render } from "../../test-support/render";
import { ChosenTime } from "./chosen-time";

const visitor = vi.hoisted(() => ({ zone: "Asia/Kolkata" }));
vi.mock("./booking-time", async (original) => ({
  ...(await original<typeof import("./booking-time")>()),
  visitorTimeZone: () => visitor.zone,
}));

afterEach(cleanup);

const slot = {
  slotId: "s1",
  date: "2031-11-25",
  startAt: "2031-11-25T04:30:00.000Z",
  endAt: "2031-11-25T05:00:00.000Z",
  startTimeFormatted: "10:00 AM",
  endTimeFormatted: "10:30 AM",
  tz: "Asia/Kolkata",
  status: "OPEN",
} as PublicSlot;

describe("ChosenTime", () => {
  it("labels the clinic's time as the clinic's, its zone named", () => {
    visitor.zone = "Asia/Calcutta";
    render(<ChosenTime slot={slot} />);
    expect(screen.getByTestId("chosen-time").textContent).toBe(
      "Clinic time (IST): Tue, 25 Nov 2031, 10:00 am – 10:30 am",
    );
  });

  it("adds the visitor's own time, labelled as theirs, when they are in another zone", () => {
    visitor.zone = "Asia/Tokyo";
    render(<ChosenTime slot={slot} />);
    const text = screen.getByTestId("chosen-time").textContent;
    expect(text).toContain("Clinic time (IST): Tue, 25 Nov 2031, 10:00 am – 10:30 am");
    expect(text).toMatch(/Your time \(GMT\+9\): 1:30 pm – 2:00 pm$/);
  });

  it("speaks the page's language on a Kannada page", () => {
    visitor.zone = "Asia/Tokyo";
    render(
      <LocaleProvider locale="kn" texts={kn}>
        <BookingTextsProvider texts={bookingKn}>
          <ChosenTime slot={slot} />
        </BookingTextsProvider>
      </LocaleProvider>,
    );
    const text = screen.getByTestId("chosen-time").textContent;
    expect(text).toContain("ಕ್ಲಿನಿಕ್ ಸಮಯ (IST): ಮಂಗಳ, 25 ನವೆಂ 2031, 10:00 am – 10:30 am");
    expect(text).toMatch(/ನಿಮ್ಮ ಸಮಯ \(GMT\+9\): 1:30 pm – 2:00 pm$/);
  });
});
