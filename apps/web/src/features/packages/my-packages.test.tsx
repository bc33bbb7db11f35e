// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingTextsProvider } from "../../i18n/booking";
import { bookingEn } from "../../i18n/booking-texts.en";
import { LocaleProvider } from "../../i18n/locale";
import { RecordTextsProvider } from "../../i18n/record";
import type { RecordTexts } from "../../i18n/record-texts.en";
import { recordHi } from "../../i18n/record-texts.hi";
import { recordKn } from "../../i18n/record-texts.kn";
import { hi } from "../../i18n/site-texts.hi";
import { kn } from "../../i18n/site-texts.kn";
import type { SlotPicker } from "./book-from-package";

const api = vi.hoisted(() => ({ mine: vi.fn(), bookSession: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));
vi.mock("./packages-api", async (original) => ({
  ...(await original<typeof import("./packages-api")>()),
  packagesApi: api,
}));

const { MyPackagesSection } = await import("./my-packages");
const { RecordSessionProvider } = await import("../record-access");
const { ApiError } = await import("../../lib/api-client");

/** The manage page lends the wizard's slot step; here, one time to pick. */
const picker: SlotPicker = ({ kindId, continueLabel, onPick }) => (
  <button type="button" onClick={() => onPick(`slot-of-${kindId}`)}>
    {continueLabel}
  </button>
);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const section = (
  <QueryClientProvider client={new QueryClient()}>
    <BookingTextsProvider texts={{ refusals: bookingEn.refusals }}>
      <RecordSessionProvider bookingId="b1" token="manage-token-0123456789">
        <MyPackagesSection slotPicker={picker} />
      </RecordSessionProvider>
    </BookingTextsProvider>
  </QueryClientProvider>
);

function showIn(locale: "hi" | "kn", site: typeof hi, record: RecordTexts) {
  return render(
    <LocaleProvider locale={locale} texts={site}>
      <RecordTextsProvider texts={record}>{section}</RecordTextsProvider>
    </LocaleProvider>,
  );
}

const paid = {
  purchaseId: "p1",
  name: "MLD course",
  kindId: "mld",
  paymentStatus: "PAID",
  sessionsTotal: 10,
  sessionsUsed: 3,
  sessionsBooked: 2,
  sessionsLeft: 7,
  expiresOn: "2027-03-01",
  receiptNumber: "PKG-2026-0001",
};

describe("My packages (the manage page)", () => {
  it("shows each package's sessions left, validity and receipt, with the manage token", async () => {
    api.mine.mockResolvedValueOnce({ scope: "booking", items: [paid] });
    render(section);
    expect(await screen.findByRole("heading", { name: "My packages" })).toBeTruthy();
    expect(screen.getByText("MLD course")).toBeTruthy();
    expect(screen.getByText("7 of 10 sessions left")).toBeTruthy();
    expect(screen.getByText("2 of them booked ahead")).toBeTruthy();
    expect(screen.getByText("Valid until Mon, 1 Mar 2027")).toBeTruthy();
    expect(screen.getByText("Receipt PKG-2026-0001")).toBeTruthy();
    expect(api.mine).toHaveBeenCalledWith("b1", "manage-token-0123456789", null, expect.anything());
  });

  it("speaks Hindi and Kannada", async () => {
    api.mine.mockResolvedValue({ scope: "booking", items: [paid] });
    showIn("hi", hi, recordHi);
    expect(await screen.findByRole("heading", { name: "मेरे पैकेज" })).toBeTruthy();
    expect(screen.getByText("10 में से 7 सेशन बाकी")).toBeTruthy();
    expect(screen.getByText("इनमें से 2 पहले से बुक हैं")).toBeTruthy();
    expect(screen.getByText(/तक मान्य$/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "सेशन बुक करें" })).toBeTruthy();
    cleanup();
    showIn("kn", kn, recordKn);
    expect(await screen.findByRole("heading", { name: "ನನ್ನ ಪ್ಯಾಕೇಜ್‌ಗಳು" })).toBeTruthy();
    expect(screen.getByText("10 ರಲ್ಲಿ 7 ಸೆಷನ್‌ಗಳು ಉಳಿದಿವೆ")).toBeTruthy();
    expect(screen.getByText("ರಸೀದಿ PKG-2026-0001")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ಸೆಷನ್ ಬುಕ್ ಮಾಡಿ" })).toBeTruthy();
  });

  it("shows nothing for a booking no package paid, and a short line for a whole record without any", async () => {
    api.mine.mockResolvedValueOnce({ scope: "booking", items: [] });
    const { container } = render(section);
    await vi.waitFor(() => expect(api.mine).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe("");
    cleanup();
    api.mine.mockResolvedValueOnce({ scope: "record", items: [] });
    render(section);
    expect(await screen.findByText("No packages")).toBeTruthy();
  });

  it("books the next session from a package with a free one, then shows it booked ahead", async () => {
    const open = { ...paid, expiresOn: "2099-12-31" };
    api.mine.mockResolvedValueOnce({ scope: "booking", items: [open] });
    api.mine.mockResolvedValueOnce({ scope: "booking", items: [{ ...open, sessionsBooked: 3 }] });
    api.bookSession.mockResolvedValueOnce({ bookingId: "b2", purchaseId: "p1", sessionsLeft: 4 });
    render(section);
    fireEvent.click(await screen.findByRole("button", { name: "Book a session" }));
    expect(screen.getByText("Choose a time for your next session of MLD course")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Book this time" }));
    expect(await screen.findByText("3 of them booked ahead")).toBeTruthy();
    expect(api.bookSession).toHaveBeenCalledWith("b1", "manage-token-0123456789", null, {
      purchaseId: "p1",
      slotId: "slot-of-mld",
    });
    expect(toasts.success).toHaveBeenCalledWith(
      "Session booked. The confirmation is on its way to your email.",
    );
    expect(screen.queryByText("Choose a time for your next session of MLD course")).toBeNull();
  });

  it("says why a session could not be booked, and keeps the picker open", async () => {
    api.mine.mockResolvedValue({ scope: "booking", items: [{ ...paid, expiresOn: null }] });
    api.bookSession.mockRejectedValueOnce(
      new ApiError(409, "This time is no longer available.", "slot_unavailable"),
    );
    render(section);
    fireEvent.click(await screen.findByRole("button", { name: "Book a session" }));
    fireEvent.click(screen.getByRole("button", { name: "Book this time" }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("We could not book the session", {
        description: "This time is no longer available.",
      }),
    );
    expect(screen.getByRole("button", { name: "Book this time" })).toBeTruthy();
  });

  it("offers no booking from a package unpaid, used up, booked up or past its last day", async () => {
    api.mine.mockResolvedValueOnce({
      scope: "record",
      items: [
        { ...paid, purchaseId: "a", paymentStatus: "PENDING", expiresOn: null },
        { ...paid, purchaseId: "b", sessionsLeft: 0, sessionsBooked: 0, expiresOn: null },
        { ...paid, purchaseId: "c", sessionsLeft: 2, sessionsBooked: 2, expiresOn: null },
        { ...paid, purchaseId: "d", expiresOn: "2020-01-01" },
      ],
    });
    render(section);
    await vi.waitFor(() => expect(screen.getAllByText("MLD course")).toHaveLength(4));
    expect(screen.queryByRole("button", { name: "Book a session" })).toBeNull();
  });
});
