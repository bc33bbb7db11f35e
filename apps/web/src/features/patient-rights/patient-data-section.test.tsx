// @vitest-environment happy-dom
import type { MyData } from "@clinic/contract/patient-rights";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingTextsProvider } from "../../i18n/booking";
import { bookingKn } from "../../i18n/booking-texts.kn";
import { LocaleProvider } from "../../i18n/locale";
import { RecordTextsProvider } from "../../i18n/record";
import { recordKn } from "../../i18n/record-texts.kn";
import { kn } from "../../i18n/site-texts.kn";
import { render } from "../../test-support/render";
import { RecordSessionProvider } from "../record-access";
import { PatientDataSection } from "./patient-data-section";

vi.mock("../../components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const token = "manage-token-0123456789abcdef";
const myData = (scope: "booking" | "record"): MyData => ({
  exportedAt: "2026-11-26T10:00:00.000Z",
  scope,
  patientId: scope === "record" ? "p1" : null,
  contact: { name: "Meera Iyer", email: "meera@example.com", phone: "+919123456780" },
  consentWithdrawnAt: null,
  erasedAt: null,
  erasureRequestedAt: null,
  bookings: [],
  consents: [],
  intakes: [
    {
      bookingId: "b1",
      answers: { reason: "<img src=x onerror=alert(1)>" },
      questionsAndAnswers: [
        {
          questionId: "reason",
          question: "What would you like help with?",
          answer: "<img src=x onerror=alert(1)>",
        },
      ],
      submittedAt: "2026-11-26T10:00:00.000Z",
      updatedAt: "2026-11-26T10:00:00.000Z",
    },
  ],
  photos: [],
  messages: [],
  practitionerNotes:
    scope === "record"
      ? [
          {
            body: "Responds to MLD",
            author: "dr",
            createdAt: "2026-11-26T10:00:00.000Z",
            updatedAt: "2026-11-26T10:00:00.000Z",
          },
        ]
      : [],
  measurements: [],
  questionnaires: [],
  whatsappOptIns: [
    {
      bookingId: "b1",
      phone: "+919123456780",
      wording: "Send me updates about this booking on WhatsApp",
      method: "booking_form",
      givenAt: "2026-11-26T10:00:00.000Z",
      withdrawnAt: "2026-11-27T10:00:00.000Z",
    },
  ],
  processing: ["For your care."],
});
const ok = (data: unknown, message?: string) =>
  new Response(JSON.stringify({ success: true, data, message }), { status: 200 });
const refused = (status: number, code: string, message: string, more: { triesLeft?: number } = {}) =>
  new Response(JSON.stringify({ success: false, code, message, fields: { code: message }, ...more }), {
    status,
  });

let fetchMock: ReturnType<typeof vi.fn>;
/** A call's path, without its query (`?locale=`). */
const pathOf = (url: unknown) => new URL(String(url), "http://clinic.test").pathname;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (pathOf(url).endsWith("/my-data"))
      return ok(myData(headers["X-Record-Session"] ? "record" : "booking"));
    if (String(url).endsWith("/record-access/code"))
      return ok(
        {
          sentTo: { email: "m•••@example.com", whatsapp: null },
          expiresAt: "2026-11-26T10:10:00.000Z",
          codeLength: 6,
        },
        "We sent a 6-digit code to m•••@example.com. It works for 10 minutes.",
      );
    if (String(url).endsWith("/record-access/verify"))
      return JSON.parse(String(init.body)).code === "123456"
        ? ok({ recordSession: "session-abc", expiresAt: new Date(Date.now() + 900_000).toISOString() })
        : refused(400, "code_invalid", "That code is not right. You can try 4 more times.", { triesLeft: 4 });
    return ok({ withdrawnAt: "2026-11-26T10:00:00.000Z" }, "Withdrawn");
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calls = (suffix: string) => fetchMock.mock.calls.filter(([url]) => pathOf(url).endsWith(suffix));
const headersOf = (suffix: string, n = 0) =>
  ((calls(suffix)[n] as [string, RequestInit])[1].headers ?? {}) as Record<string, string>;

function renderSection() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordSessionProvider bookingId="b1" token={token}>
        <PatientDataSection zone="Asia/Kolkata" />
      </RecordSessionProvider>
    </QueryClientProvider>,
  );
}

/** As /kn/manage/… gives it: the page's language, its booking texts (refusals) and its record texts. */
function renderSectionInKannada() {
  return render(
    <LocaleProvider locale="kn" texts={kn}>
      <BookingTextsProvider texts={bookingKn}>
        <RecordTextsProvider texts={recordKn}>
          <QueryClientProvider client={new QueryClient()}>
            <RecordSessionProvider bookingId="b1" token={token}>
              <PatientDataSection zone="Asia/Kolkata" />
            </RecordSessionProvider>
          </QueryClientProvider>
        </RecordTextsProvider>
      </BookingTextsProvider>
    </LocaleProvider>,
  );
}

