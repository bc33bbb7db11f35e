// @vitest-environment happy-dom
import type { Settings } from "@clinic/contract/admin-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";

const api = vi.hoisted(() => ({
  get: vi.fn(),
  saveRazorpay: vi.fn(),
  testRazorpay: vi.fn(),
  removeRazorpay: vi.fn(),
  testEmail: vi.fn(),
}));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./settings-api", async (original) => ({
  ...(await original<typeof import("./settings-api")>()),
  settingsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { PaymentSettings } = await import("./payment-settings");
const { EmailSettings } = await import("./email-settings");

const noKeys: Settings["razorpay"] = {
  source: "none",
  keyId: null,
  secret: null,
  webhookSecret: null,
  check: { state: "unchecked", message: null, at: null },
};
const savedKeys: Settings["razorpay"] = {
  source: "settings",
  keyId: "rzp_test_…1234",
  secret: "••••••••",
  webhookSecret: null,
  check: { state: "ok", message: null, at: "2026-11-27T10:00:00.000Z" },
};
const settingsWith = (razorpay: Settings["razorpay"]) =>
  ({
    paymentProvider: razorpay.check.state === "ok" ? "razorpay" : "dummy",
    serverSet: { adminEmail: false, adminTimezone: false, razorpay: false },
    razorpay,
    email: { transport: "outbox", to: "clinic@example.org" },
  }) as Settings;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** A call that answers when the test says so: what the screen shows while it waits can be read. */
