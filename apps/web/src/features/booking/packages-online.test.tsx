// @vitest-environment happy-dom
import type { PublicKind } from "@clinic/contract/appointment-kinds";
import type { PublicPackage } from "@clinic/contract/packages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "../../test-support/render";
import { BookingWizard } from "./booking-wizard";
import { BoughtPackage } from "./bought-package";
import { slotApi } from "./slot-api";

vi.mock("./slot-api", () => ({
  slotApi: { kinds: vi.fn(), openDates: vi.fn(), slots: vi.fn(), packages: vi.fn() },
}));

const video: PublicKind = {
  id: "consultation",
  name: "Video consultation",
  mode: "video",
  durationMinutes: 60,
  amountInPaisa: 200_000,
  currency: "INR",
  serviceArea: null,
  isDefault: true,
};
const clinic: PublicKind = { ...video, id: "mld", name: "MLD session", mode: "in_clinic", isDefault: false };
const course: PublicPackage = {
  id: "pkg-1",
  name: "MLD course",
  kindId: "mld",
  sessions: 10,
  amountInPaisa: 1_500_000,
  currency: "INR",
  validityDays: 60,
};

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BookingWizard flow="book-consultation" title="Book Consultation" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const stepNames = () =>
  Array.from(
    screen.getByRole("list", { name: "Booking steps" }).querySelectorAll("li"),
    (li) => li.textContent,
  );

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(slotApi.openDates).mockResolvedValue({ dates: [], timezone: "Asia/Kolkata" });
  vi.mocked(slotApi.kinds).mockResolvedValue({ items: [video, clinic] });
});
afterEach(cleanup);

describe("the booking page's Packages section (issue 35)", () => {
  it("is not there when the clinic sells no package online", async () => {
    vi.mocked(slotApi.packages).mockResolvedValue({ items: [] });
    show();
    await waitFor(() => expect(slotApi.packages).toHaveBeenCalledWith("en"));
    await screen.findByRole("group", { name: "Choose the kind of appointment" });
    expect(screen.queryByRole("heading", { name: "Packages" })).toBeNull();
  });

  it("lists each package with its sessions, validity and price; choosing one books its kind's first session", async () => {
    vi.mocked(slotApi.packages).mockResolvedValue({ items: [course] });
    show();
    const section = await screen.findByTestId("packages-section");
    expect(screen.getByRole("heading", { name: "Packages" })).toBeTruthy();
    expect(section.textContent).toContain("MLD course");
    expect(section.textContent).toContain("10 sessions · Use within 60 days");
    expect(section.textContent).toContain("₹15,000.00");
    await userEvent.click(screen.getByRole("button", { name: "Buy MLD course" }));
    // No kind step: the package's kind is booked; the summary says the package and its price.
    expect(stepNames()).toEqual(["1 Select Slot", "2 Your Details", "3 Payment"]);
    const chosen = await screen.findByTestId("chosen-package");
    expect(chosen.textContent).toContain("Package: MLD course, ₹15,000.00");
    expect(chosen.textContent).toContain(
      "10 sessions, to use within 60 days. This booking is your first session.",
    );
    expect(screen.queryByTestId("packages-section")).toBeNull();
    await waitFor(() =>
      expect(vi.mocked(slotApi.openDates).mock.calls.some((call) => call[2] === "mld")).toBe(true),
    );
    await userEvent.click(screen.getByRole("button", { name: "Book a single appointment instead" }));
    expect(await screen.findByTestId("packages-section")).toBeTruthy();
    expect(screen.queryByTestId("chosen-package")).toBeNull();
  });
});

describe("the confirmation's package (issue 35)", () => {
  it("says the package, the sessions left to book and until when", () => {
    render(
      <BoughtPackage
        bought={{
          purchaseId: "p1",
          name: "MLD course",
          sessionsTotal: 10,
          sessionsLeft: 9,
          expiresOn: "2026-03-01",
        }}
      />,
    );
    const card = screen.getByTestId("bought-package");
    expect(card.textContent).toContain("Your package: MLD course");
    expect(card.textContent).toContain("Sessions left to book: 9 of 10");
    expect(card.textContent).toContain("Use them by Sun, 1 Mar 2026.");
  });
});
