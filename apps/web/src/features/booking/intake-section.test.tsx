// @vitest-environment happy-dom
import { type IntakeView, intakeFormSchema, intakeMessages } from "@clinic/contract/intake-form";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { intakeFormHi } from "../../content/clinic-intake.hi";
import { bookingConsentHi } from "../../content/clinic-privacy-booking.hi";
import { BookingTextsProvider } from "../../i18n/booking";
import { bookingKn } from "../../i18n/booking-texts.kn";
import { ClinicWordsProvider } from "../../i18n/clinic-words";
import { LocaleProvider } from "../../i18n/locale";
import { ManageTextsProvider } from "../../i18n/manage";
import { manageKn } from "../../i18n/manage-texts.kn";
import { kn } from "../../i18n/site-texts.kn";
import { ApiError } from "../../lib/api-client";
import { render } from "../../test-support/render";
import { intakeApi } from "./intake-api";
import { IntakeSection } from "./intake-section";

vi.mock("../../components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("./intake-api", () => ({
  intakeApi: { get: vi.fn(), save: vi.fn(), uploadPhoto: vi.fn(), removePhoto: vi.fn() },
}));

const form = intakeFormSchema.parse({
  title: "Before your consultation",
  intro: "Only the practitioner reads this.",
  questions: [
    {
      id: "reason",
      label: "What would you like help with?",
      kind: "long-text",
      required: true,
      maxLength: 50,
    },
    { id: "had-cancer", label: "Have you been treated for cancer?", kind: "yes-no", required: true },
    {
      id: "treatments",
      label: "Which treatments?",
      kind: "multiple-choice",
      options: [
        { value: "surgery", label: "Surgery" },
        { value: "radiotherapy", label: "Radiotherapy" },
      ],
      showWhen: { question: "had-cancer", is: ["yes"] },
    },
    { id: "birth", label: "Date of birth", kind: "date", help: "As on your ID." },
  ],
});

const view = (over: Partial<IntakeView> = {}): IntakeView => ({
  form,
  answers: null,
  submittedAt: null,
  updatedAt: null,
  photos: [],
  editable: true,
  editableUntil: "2026-12-01T04:30:00.000Z",
  ...over,
});

const api = vi.mocked(intakeApi);
const token = "t".repeat(20);
beforeEach(() => {
  vi.resetAllMocks();
  api.get.mockResolvedValue(view());
});
afterEach(cleanup);

