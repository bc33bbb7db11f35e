// @vitest-environment happy-dom
import type { Settings } from "@clinic/contract/admin-settings";
import { receiptMessages, receiptSettingsDefaults } from "@clinic/contract/receipts";
import { upiMessages, upiSettingsDefaults } from "@clinic/contract/upi";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";

const api = vi.hoisted(() => ({ update: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./settings-api", async (original) => ({
  ...(await original<typeof import("./settings-api")>()),
  settingsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { ReceiptSettings } = await import("./receipt-settings");
const { UpiSettings } = await import("./upi-settings");
const settings = { receipts: receiptSettingsDefaults, upi: upiSettingsDefaults } as Settings;

// The forms save through TanStack Query (decision 0118).
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("Settings → Receipts (the contract's receiptSettingsSchema)", () => {
  it("shows a bad GSTIN's error beside it, and a taxable clinic needs one; nothing is sent", async () => {
    render(<ReceiptSettings settings={settings} onSaved={() => {}} />, { wrapper });
    const gstin = screen.getByLabelText("GSTIN (optional)");
    await userEvent.type(gstin, "12345");
    await userEvent.click(screen.getByRole("button", { name: "Save receipts" }));
    expect(await screen.findByText(receiptMessages.gstin)).toBeTruthy();
    // Queried again: with its error the field is wrapped anew.
    const marked = screen.getByLabelText("GSTIN (optional)");
    expect(marked.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(marked);
    await userEvent.selectOptions(screen.getByLabelText("Tax treatment"), "taxable");
    await userEvent.click(screen.getByRole("button", { name: "Save receipts" }));
    expect(await screen.findByText(receiptMessages.gstinForTaxable)).toBeTruthy();
    expect(api.update).not.toHaveBeenCalled();
  });

  it("sends the details, the GSTIN upper-cased and an empty optional field as null", async () => {
    api.update.mockResolvedValue({ data: settings, message: "Settings saved" });
    render(<ReceiptSettings settings={settings} onSaved={() => {}} />, { wrapper });
    await userEvent.type(screen.getByLabelText("Legal name"), "Lymph Care LLP");
    await userEvent.type(screen.getByLabelText("GSTIN (optional)"), "29abcde1234f1z5");
    await userEvent.selectOptions(screen.getByLabelText("Tax treatment"), "taxable");
    await userEvent.click(screen.getByRole("button", { name: "Save receipts" }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update.mock.calls[0]?.[0]).toEqual({
      receipts: {
        ...receiptSettingsDefaults,
        legalName: "Lymph Care LLP",
        gstin: "29ABCDE1234F1Z5",
        taxTreatment: "taxable",
      },
    });
  });
});

describe("Settings → UPI at the front desk (issue 35)", () => {
  it("shows a bad UPI ID's message under it and sends nothing", async () => {
    render(<UpiSettings settings={settings} onSaved={() => {}} />, { wrapper });
    await userEvent.type(screen.getByLabelText("UPI ID (VPA)"), "clinic.okaxis");
    await userEvent.type(screen.getByLabelText("Payee name (as payers see it)"), "Lymph Care");
    await userEvent.click(screen.getByRole("button", { name: "Save UPI" }));
    expect(await screen.findByText(upiMessages.vpa)).toBeTruthy();
    expect(screen.getByLabelText("UPI ID (VPA)").getAttribute("aria-invalid")).toBe("true");
    expect(api.update).not.toHaveBeenCalled();
  });

  it("sends the two values trimmed with the UPI links choice, and shows the server's reasons under their fields", async () => {
    api.update.mockRejectedValue(
      new ApiError(400, "Some fields need attention.", "validation_failed", {
        "upi.payeeName": "The server says no",
      }),
    );
    render(<UpiSettings settings={settings} onSaved={() => {}} />, { wrapper });
    await userEvent.type(screen.getByLabelText("UPI ID (VPA)"), " lymphcare@okaxis ");
    await userEvent.type(screen.getByLabelText("Payee name (as payers see it)"), "Lymph Care Clinic");
    await userEvent.click(screen.getByRole("button", { name: "Save UPI" }));
    expect(await screen.findByText("The server says no")).toBeTruthy();
    expect(api.update).toHaveBeenCalledWith({
      upi: { razorpayUpiLinks: false, vpa: "lymphcare@okaxis", payeeName: "Lymph Care Clinic" },
    });
    expect(toasts.error).toHaveBeenCalledWith("Failed to save settings", {
      description: "Some fields need attention.",
    });
  });
});
