// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ mine: vi.fn() }));
vi.mock("./measurements-api", async (original) => ({
  ...(await original<typeof import("./measurements-api")>()),
  measurementsApi: api,
}));
// The chart is recharts in its own chunk; here its place is enough.
vi.mock("./measurements-chart", () => ({ default: () => <div data-testid="measurements-chart" /> }));

const { MyMeasurementsSection } = await import("./my-measurements");
const { RecordSessionProvider } = await import("../record-access");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordSessionProvider bookingId="b1" token="manage-token-0123456789">
        <MyMeasurementsSection />
      </RecordSessionProvider>
    </QueryClientProvider>,
  );

const thresholds = { subclinicalPercent: 5, clinicalPercent: 10 };

describe("My measurements (the manage page)", () => {
  it("shows the latest figures, the flag in words, the home-care note and the chart, with the token", async () => {
    api.mine.mockResolvedValueOnce({
      scope: "booking",
      sessions: [
        {
          id: "s1",
          takenOn: "2026-11-20",
          limb: "left_arm",
          affectedVolumeMl: 309,
          otherVolumeMl: 281,
          differencePercent: 10,
          volumeChangePercent: 0,
          flag: "clinical",
          islStage: "II",
        },
      ],
      thresholds,
      homeCare: { note: "Wear the sleeve by day", writtenOn: "2026-11-20" },
    });
    show();
    expect(await screen.findByRole("heading", { name: "My measurements" })).toBeTruthy();
    expect(screen.getByText("309.0 ml")).toBeTruthy();
    expect(screen.getByText("Clinical (≥ 10 %)")).toBeTruthy();
    expect(screen.getByTestId("home-care-note").textContent).toContain("Wear the sleeve by day");
    expect(await screen.findByTestId("measurements-chart")).toBeTruthy();
    expect(api.mine).toHaveBeenCalledWith("b1", "manage-token-0123456789", null, expect.anything());
  });

  it("offers the whole record's measurements, behind its code, when this visit has none", async () => {
    api.mine.mockResolvedValueOnce({ scope: "booking", sessions: [], thresholds, homeCare: null });
    show();
    expect(await screen.findByRole("button", { name: "See all my measurements" })).toBeTruthy();
    expect(screen.getByText("Measurements taken at the clinic are kept in your whole record.")).toBeTruthy();
    expect(screen.queryByTestId("measurements-chart")).toBeNull();
  });

  it("shows nothing when the whole record has none", async () => {
    api.mine.mockResolvedValueOnce({ scope: "record", sessions: [], thresholds, homeCare: null });
    const { container } = show();
    await vi.waitFor(() => expect(api.mine).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container.textContent).toBe("");
  });
});
