// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../../i18n/locale";
import { RecordTextsProvider } from "../../i18n/record";
import { recordKn } from "../../i18n/record-texts.kn";
import { kn } from "../../i18n/site-texts.kn";

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
    // In plain words, not a red badge (issue 32), and no trend with one visit only.
    expect(screen.queryByText("Clinical (≥ 10 %)")).toBeNull();
    expect(screen.getByTestId("flag-in-words").textContent).toBe(
      "Your affected limb is 10 % or more larger than your other limb. This means there is some swelling that needs care. Your practitioner will talk it through with you and plan your treatment together.",
    );
    expect(screen.queryByTestId("measurement-trend")).toBeNull();
    expect(screen.getByTestId("home-care-note").textContent).toContain("Wear the sleeve by day");
    expect(await screen.findByTestId("measurements-chart")).toBeTruthy();
    expect(api.mine).toHaveBeenCalledWith("b1", "manage-token-0123456789", null, expect.anything());
  });

  it("says plainly how the limb has done since the last visit of the same limb in the whole record", async () => {
    const session = (id: string, takenOn: string, limb: string, differencePercent: number, flag: string) => ({
      id,
      takenOn,
      limb,
      affectedVolumeMl: 300,
      otherVolumeMl: 280,
      differencePercent,
      volumeChangePercent: 0,
      flag,
      islStage: null,
    });
    api.mine.mockResolvedValueOnce({
      scope: "record",
      sessions: [
        session("s1", "2026-08-20", "left_arm", 12.4, "clinical"),
        session("s2", "2026-10-20", "left_arm", 12.0, "clinical"),
        session("s3", "2026-10-21", "right_leg", 3, "none"),
        session("s4", "2026-11-20", "left_arm", 8.5, "subclinical"),
      ],
      thresholds,
      homeCare: null,
    });
    show();
    const trend = await screen.findByTestId("measurement-trend");
    // Against the left arm's visit before (not the leg's, not the first).
    expect(trend.textContent).toBe(
      "Improving. The difference between your limbs went down from 12.0 % to 8.5 % since your visit on Tue, 20 Oct 2026.",
    );
    expect(screen.getByTestId("flag-in-words").textContent).toBe(
      "Your affected limb is a little larger than your other limb (5 % or more). This is an early sign worth keeping an eye on. Your practitioner will talk it through with you.",
    );
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

  it("reads in Kannada on a Kannada page: headings, figures' labels, the trend and the flag, days", async () => {
    const session = (id: string, takenOn: string, differencePercent: number, flag: string) => ({
      id,
      takenOn,
      limb: "left_arm",
      affectedVolumeMl: 300,
      otherVolumeMl: 280,
      differencePercent,
      volumeChangePercent: 0,
      flag,
      islStage: null,
    });
    api.mine.mockResolvedValueOnce({
      scope: "booking",
      sessions: [
        session("s1", "2026-10-20", 12.0, "clinical"),
        session("s2", "2026-11-20", 8.5, "subclinical"),
      ],
      thresholds,
      homeCare: { note: "Wear the sleeve by day", writtenOn: "2026-11-20" },
    });
    render(
      <LocaleProvider locale="kn" texts={kn}>
        <RecordTextsProvider texts={recordKn}>
          <QueryClientProvider client={new QueryClient()}>
            <RecordSessionProvider bookingId="b1" token="manage-token-0123456789">
              <MyMeasurementsSection />
            </RecordSessionProvider>
          </QueryClientProvider>
        </RecordTextsProvider>
      </LocaleProvider>,
    );
    expect(await screen.findByRole("heading", { name: "ನನ್ನ ಅಳತೆಗಳು" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "ನನ್ನ ಎಲ್ಲಾ ಅಳತೆಗಳನ್ನು ನೋಡಿ" })).toBeTruthy();
    expect(screen.getByText("ಊತವಿರುವ ಕೈ ಅಥವಾ ಕಾಲು")).toBeTruthy();
    expect(screen.getByText("ಶುಕ್ರ, 20 ನವೆಂ 2026, ಎಡ ತೋಳು")).toBeTruthy();
    expect(screen.getByTestId("measurement-trend").textContent).toBe(
      "ಸುಧಾರಿಸುತ್ತಿದೆ. ಮಂಗಳ, 20 ಅಕ್ಟೋ 2026 ರ ನಿಮ್ಮ ಭೇಟಿಯಿಂದ ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲುಗಳ ನಡುವಿನ ವ್ಯತ್ಯಾಸ 12.0 % ರಿಂದ 8.5 % ಗೆ ಕಡಿಮೆಯಾಗಿದೆ.",
    );
    expect(screen.getByTestId("flag-in-words").textContent).toContain("ಆರಂಭಿಕ ಲಕ್ಷಣ");
    expect(screen.queryByText(/My measurements|Latest visit|Since your last visit/)).toBeNull();
  });
});
