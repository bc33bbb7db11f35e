// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../../i18n/locale";
import { RecordTextsProvider } from "../../i18n/record";
import type { RecordTexts } from "../../i18n/record-texts.en";
import { recordHi } from "../../i18n/record-texts.hi";
import { recordKn } from "../../i18n/record-texts.kn";
import { hi } from "../../i18n/site-texts.hi";
import { kn } from "../../i18n/site-texts.kn";

const api = vi.hoisted(() => ({ mine: vi.fn() }));
vi.mock("./packages-api", async (original) => ({
  ...(await original<typeof import("./packages-api")>()),
  packagesApi: api,
}));

const { MyPackagesSection } = await import("./my-packages");
const { RecordSessionProvider } = await import("../record-access");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const section = (
  <QueryClientProvider client={new QueryClient()}>
    <RecordSessionProvider bookingId="b1" token="manage-token-0123456789">
      <MyPackagesSection />
    </RecordSessionProvider>
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
    cleanup();
    showIn("kn", kn, recordKn);
    expect(await screen.findByRole("heading", { name: "ನನ್ನ ಪ್ಯಾಕೇಜ್‌ಗಳು" })).toBeTruthy();
    expect(screen.getByText("10 ರಲ್ಲಿ 7 ಸೆಷನ್‌ಗಳು ಉಳಿದಿವೆ")).toBeTruthy();
    expect(screen.getByText("ರಸೀದಿ PKG-2026-0001")).toBeTruthy();
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
});
