// @vitest-environment happy-dom
import type { AdminSlot } from "@clinic/contract/admin-slots";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../components/ui/toast";
import { RescheduleDialog } from "./reschedule-dialog";

vi.mock("../../components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const zone = "Asia/Kolkata";
const slot = (id: string, startAt: string, status: AdminSlot["status"] = "OPEN"): AdminSlot => ({
  slotId: id,
  id,
  dateKey: startAt.slice(0, 10),
  startAt,
  endAt: new Date(Date.parse(startAt) + 3_600_000).toISOString(),
  tz: zone,
  status,
  calendarEventId: null,
  practitionerId: null,
  kindIds: ["consultation"],
  createdAt: "2026-10-01T00:00:00.000Z",
  booking: null,
  bookingError: undefined,
});
const booked: AdminSlot = {
  ...slot("s-booked", "2026-11-20T04:30:00.000Z", "BOOKED"),
  booking: {
    bookingId: "b1",
    reference: "REF1",
    customerName: "Visitor Vani",
    customerEmail: "vani@example.com",
    customerPhone: "+919812345678",
    amount: 200000,
    currency: "INR",
    paymentStatus: "PAID",
    paymentId: "pay_123456789",
    paymentMethod: "razorpay",
    paymentProvider: "razorpay",
    appointmentType: "Standard Consultation",
    duration: 60,
    meetingLink: null,
    notes: "",
    timezone: zone,
    isAdminBooking: false,
    patientId: null,
    createdAt: "2026-10-01T00:00:00.000Z",
  },
};

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const serverError = () =>
  new Response(JSON.stringify({ success: false, code: "internal_error", message: "Boom" }), { status: 500 });

/** Each reschedule-times request by date, with the signal it was sent with. */
let timesAsked: Array<{ date: string; signal: AbortSignal | undefined }>;
/** How the server answers a date's times: hang (until aborted), fail, or a list. */
let timesAnswer: (date: string, signal: AbortSignal | undefined) => Promise<Response>;

beforeEach(() => {
  // Only the clock is fake (2 Nov 2026, 11:30 in the clinic): timers run as usual.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-02T06:00:00.000Z"));
  timesAsked = [];
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://clinic.test");
    if (url.pathname === "/api/admin/slots")
      // A free day ahead, and an open slot that has already started (its day is not marked).
      return Promise.resolve(
        ok([slot("free-24", "2026-11-24T03:30:00.000Z"), slot("past-02", "2026-11-02T03:30:00.000Z")]),
      );
    const date = url.searchParams.get("date") ?? "";
    timesAsked.push({ date, signal: init?.signal ?? undefined });
    return timesAnswer(date, init?.signal ?? undefined);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <RescheduleDialog slot={booked} zone={zone} onClose={() => {}} onDone={() => {}} />
    </QueryClientProvider>,
  );
}

/** A request that never answers; aborted like fetch is (an AbortError), as the browser would. */
const hang = (signal: AbortSignal | undefined) =>
  new Promise<Response>((_, reject) =>
    signal?.addEventListener("abort", () =>
      reject(new DOMException("The user aborted a request.", "AbortError")),
    ),
  );

describe("RescheduleDialog", () => {
  it("marks the days with free times and says so to screen readers", async () => {
    timesAnswer = () => Promise.resolve(ok([]));
    renderDialog();
    expect(
      await screen.findByRole("button", { name: /^24 November 2026, \w+, has free times$/ }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: /^25 November 2026, \w+$/ })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Customer" })).toHaveProperty("value", "Visitor Vani");
    expect(screen.getByText(/Fri, 20 Nov 2026, 10:00 am – 11:00 am/)).toBeTruthy();
  });

  it("cancels the request of a date no longer chosen and never reports it as a failure", async () => {
    timesAnswer = (date, signal) =>
      date === "2026-11-24" ? hang(signal) : Promise.resolve(ok([slot("t-25", "2026-11-25T03:30:00.000Z")]));
    renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: /^24 November 2026, \w+/ }));
    await waitFor(() => expect(timesAsked.map((a) => a.date)).toEqual(["2026-11-24"]));
    await userEvent.click(screen.getByRole("button", { name: /^25 November 2026, \w+/ }));
    // The 12-hour times of the chosen date (admin.md §9).
    expect(await screen.findByRole("button", { name: "9:00 am" })).toBeTruthy();
    expect(timesAsked[0]?.signal?.aborted).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says 'Failed to load available slots' once for a real failure of the chosen date, retries included", async () => {
    timesAnswer = () => Promise.resolve(serverError());
    renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: /^24 November 2026, \w+/ }));
    // The first attempt and its retry both fail: one toast, under one id.
    await waitFor(() => expect(timesAsked).toHaveLength(2));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Failed to load available slots", {
      description: undefined,
      id: "reschedule-times-failed",
    });
  });
});
