// @vitest-environment happy-dom
import type { Settings } from "@clinic/contract/admin-settings";
import { packageSettingsDefaults } from "@clinic/contract/package-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ update: vi.fn() }));
vi.mock("./settings-api", async (original) => ({
  ...(await original<typeof import("./settings-api")>()),
  settingsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const { PackageSettings } = await import("./package-settings");
const settings = { packages: packageSettingsDefaults } as Settings;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("Settings → Packages of sessions (issue 35)", () => {
  it("starts from a no-show using the session, and saves the clinic's choice", async () => {
    api.update.mockResolvedValue({ data: settings, message: "Settings saved" });
    render(<PackageSettings settings={settings} onSaved={() => {}} />, { wrapper });
    const box = screen.getByLabelText("A no-show uses a session of the package") as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Save packages" }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update.mock.calls[0]?.[0]).toEqual({ packages: { noShowUsesSession: false } });
  });
});
