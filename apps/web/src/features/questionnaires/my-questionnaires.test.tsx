// @vitest-environment happy-dom
import { lymphoedemaCheck } from "@clinic/contract/lymphoedema-check";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingTextsProvider } from "../../i18n/booking";
import { bookingEn } from "../../i18n/booking-texts.en";
import { LocaleProvider } from "../../i18n/locale";
import { RecordTextsProvider } from "../../i18n/record";
import { recordKn } from "../../i18n/record-texts.kn";
import { kn } from "../../i18n/site-texts.kn";

const api = vi.hoisted(() => ({ mine: vi.fn(), answer: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));
vi.mock("./questionnaires-api", async (original) => ({
  ...(await original<typeof import("./questionnaires-api")>()),
  questionnairesApi: api,
}));

const { MyQuestionnairesSection } = await import("./my-questionnaires");
const { RecordSessionProvider } = await import("../record-access");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The shipped check as the server gives it to a Kannada booking. */
const check = {
  id: "q1",
  name: lymphoedemaCheck.name.kn,
  intro: lymphoedemaCheck.intro.kn,
  status: "sent",
  answers: null,
  items: lymphoedemaCheck.items.map((i) => ({
    id: i.id,
    text: i.text.kn,
    min: i.min,
    max: i.max,
    minLabel: i.anchors.min.kn,
    maxLabel: i.anchors.max.kn,
  })),
};

function show() {
  return render(
    <LocaleProvider locale="kn" texts={kn}>
      <RecordTextsProvider texts={recordKn}>
        <QueryClientProvider client={new QueryClient()}>
          <BookingTextsProvider texts={{ refusals: bookingEn.refusals }}>
            <RecordSessionProvider bookingId="b1" token="manage-token-0123456789">
              <MyQuestionnairesSection />
            </RecordSessionProvider>
          </BookingTextsProvider>
        </QueryClientProvider>
      </RecordTextsProvider>
    </LocaleProvider>,
  );
}

describe("Questionnaires on the manage page", () => {
  it("shows nothing when none was sent", async () => {
    api.mine.mockResolvedValue({ items: [] });
    const { container } = show();
    await waitFor(() => expect(api.mine).toHaveBeenCalled());
    expect(container.textContent).toBe("");
  });

  it("in Kannada: every question answered before sending, then the answers as numbers", async () => {
    api.mine.mockResolvedValue({ items: [check] });
    api.answer.mockResolvedValue({ ...check, status: "answered" });
    show();
    expect(await screen.findByRole("heading", { name: recordKn.questionnaires.heading })).toBeTruthy();
    const first = screen.getByRole("group", { name: `1. ${lymphoedemaCheck.items[0]?.text.kn}` });
    expect(first.textContent).toContain("0 = ಇಲ್ಲವೇ ಇಲ್ಲ, 10 = ತುಂಬಾ ಹೆಚ್ಚು");
    fireEvent.click(screen.getByRole("button", { name: recordKn.questionnaires.send }));
    expect(await screen.findAllByText(recordKn.questionnaires.choose)).toHaveLength(9);
    expect(api.answer).not.toHaveBeenCalled();
    const groups = screen.getAllByRole("group");
    groups.forEach((group, n) => {
      const radio = group.querySelector(`input[value="${n}"]`) as HTMLInputElement;
      fireEvent.click(radio);
    });
    fireEvent.click(screen.getByRole("button", { name: recordKn.questionnaires.send }));
    await waitFor(() => expect(api.answer).toHaveBeenCalledTimes(1));
    expect(api.answer).toHaveBeenCalledWith("b1", "q1", "manage-token-0123456789", {
      heaviness: 0,
      tightness: 1,
      swelling: 2,
      aching: 3,
      "daily-tasks": 4,
      "work-hobbies": 5,
      sleep: 6,
      worry: 7,
      looks: 8,
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(recordKn.questionnaires.sent));
  });
});