describe("the intake form on the manage page", () => {
  it("renders the API's questions with labels, help and the conditional question only when it applies", async () => {
    const user = userEvent.setup();
    render(<IntakeSection bookingId="b1" token={token} />);
    const reason = await screen.findByLabelText(/What would you like help with\?/);
    expect(reason.tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText(/Date of birth/)).toHaveProperty("type", "date");
    expect(screen.getByLabelText(/Date of birth/).getAttribute("aria-describedby")).toContain(
      "intake-birth-help",
    );
    expect(screen.queryByText("Which treatments?")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("group", { name: "Which treatments?" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Surgery" })).toBeTruthy();
    expect(screen.getByText("0 of 3 photos added")).toBeTruthy();
  });

  it("shows errors next to their question, by the contract's rule, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<IntakeSection bookingId="b1" token={token} />);
    await user.click(await screen.findByRole("button", { name: "Save answers" }));
    const reason = screen.getByLabelText(/What would you like help with\?/);
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(reason.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")?.textContent,
    ).toBe(intakeMessages.required);
    expect(screen.getAllByText(intakeMessages.required)).toHaveLength(2);
    expect(api.save).not.toHaveBeenCalled();
    await user.type(reason, "x".repeat(51));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    expect(screen.getByText(intakeMessages.tooLong(50))).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });

  it("focuses the first question to fix, and clears a question's message when it is answered", async () => {
    const user = userEvent.setup();
    render(<IntakeSection bookingId="b1" token={token} />);
    await user.click(await screen.findByRole("button", { name: "Save answers" }));
    const reason = screen.getByLabelText(/What would you like help with\?/);
    expect(document.activeElement).toBe(reason);
    expect(screen.getByRole("alert").textContent).toBe(
      "Some answers need attention: see the messages above.",
    );
    await user.type(reason, "Swollen arm");
    expect(reason.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getAllByText(intakeMessages.required)).toHaveLength(1);
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.queryByText(intakeMessages.required)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the shown answers only and shows the server's field errors beside their question", async () => {
    const user = userEvent.setup();
    api.get.mockResolvedValue(
      view({ answers: { reason: "Swollen arm", "had-cancer": "yes", treatments: ["surgery"] } }),
    );
    api.save.mockRejectedValueOnce(
      new ApiError(400, "Some answers need attention.", "validation_failed", {
        "answers.reason": "Server says no.",
      }),
    );
    render(<IntakeSection bookingId="b1" token={token} />);
    expect(await screen.findByDisplayValue("Swollen arm")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Surgery" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    // "No" hides the treatments: they are not sent.
    expect(api.save.mock.calls[0]?.[2]).toEqual({ reason: "Swollen arm", "had-cancer": "no" });
    expect(await screen.findByText("Server says no.")).toBeTruthy();
  });

  it("shows answers as text, never as HTML", async () => {
    api.get.mockResolvedValue(
      view({ answers: { reason: "<img src=x onerror=alert(1)>", "had-cancer": "no" } }),
    );
    render(<IntakeSection bookingId="b1" token={token} />);
    expect(await screen.findByDisplayValue("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(document.querySelector("img")).toBeNull();
  });

  it("is read-only once the consultation has started", async () => {
    api.get.mockResolvedValue(
      view({ editable: false, answers: { reason: "Swollen arm", "had-cancer": "no" } }),
    );
    render(<IntakeSection bookingId="b1" token={token} />);
    expect(await screen.findByText(/The form is closed/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save answers" })).toBeNull();
    // A disabled fieldset disables every control in it (the browser's rule; happy-dom reports the fieldset).
    expect(screen.getByLabelText(/What would you like help with\?/).closest("fieldset")).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.queryByText("Add a photo")).toBeNull();
  });

  it("refuses a photo over 5 MB before sending it, and lists sent photos with a delete button", async () => {
    const user = userEvent.setup();
    api.get.mockResolvedValue(
      view({
        photos: [
          {
            id: "p1",
            contentType: "image/jpeg",
            byteSize: 300_000,
            width: 10,
            height: 10,
            createdAt: "2026-11-26T00:00:00Z",
          },
        ],
      }),
    );
    api.removePhoto.mockResolvedValue({ deleted: true });
    render(<IntakeSection bookingId="b1" token={token} />);
    expect(await screen.findByText("1 of 3 photos added")).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText("Add a photo"), big);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "This photo is larger than 5 MB. Please choose a smaller one.",
    );
    expect(api.uploadPhoto).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Delete photo 1" }));
    expect(await screen.findByText("0 of 3 photos added")).toBeTruthy();
    expect(api.removePhoto).toHaveBeenCalledWith("b1", token, "p1");
  });

  it("frames the clinic's questions in Kannada on a Kannada page, and tells a refusal by its code", async () => {
    api.get.mockResolvedValue(view({ editable: false }));
    const inKannada = (
      <LocaleProvider locale="kn" texts={kn}>
        <BookingTextsProvider texts={bookingKn}>
          <ManageTextsProvider texts={manageKn}>
            <IntakeSection bookingId="b1" token={token} />
          </ManageTextsProvider>
        </BookingTextsProvider>
      </LocaleProvider>
    );
    const { unmount } = render(inKannada);
    expect(await screen.findByText(manageKn.intake.closed)).toBeTruthy();
    expect(screen.getByRole("radio", { name: "ಹೌದು" })).toBeTruthy();
    expect(screen.getByText("3 ರಲ್ಲಿ 0 ಫೋಟೋಗಳನ್ನು ಸೇರಿಸಲಾಗಿದೆ")).toBeTruthy();
    expect(screen.getByText("ಫೋಟೋಗಳು (ಬೇಕಾದರೆ ಮಾತ್ರ)")).toBeTruthy();
    // The clinic's own question stays as the content gives it.
    expect(screen.getByLabelText(/What would you like help with\?/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/The form is closed|photos added|\(required\)/);
    unmount();

    api.get.mockRejectedValue(new ApiError(401, "Invalid or expired token", "unauthenticated"));
    render(inKannada);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      `ಆರೋಗ್ಯದ ಪ್ರಶ್ನೆಗಳನ್ನು ತೆರೆಯಲು ಆಗಲಿಲ್ಲ: ${bookingKn.refusals.unauthenticated}`,
    );
  });

  it("shows the clinic's questions in the page's language and still sends the answers by id and value", async () => {
    const user = userEvent.setup();
    api.get.mockResolvedValue(view());
    api.save.mockResolvedValue({ data: view({ answers: {} }), message: undefined });
    render(
      <ClinicWordsProvider words={{ consent: bookingConsentHi, intake: intakeFormHi }}>
        <IntakeSection bookingId="b1" token={token} />
      </ClinicWordsProvider>,
    );
    const reason = await screen.findByLabelText(/आपको किस बात में मदद चाहिए\?/);
    expect(screen.getByText(intakeFormHi.intro)).toBeTruthy();
    // A question the words do not name ("had-cancer" here) keeps the server's label.
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("group", { name: "आपका कौन-कौन सा इलाज हुआ है?" })).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "ऑपरेशन (surgery)" }));
    expect(screen.getByRole("checkbox", { name: "रेडिएशन थेरेपी (radiotherapy)" })).toHaveProperty(
      "value",
      "radiotherapy",
    );
    await user.type(reason, "बाँह में सूजन");
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0]?.[2]).toEqual({
      reason: "बाँह में सूजन",
      "had-cancer": "yes",
      treatments: ["surgery"],
    });
  });
});
