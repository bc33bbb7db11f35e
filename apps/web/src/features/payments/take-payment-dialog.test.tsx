// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ link: vi.fn(), qr: vi.fn(), upi: vi.fn() }));
vi.mock("../payment-links", async (original) => ({
  ...(await original<typeof import("../payment-links")>()),
  bookingPaymentApi: { link: calls.link, qr: calls.qr },
}));
vi.mock("./upi-api", async (original) => ({
  ...(await original<typeof import("./upi-api")>()),
  useClinicUpi: () => ({ data: calls.upi() }),
}));

const { TakePaymentDialog } = await import("./take-payment-dialog");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const owed = { bookingId: "b1", customerName: "Asha Rao", amount: 200_000, currency: "INR" };

function show(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TakePaymentDialog booking={owed} zone="Asia/Kolkata" onClose={() => {}} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe("Take payment (issue 35)", () => {
  it("says what is owed and makes the booking's payment link, shown to copy", async () => {
    calls.upi.mockReturnValue({ vpa: null, payeeName: null, razorpayUpiLinks: false, razorpayQr: false });
    calls.link.mockResolvedValue({
      id: "pl_x",
      url: "http://clinic.example/pay/pl_x",
      expiresAt: "2026-12-10T05:00:00.000Z",
    });
    const onDone = show();
    const dialog = screen.getByRole("dialog", { name: "Take payment" });
    expect(dialog.textContent).toContain("Asha Rao owes ₹2,000.00.");
    // Without Razorpay there is no Razorpay QR to offer.
    expect(screen.queryByRole("button", { name: "Show a UPI QR (Razorpay)" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send a payment link" }));
    const field = (await screen.findByLabelText("Payment link")) as HTMLInputElement;
    expect(field.value).toBe("http://clinic.example/pay/pl_x");
    expect(calls.link).toHaveBeenCalledWith("b1");
    expect(dialog.textContent).toContain("The patient has been sent this link to pay ₹2,000.00");
    expect(onDone).toHaveBeenCalled();
  });

  it("with Razorpay, shows its single-use QR image and when it closes", async () => {
    calls.upi.mockReturnValue({ vpa: null, payeeName: null, razorpayUpiLinks: false, razorpayQr: true });
    calls.qr.mockResolvedValue({
      id: "pq_x",
      imageUrl: "https://rzp.io/i/abc",
      closesAt: "2026-12-03T06:00:00.000Z",
    });
    show();
    fireEvent.click(screen.getByRole("button", { name: "Show a UPI QR (Razorpay)" }));
    const image = (await screen.findByRole("img", {
      name: "UPI QR code to pay ₹2,000.00",
    })) as HTMLImageElement;
    expect(image.src).toBe("https://rzp.io/i/abc");
    expect(screen.getByText(/closes once paid, or at Thu, 3 Dec 2026, 11:30 am/)).toBeTruthy();
    expect(calls.qr).toHaveBeenCalledWith("b1");
  });
});