function pending<T>() {
  let answer: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("Settings → Payments: Razorpay keys", () => {
  it("says what a key id and a secret look like, and sends nothing", async () => {
    render(<PaymentSettings settings={settingsWith(noKeys)} onSaved={() => {}} />, { wrapper });
    await userEvent.type(screen.getByLabelText("Key id"), "key_123");
    await userEvent.click(screen.getByRole("button", { name: "Save Razorpay keys" }));
    expect(await screen.findByText("Key id looks like rzp_test_… or rzp_live_…")).toBeTruthy();
    expect(screen.getByText("Secret is required")).toBeTruthy();
    expect(api.saveRazorpay).not.toHaveBeenCalled();
  });

  it("saves keys Razorpay accepts, empties the boxes and says so", async () => {
    const onSaved = vi.fn();
    const saved = settingsWith(savedKeys);
    api.saveRazorpay.mockResolvedValueOnce({ data: saved, message: undefined });
    render(<PaymentSettings settings={settingsWith(noKeys)} onSaved={onSaved} />, { wrapper });
    await userEvent.type(screen.getByLabelText("Key id"), " rzp_test_abcdef1234 ");
    await userEvent.type(screen.getByLabelText("Key secret"), "secret-of-the-clinic");
    await userEvent.click(screen.getByRole("button", { name: "Save Razorpay keys" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Razorpay keys saved"));
    // Trimmed by the contract's schema; an empty webhook secret is not sent.
    expect(api.saveRazorpay).toHaveBeenCalledWith({
      key_id: "rzp_test_abcdef1234",
      secret: "secret-of-the-clinic",
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect((screen.getByLabelText("Key secret") as HTMLInputElement).value).toBe("");
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("keys Razorpay refused: stored, but the failure's toast carries the server's words", async () => {
    const refused = {
      ...savedKeys,
      check: { state: "failed" as const, message: "Authentication failed", at: null },
    };
    api.saveRazorpay.mockResolvedValueOnce({
      data: settingsWith(refused),
      message: "Saved, but Razorpay refused the keys: Authentication failed",
    });
    render(<PaymentSettings settings={settingsWith(noKeys)} onSaved={() => {}} />, { wrapper });
    await userEvent.type(screen.getByLabelText("Key id"), "rzp_live_abcdef1234");
    await userEvent.type(screen.getByLabelText("Key secret"), "secret-of-the-clinic");
    await userEvent.type(screen.getByLabelText("Webhook secret (optional)"), "hook-secret");
    await userEvent.click(screen.getByRole("button", { name: "Save Razorpay keys" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Failed to update Razorpay", {
        description: "Saved, but Razorpay refused the keys: Authentication failed",
      }),
    );
    expect(api.saveRazorpay.mock.calls[0]?.[0]).toMatchObject({ webhook_secret: "hook-secret" });
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it("shows the server's reason under the key id", async () => {
    api.saveRazorpay.mockRejectedValueOnce(
      new ApiError(400, "Some fields need attention.", "validation_failed", { key_id: "Unknown key id" }),
    );
    render(<PaymentSettings settings={settingsWith(noKeys)} onSaved={() => {}} />, { wrapper });
    await userEvent.type(screen.getByLabelText("Key id"), "rzp_test_abcdef1234");
    await userEvent.type(screen.getByLabelText("Key secret"), "secret-of-the-clinic");
    await userEvent.click(screen.getByRole("button", { name: "Save Razorpay keys" }));
    expect(await screen.findByText("Unknown key id")).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith("Failed to update Razorpay", {
      description: "Some fields need attention.",
    });
  });

  it("tests the connection: 'Testing...' while it waits, then the result and the panel as stored", async () => {
    const onSaved = vi.fn();
    const answer = pending<{ data: { ok: boolean; message: string } }>();
    api.testRazorpay.mockReturnValueOnce(answer.promise);
    const after = settingsWith(savedKeys);
    api.get.mockResolvedValueOnce(after);
    render(<PaymentSettings settings={settingsWith(savedKeys)} onSaved={onSaved} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Test connection" }));
    const busy = await screen.findByRole("button", { name: "Testing..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.answer({ data: { ok: true, message: "Razorpay accepted the keys" } });
    expect((await screen.findByRole("status")).textContent).toBe("Razorpay accepted the keys");
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(after));
    expect(toasts.success).toHaveBeenCalledWith("Connection successful", {
      description: "Razorpay accepted the keys",
    });
    expect(screen.getByRole("button", { name: "Test connection" })).toBeTruthy();
  });

  it("a failed test and a failed call each say so", async () => {
    api.testRazorpay
      .mockResolvedValueOnce({ data: { ok: false, message: "Authentication failed" } })
      .mockRejectedValueOnce(new ApiError(503, "Razorpay did not answer", "service_unavailable"));
    api.get.mockResolvedValue(settingsWith(savedKeys));
    render(<PaymentSettings settings={settingsWith(savedKeys)} onSaved={() => {}} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Test connection" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Connection failed", {
        description: "Authentication failed",
      }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Test connection" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Failed to update Razorpay", {
        description: "Razorpay did not answer",
      }),
    );
  });

  it("removes stored keys", async () => {
    const onSaved = vi.fn();
    const removed = settingsWith(noKeys);
    api.removeRazorpay.mockResolvedValueOnce({ data: removed, message: undefined });
    render(<PaymentSettings settings={settingsWith(savedKeys)} onSaved={onSaved} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Remove keys" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Razorpay keys removed"));
    expect(onSaved).toHaveBeenCalledWith(removed);
  });
});

describe("Settings → Email: the test email", () => {
  it("'Sending...' while it waits, then the server's message", async () => {
    const answer = pending<{ data: { to: string; transport: string }; message?: string }>();
    api.testEmail.mockReturnValueOnce(answer.promise);
    render(<EmailSettings settings={settingsWith(noKeys)} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Send test email" }));
    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.answer({
      data: { to: "clinic@example.org", transport: "outbox" },
      message: "Test email sent to clinic@example.org",
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Test email sent to clinic@example.org"));
    expect(screen.getByRole("button", { name: "Send test email" })).toBeTruthy();
  });

  it("says why a test email was not sent", async () => {
    api.testEmail.mockRejectedValueOnce(new ApiError(429, "Too many test emails", "rate_limited"));
    render(<EmailSettings settings={settingsWith(noKeys)} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Send test email" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Failed to send test email", {
        description: "Too many test emails",
      }),
    );
  });

  it("cannot send without an admin email", () => {
    const none = { ...settingsWith(noKeys), email: { transport: "smtp", to: null } } as Settings;
    render(<EmailSettings settings={none} />, { wrapper });
    expect((screen.getByRole("button", { name: "Send test email" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText("Not set")).toBeTruthy();
  });
});