describe("the manage page's Your data section", () => {
  it("shows this booking's data with the manage token alone, as inert text", async () => {
    const user = userEvent.setup();
    const { container } = renderSection();
    await user.click(screen.getByRole("button", { name: "See this booking's data" }));
    expect(await screen.findByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("heading", { name: "The practitioner's notes" })).toBeNull();
    expect(headersOf("/my-data")).toEqual({ Accept: "application/json", Authorization: `Bearer ${token}` });
    expect(calls("/record-access/code")).toHaveLength(0);
    expect(
      screen.getByText(
        /To \+919123456780: “Send me updates about this booking on WhatsApp”, agreed .*, turned off /,
      ),
    ).toBeTruthy();
  });

  it("asks for the code before the whole record: a wrong code is said plainly, the right one opens it", async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: "See all my data" }));
    expect(
      await screen.findByText("We sent a 6-digit code to m•••@example.com. It works for 10 minutes."),
    ).toBeTruthy();
    expect(calls("/record-access/code")).toHaveLength(1);
    expect(calls("/my-data")).toHaveLength(0);
    await user.type(screen.getByLabelText("6-digit code"), "111111");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("That code is not right. You can try 4 more times.")).toBeTruthy();
    // The box keeps its focus and value after the refusal (it is not re-created).
    const code = screen.getByLabelText("6-digit code");
    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Responds to MLD")).toBeTruthy();
    expect(headersOf("/my-data")["X-Record-Session"]).toBe("session-abc");
    expect(screen.getByText(/Your whole record is open until/)).toBeTruthy();
  });

  it("withdraws consent only after the code and the confirmation, with both credentials in headers", async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: "Withdraw consent" }));
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw your consent?" });
    expect(calls("/consent/withdraw")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Withdraw consent" }));
    await waitFor(() => expect(calls("/consent/withdraw")).toHaveLength(1));
    const [url] = calls("/consent/withdraw")[0] as [string, RequestInit];
    expect(url).not.toContain(token);
    expect(headersOf("/consent/withdraw")).toMatchObject({
      Authorization: `Bearer ${token}`,
      "X-Record-Session": "session-abc",
    });
    // A second press while the record is open asks no code again, and says it is done.
    await user.click(screen.getByRole("button", { name: "Withdraw consent" }));
    expect(await screen.findByRole("alertdialog", { name: "Your consent is withdrawn" })).toBeTruthy();
    expect(calls("/record-access/code")).toHaveLength(1);
  });

  it("the correction form refuses a bad email next to the field and sends nothing", async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: "Correct details for this booking" }));
    const email = await screen.findByLabelText("Email");
    await user.clear(email);
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save my details" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(calls("/contact")).toHaveLength(0);
  });

  it("reads in Kannada on a Kannada page: the code step, a refusal by its code, the whole record, dates", async () => {
    const user = userEvent.setup();
    renderSectionInKannada();
    expect(screen.getByRole("heading", { name: "ನಿಮ್ಮ ಮಾಹಿತಿ" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "ನನ್ನ ಎಲ್ಲಾ ಮಾಹಿತಿ ನೋಡಿ" }));
    expect(await screen.findByText(/m•••@example\.com ಗೆ 6 ಅಂಕಿಯ ಕೋಡ್ ಕಳುಹಿಸಿದ್ದೇವೆ/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "ಮೊದಲು, ಇದು ನೀವೇ ಎಂದು ದೃಢೀಕರಿಸಿ" })).toBeTruthy();
    const code = screen.getByLabelText("6 ಅಂಕಿಯ ಕೋಡ್");
    // Too short: the schema's rule, in the page's words.
    await user.type(code, "12");
    await user.click(screen.getByRole("button", { name: "ದೃಢೀಕರಿಸಿ" }));
    expect(await screen.findByText(recordKn.access.codeFormat)).toBeTruthy();
    await user.clear(code);
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "ದೃಢೀಕರಿಸಿ" }));
    // With the tries left, as the English says them.
    expect(await screen.findByText("ಈ ಕೋಡ್ ಸರಿಯಿಲ್ಲ. ನೀವು ಇನ್ನೂ 4 ಬಾರಿ ಪ್ರಯತ್ನಿಸಬಹುದು.")).toBeTruthy();
    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "ದೃಢೀಕರಿಸಿ" }));
    expect(await screen.findByRole("heading", { name: "ಫಿಸಿಯೋಥೆರಪಿಸ್ಟ್‌ರ ಟಿಪ್ಪಣಿಗಳು" })).toBeTruthy();
    expect(screen.getByText(/ನಿಮ್ಮ ಸಂಪೂರ್ಣ ದಾಖಲೆ .* ರವರೆಗೆ ತೆರೆದಿರುತ್ತದೆ/)).toBeTruthy();
    // The opt-in's day in Kannada (ಗುರು: Thursday), its words as the patient agreed to them.
    expect(
      screen.getByText(/“Send me updates about this booking on WhatsApp”, ಗುರು, 26 ನವೆಂ 2026/),
    ).toBeTruthy();
    expect(screen.queryByText(/See all my data|Your data/)).toBeNull();
  });

  it("the correction form says a bad email in Kannada on a Kannada page", async () => {
    const user = userEvent.setup();
    renderSectionInKannada();
    await user.click(screen.getByRole("button", { name: "ಈ ಬುಕಿಂಗ್‌ನ ವಿವರಗಳನ್ನು ಸರಿಪಡಿಸಿ" }));
    const email = await screen.findByLabelText("ಇಮೇಲ್");
    await user.clear(email);
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "ನನ್ನ ವಿವರಗಳನ್ನು ಉಳಿಸಿ" }));
    expect(await screen.findByText("ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ಬರೆಯಿರಿ")).toBeTruthy();
    expect(calls("/contact")).toHaveLength(0);
  });
});
