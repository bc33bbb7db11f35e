// @vitest-environment happy-dom
import type { PublicKind } from "@clinic/contract/appointment-kinds";
import { consentMessages } from "@clinic/contract/privacy-notice";
import type { PublicSlot } from "@clinic/contract/slots";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingConsentTexts } from "../../content/clinic-privacy-booking";
import { BookingTextsProvider } from "../../i18n/booking";
import { bookingLaterEn } from "../../i18n/booking-later-texts.en";
import { bookingLaterHi } from "../../i18n/booking-later-texts.hi";
import { bookingLaterKn } from "../../i18n/booking-later-texts.kn";
import { bookingHi } from "../../i18n/booking-texts.hi";
import { bookingKn } from "../../i18n/booking-texts.kn";
import { render } from "../../test-support/render";

// The robot check is solved at once: this test is about the consents, not the captcha.
vi.mock("../../components/captcha/captcha-widget", () => ({
  CaptchaWidget: ({ onChange }: { onChange(token: string | null, provider: "altcha"): void }) => {
    useEffect(() => onChange("solved", "altcha"), [onChange]);
    return null;
  },
}));
vi.mock("../../components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const { DetailsStep } = await import("./details-step");

const slot = {
  slotId: "s1",
  date: "2031-11-25",
  startAt: "2031-11-25T04:30:00.000Z",
  endAt: "2031-11-25T05:30:00.000Z",
  startTimeFormatted: "10:00 AM",
  endTimeFormatted: "11:00 AM",
  tz: "Asia/Kolkata",
  status: "OPEN",
} as PublicSlot;

afterEach(cleanup);

async function stepWithDetails() {
  const onSubmit = vi.fn(async (_values: unknown, _captcha: unknown) => true);
  render(
    <MemoryRouter>
      <DetailsStep flow="book-consultation" slot={slot} onBack={() => {}} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText("Full Name"), "Asha Rao");
  await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
  await userEvent.type(screen.getByLabelText("Phone Number"), "9876543210");
  await userEvent.type(screen.getByLabelText("Additional Notes"), "Swelling in the left arm");
  await userEvent.click(screen.getByLabelText(/I agree to the terms/));
  return onSubmit;
}

const processing = () => screen.getByRole("checkbox", { name: /use my details/ });
const video = () => screen.getByRole("checkbox", { name: /I agree to a video consultation/ });

describe("step 2's privacy notice and consents (decision 0100)", () => {
  it("summarises the notice, links to the whole of it in a new tab, and says what a video call can and cannot do", async () => {
    await stepWithDetails();
    for (const line of bookingConsentTexts.summary) expect(screen.getByText(line)).toBeTruthy();
    const link = screen.getByRole("link", { name: /Read the full privacy notice/ });
    expect(link.getAttribute("href")).toBe("/privacy");
    expect(link.getAttribute("target")).toBe("_blank");
    for (const line of [
      ...bookingConsentTexts.teleconsultation.can,
      ...bookingConsentTexts.teleconsultation.cannot,
    ])
      expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByText(bookingConsentTexts.teleconsultation.inPerson)).toBeTruthy();
  });

  it("shows an error beside each unticked box, and sends nothing", async () => {
    const onSubmit = await stepWithDetails();
    const proceed = screen.getByRole("button", { name: "Proceed to Payment" });
    await waitFor(() => expect(proceed.hasAttribute("disabled")).toBe(false));
    await userEvent.click(proceed);
    expect(await screen.findByText(consentMessages.processing)).toBeTruthy();
    expect(screen.getByText(consentMessages.teleconsultation)).toBeTruthy();
    expect(processing().getAttribute("aria-invalid")).toBe("true");
    expect(processing().getAttribute("aria-describedby")).toBe("consentProcessing-error");
    expect(document.getElementById("consentProcessing-error")?.textContent).toBe(consentMessages.processing);
    expect(video().getAttribute("aria-describedby")).toBe("consentTeleconsultation-error");
    expect(onSubmit).not.toHaveBeenCalled();

    // One box ticked: only the other's error remains.
    await userEvent.click(processing());
    await userEvent.click(proceed);
    await waitFor(() => expect(screen.queryByText(consentMessages.processing)).toBeNull());
    expect(screen.getByText(consentMessages.teleconsultation)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the booking once both boxes are ticked, the whole row being the box's label", async () => {
    const onSubmit = await stepWithDetails();
    // A tap on the text of the row ticks the box (a large target for a thumb).
    await userEvent.click(screen.getByText(/I agree that the clinic may use my details/));
    await userEvent.click(screen.getByText(/I agree to a video consultation/));
    expect((processing() as HTMLInputElement).checked).toBe(true);
    expect((video() as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      consentProcessing: true,
      consentTeleconsultation: true,
    });
  });
});

describe("a greyed-out 'Proceed to Payment' says why (issue 32)", () => {
  it("names the unticked terms under the button, and says nothing once they are ticked", async () => {
    render(
      <MemoryRouter>
        <DetailsStep flow="book-consultation" slot={slot} onBack={() => {}} onSubmit={vi.fn()} />
      </MemoryRouter>,
    );
    const proceed = screen.getByRole("button", { name: "Proceed to Payment" });
    await waitFor(() =>
      expect(screen.getByTestId("proceed-hint").textContent).toBe(
        "To continue, please accept the terms and conditions above.",
      ),
    );
    expect(proceed.hasAttribute("disabled")).toBe(true);
    expect(proceed.getAttribute("aria-describedby")).toBe("proceed-hint");
    await userEvent.click(screen.getByLabelText(/I agree to the terms/));
    await waitFor(() => expect(proceed.hasAttribute("disabled")).toBe(false));
    expect(screen.queryByTestId("proceed-hint")).toBeNull();
    expect(proceed.getAttribute("aria-describedby")).toBeNull();
  });

  it("names each thing missing: the terms, the robot check, or both", async () => {
    const { proceedHint } = await import("./details-step");
    expect(proceedHint({ terms: false, robotCheck: false }, bookingLaterEn.details)).toBe(
      "To continue, please accept the terms and conditions and complete the robot check above.",
    );
    expect(proceedHint({ terms: true, robotCheck: false }, bookingLaterEn.details)).toBe(
      "To continue, please complete the robot check above.",
    );
    expect(proceedHint({ terms: true, robotCheck: true }, bookingLaterEn.details)).toBeNull();
  });
});

describe("a home visit's address (issue 34)", () => {
  const home: PublicKind = {
    id: "home",
    name: "Home visit",
    mode: "home_visit",
    durationMinutes: 60,
    amountInPaisa: 250_000,
    currency: "INR",
    serviceArea: "Within 10 km of Indiranagar",
    isDefault: false,
  };

  it("is asked, with the area served as its hint, required, and sent with the details", async () => {
    const onSubmit = vi.fn(async (..._args: unknown[]) => true);
    render(
      <MemoryRouter>
        <DetailsStep flow="book" slot={slot} kind={home} onBack={() => {}} onSubmit={onSubmit} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("chosen-kind").textContent).toBe("Home visit: ₹2,500.00");
    const address = screen.getByLabelText("Address for the home visit");
    expect(address.getAttribute("aria-describedby")).toBe("visitAddress-hint");
    expect(screen.getByText("We visit: Within 10 km of Indiranagar")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Full Name"), "Asha Rao");
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.type(screen.getByLabelText("Phone Number"), "9876543210");
    await userEvent.click(screen.getByLabelText(/I agree to the terms/));
    await userEvent.click(processing());
    // A home visit is not a video consultation: its consent and what video can do are not asked.
    expect(screen.queryByRole("checkbox", { name: /I agree to a/ })).toBeNull();
    expect(screen.queryByText("About video consultations")).toBeNull();
    const proceed = screen.getByRole("button", { name: "Proceed to Payment" });
    await waitFor(() => expect(proceed.hasAttribute("disabled")).toBe(false));
    await userEvent.click(proceed);
    expect(await screen.findByText("Please enter the address for the home visit")).toBeTruthy();
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(address, "4 Lake View, Mysuru");
    await userEvent.click(proceed);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[2]).toBe("4 Lake View, Mysuru");
  });

  it("is not asked for the other kinds", () => {
    render(
      <MemoryRouter>
        <DetailsStep
          flow="book"
          slot={slot}
          kind={{ ...home, mode: "in_clinic", name: "Clinic visit" }}
          onBack={() => {}}
          onSubmit={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByLabelText("Address for the home visit")).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /I agree to a/ })).toBeNull();
  });

  it("a video kind other than the default asks the video consultation's consent", () => {
    render(
      <MemoryRouter>
        <DetailsStep
          flow="book"
          slot={slot}
          kind={{ ...home, mode: "video", name: "Follow-up call" }}
          onBack={() => {}}
          onSubmit={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(video()).toBeTruthy();
  });
});

describe("the details' messages in the page's language (issue 33)", () => {
  for (const [language, texts] of [
    ["Hindi", { ...bookingHi, ...bookingLaterHi }],
    ["Kannada", { ...bookingKn, ...bookingLaterKn }],
  ] as const) {
    it(`in ${language}, each field's error is the page's words, not the contract's English`, async () => {
      render(
        <MemoryRouter>
          <BookingTextsProvider texts={texts}>
            <DetailsStep flow="book-consultation" slot={slot} onBack={() => {}} onSubmit={vi.fn()} />
          </BookingTextsProvider>
        </MemoryRouter>,
      );
      await userEvent.type(screen.getByLabelText(texts.details.phone), "12345");
      await userEvent.click(screen.getByRole("checkbox", { name: new RegExp(texts.details.terms) }));
      const proceed = screen.getByRole("button", { name: texts.details.proceed });
      await waitFor(() => expect(proceed.hasAttribute("disabled")).toBe(false));
      await userEvent.click(proceed);
      const errors = texts.fieldErrors;
      expect(await screen.findByText(errors.nameRequired)).toBeTruthy();
      for (const [id, message] of [
        ["name-error", errors.nameRequired],
        ["email-error", errors.emailRequired],
        ["phone-error", errors.phoneInvalid],
        ["notes-error", errors.notesMissing],
        ["consentProcessing-error", errors.consentProcessing],
        ["consentTeleconsultation-error", errors.consentTeleconsultation],
      ] as const)
        expect(document.getElementById(id)?.textContent, id).toBe(message);
      for (const english of Object.values(bookingLaterEn.fieldErrors))
        expect(screen.queryByText(english)).toBeNull();
    });
  }
});
