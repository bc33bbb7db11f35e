// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render as renderBare, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import "../../test-support/happy-dom-selects";

const api = vi.hoisted(() => ({ record: vi.fn(), correct: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./measurements-api", async (original) => ({
  ...(await original<typeof import("./measurements-api")>()),
  measurementsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { MeasurementForm } = await import("./measurement-form");

// The form's save is a TanStack Query mutation: it needs a client, as the app gives it.
const render = (ui: React.ReactElement) =>
  renderBare(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const show = (onRecorded = vi.fn()) => {
  render(<MeasurementForm patientId="p1" zone="Asia/Kolkata" onRecorded={onRecorded} />);
  return onRecorded;
};

describe("the measurement form (keyboard entry)", () => {
  it("takes two columns with Enter, keeps the values as typed, previews the volumes and sends them", async () => {
    api.record.mockResolvedValueOnce({});
    const onRecorded = show();
    await userEvent.click(screen.getByTestId("cm-affected-0"));
    await userEvent.keyboard("20{Enter}22{Enter}24{Enter}{Enter}");
    expect(document.activeElement).toBe(screen.getByTestId("cm-other-0"));
    await userEvent.keyboard("20{Enter}21{Enter}22,0{Enter}");
    expect((screen.getByTestId("cm-other-2") as HTMLInputElement).value).toBe("22,0");
    // 2912/(3π) = 309.0 ml, 2648/(3π) = 281.0 ml, 10.0 % (the contract's worked example).
    expect(screen.getByText("Affected 309.0 ml · Other 281.0 ml · Difference 10.0 %")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save measurement" }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled());
    expect(api.record).toHaveBeenCalledWith(
      "p1",
      expect.objectContaining({
        limb: "left_arm",
        spacingCm: 4,
        affectedCm: [20, 22, 24],
        otherCm: [20, 21, 22],
      }),
    );
  });

  it("shows errors next to the fields and sends nothing: a value out of range, uneven columns", async () => {
    show();
    await userEvent.click(screen.getByTestId("cm-affected-0"));
    await userEvent.keyboard("20{Enter}130{Enter}24{Enter}{Enter}20{Enter}21{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Save measurement" }));
    expect(screen.getByText("Each circumference must be between 5 and 120 cm")).toBeTruthy();
    expect(screen.getByText(/same number of values/)).toBeTruthy();
    expect(api.record).not.toHaveBeenCalled();
  });

  it("shows the server's field errors", async () => {
    api.record.mockRejectedValueOnce(
      new ApiError(400, "Some fields need attention.", "validation_failed", {
        takenOn: "The date cannot be in the future",
      }),
    );
    show();
    await userEvent.click(screen.getByTestId("cm-affected-0"));
    await userEvent.keyboard("20{Enter}22{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Save measurement" }));
    expect(await screen.findByText("The date cannot be in the future")).toBeTruthy();
  });

  it("corrects a session: starts from its values, saves over it, and can be left", async () => {
    api.correct.mockResolvedValueOnce({});
    const onRecorded = vi.fn();
    const onCancel = vi.fn();
    const session = {
      id: "m1",
      patientId: "p1",
      takenOn: "2026-11-20",
      limb: "right_arm",
      referencePoint: "wrist crease",
      spacingCm: 4,
      affectedCm: [20, 22, 42],
      otherCm: [20, 21, 22],
      bioimpedance: null,
      islStage: "II",
      garmentKind: null,
      garmentClass: null,
      garmentIssuedOn: null,
      notes: "Swollen after travel",
      homeCareNote: null,
    } as unknown as import("@clinic/contract/measurements").MeasurementSession;
    render(
      <MeasurementForm
        patientId="p1"
        zone="Asia/Kolkata"
        correcting={session}
        onRecorded={onRecorded}
        onCancelCorrection={onCancel}
      />,
    );
    expect(screen.getByRole("form", { name: "Correct a measurement" })).toBeTruthy();
    expect(screen.getByText(/Correcting the right arm session of/)).toBeTruthy();
    const last = screen.getByTestId("cm-affected-2") as HTMLInputElement;
    expect(last.value).toBe("42");
    await userEvent.clear(last);
    await userEvent.type(last, "24");
    await userEvent.click(screen.getByRole("button", { name: "Save correction" }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled());
    expect(api.correct).toHaveBeenCalledWith(
      "p1",
      "m1",
      expect.objectContaining({
        takenOn: "2026-11-20",
        limb: "right_arm",
        referencePoint: "wrist crease",
        affectedCm: [20, 22, 24],
        otherCm: [20, 21, 22],
        islStage: "II",
        notes: "Swollen after travel",
      }),
    );
    expect(api.record).not.toHaveBeenCalled();
    expect(toasts.success).toHaveBeenCalledWith("Measurement corrected");
    await userEvent.click(screen.getByRole("button", { name: "Cancel correction" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
