// @vitest-environment happy-dom
import type { Settings } from "@clinic/contract/admin-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";

const api = vi.hoisted(() => ({ saveVideo: vi.fn(), update: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./settings-api", async (original) => ({
  ...(await original<typeof import("./settings-api")>()),
  settingsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { VideoSettings } = await import("./video-settings");
const { RetentionSettings } = await import("./retention-settings");

const video: Settings["video"] = {
  zoom: { accountId: null, clientId: null, clientSecret: null },
  googleMeet: { clientEmail: null, serviceAccount: null },
  jitsi: { baseUrl: "https://meet.jit.si", appId: null, appSecret: null },
};
const settings = {
  defaultVideoProvider: "jitsi",
  video,
  retention: { intakeYears: 3, notesYears: 3 },
} as Settings;

// The forms save through TanStack Query (decision 0118).
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("Settings → Video (the contract's videoRequestSchema)", () => {
  it("shows the chosen provider's errors next to its fields and sends nothing", async () => {
    render(<VideoSettings settings={settings} onSaved={() => {}} />, { wrapper });
    await userEvent.selectOptions(screen.getByLabelText("Provider"), "zoom");
    await userEvent.type(screen.getByLabelText("Client ID"), "client");
    await userEvent.click(screen.getByRole("button", { name: "Save video credentials" }));
    const account = screen.getByLabelText("Account ID (server-to-server app)");
    expect(await screen.findByText("Account ID is required")).toBeTruthy();
    expect(screen.getByText("Client secret is required")).toBeTruthy();
    expect(account.getAttribute("aria-invalid")).toBe("true");
    expect(account.getAttribute("aria-describedby")).toBe("video-accountId-hint video-accountId-error");
    expect(screen.getByLabelText("Client ID").getAttribute("aria-invalid")).toBeNull();
    expect(api.saveVideo).not.toHaveBeenCalled();
  });

  it("refuses a JSON key that is not a service account's", async () => {
    render(<VideoSettings settings={settings} onSaved={() => {}} />, { wrapper });
    await userEvent.selectOptions(screen.getByLabelText("Provider"), "google_meet");
    await userEvent.type(screen.getByLabelText("Service account JSON key"), "not json");
    await userEvent.click(screen.getByRole("button", { name: "Save video credentials" }));
    expect(
      await screen.findByText("Paste the service account's JSON key file (type service_account)"),
    ).toBeTruthy();
    expect(api.saveVideo).not.toHaveBeenCalled();
  });

  it("sends Jitsi's base URL alone when the JWT boxes are empty, then shows the server's errors", async () => {
    const onSaved = vi.fn();
    api.saveVideo.mockResolvedValueOnce({ data: video, message: "Saved" });
    render(<VideoSettings settings={settings} onSaved={onSaved} />, { wrapper });
    const base = screen.getByLabelText("Jitsi base URL");
    expect((base as HTMLInputElement).value).toBe("https://meet.jit.si");
    await userEvent.click(screen.getByRole("button", { name: "Save video credentials" }));
    await waitFor(() =>
      expect(api.saveVideo).toHaveBeenCalledWith({ provider: "jitsi", baseUrl: "https://meet.jit.si" }),
    );
    expect(onSaved).toHaveBeenCalledWith(video);
    expect(toasts.success).toHaveBeenCalledWith("Saved");

    api.saveVideo.mockRejectedValueOnce(
      new ApiError(400, "Invalid", undefined, { baseUrl: "The server could not reach it" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save video credentials" }));
    expect(await screen.findByText("The server could not reach it")).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith("Failed to update video provider", { description: "Invalid" });
  });

  it("says what a malformed base URL is", async () => {
    render(<VideoSettings settings={settings} onSaved={() => {}} />, { wrapper });
    const base = screen.getByLabelText("Jitsi base URL");
    await userEvent.clear(base);
    await userEvent.type(base, "meet.example");
    await userEvent.click(screen.getByRole("button", { name: "Save video credentials" }));
    expect(await screen.findByText("Base URL must be an http:// or https:// address")).toBeTruthy();
    expect(api.saveVideo).not.toHaveBeenCalled();
  });
});

describe("Settings → Retention (the contract's retentionSettingsSchema)", () => {
  it("shows each field's error, then saves whole years", async () => {
    api.update.mockResolvedValueOnce({ data: settings, message: undefined });
    render(<RetentionSettings settings={settings} onSaved={() => {}} />, { wrapper });
    const intake = screen.getByLabelText("Intake answers and photos (years)");
    const notes = screen.getByLabelText("Private notes (years)");
    await userEvent.clear(intake);
    await userEvent.clear(notes);
    await userEvent.type(notes, "31");
    await userEvent.click(screen.getByRole("button", { name: "Save retention" }));
    expect(await screen.findByText("Keep data at least 1 year")).toBeTruthy();
    expect(screen.getByText("At most 30 years")).toBeTruthy();
    // FormField wraps the control anew when it shows an error: look the box up again.
    const invalid = screen.getByLabelText("Intake answers and photos (years)");
    expect(invalid.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(invalid.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Keep data at least 1 year",
    );
    expect(api.update).not.toHaveBeenCalled();

    await userEvent.type(invalid, "5");
    const notesAgain = screen.getByLabelText("Private notes (years)");
    await userEvent.clear(notesAgain);
    await userEvent.type(notesAgain, "7");
    await userEvent.click(screen.getByRole("button", { name: "Save retention" }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith({ retention: { intakeYears: 5, notesYears: 7 } }),
    );
    expect(toasts.success).toHaveBeenCalledWith("Settings saved");
  });
});

describe("a Settings section (SettingsSectionForm, decision 0118)", () => {
  it("shows the server's reason under the field it names, and the failure's toast", async () => {
    const onSaved = vi.fn();
    api.update.mockRejectedValueOnce(
      new ApiError(400, "Some fields need attention.", "validation_failed", {
        "retention.notesYears": "At most 30 years",
        "receipts.gstin": "Not this form's field",
      }),
    );
    render(<RetentionSettings settings={settings} onSaved={onSaved} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Save retention" }));
    expect(await screen.findByText("At most 30 years")).toBeTruthy();
    expect(screen.getByLabelText("Private notes (years)").getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByLabelText("Intake answers and photos (years)").getAttribute("aria-invalid"),
    ).toBeNull();
    expect(screen.queryByText("Not this form's field")).toBeNull();
    expect(toasts.error).toHaveBeenCalledWith("Failed to save settings", {
      description: "Some fields need attention.",
    });
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save retention" })).toBeTruthy();
  });
});
