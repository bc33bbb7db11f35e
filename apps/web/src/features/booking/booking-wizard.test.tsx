// @vitest-environment happy-dom
import type { PublicKind } from "@clinic/contract/appointment-kinds";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "../../test-support/render";
import { BookingWizard } from "./booking-wizard";
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
const clinic: PublicKind = {
  ...video,
  id: "clinic-visit",
  name: "Clinic visit",
  mode: "in_clinic",
  durationMinutes: 45,
  amountInPaisa: 150_000,
  isDefault: false,
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
  vi.mocked(slotApi.packages).mockResolvedValue({ items: [] });
});
afterEach(cleanup);

describe("the wizard's kind step (issue 34)", () => {
  it("with the default kind alone: no kind step, the spec's three steps, its dates read for that kind", async () => {
    vi.mocked(slotApi.kinds).mockResolvedValue({ items: [video] });
    show();
    await waitFor(() => expect(slotApi.kinds).toHaveBeenCalledWith("en"));
    await waitFor(() => expect(slotApi.openDates).toHaveBeenCalled());
    expect(vi.mocked(slotApi.openDates).mock.calls[0]?.[2]).toBe("consultation");
    expect(stepNames()).toEqual(["1 Select Slot", "2 Your Details", "3 Payment"]);
    expect(screen.queryByRole("group", { name: "Choose the kind of appointment" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Choose a date" })).toBeTruthy();
  });

  it("with several: asks first, each kind with its price; the chosen one's times are read", async () => {
    vi.mocked(slotApi.kinds).mockResolvedValue({ items: [video, clinic] });
    show();
    const group = await screen.findByRole("group", { name: "Choose the kind of appointment" });
    expect(stepNames()).toEqual(["1 Appointment", "2 Select Slot", "3 Your Details", "4 Payment"]);
    expect(group.textContent).toContain("Clinic visit");
    expect(group.textContent).toContain("At the clinic · 45 min");
    expect(group.textContent).toContain("₹1,500.00");
    expect((screen.getByRole("radio", { name: /Video consultation/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole("radio", { name: /Clinic visit/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Date and Time" }));
    expect(await screen.findByRole("heading", { name: "Choose a date" })).toBeTruthy();
    await waitFor(() =>
      expect(vi.mocked(slotApi.openDates).mock.calls.some((call) => call[2] === "clinic-visit")).toBe(true),
    );
    await userEvent.click(screen.getByRole("button", { name: "Change appointment" }));
    expect(await screen.findByRole("group", { name: "Choose the kind of appointment" })).toBeTruthy();
  });
});
