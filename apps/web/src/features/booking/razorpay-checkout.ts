import type { CreatedBooking } from "@clinic/contract/booking";

/** What Razorpay Checkout hands to `handler` after a successful payment. */
export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type RazorpayFailure = { error?: { code?: string; description?: string; reason?: string } };

type RazorpayInstance = { open(): void; on(event: "payment.failed", cb: (r: RazorpayFailure) => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads Razorpay Checkout's script once, on the payment step only (its address comes from the
 * server: RAZORPAY_CHECKOUT_URL). Rejects when it cannot be loaded (network, or a page whose
 * Content-Security-Policy does not allow it).
 */
export function loadRazorpayCheckout(scriptUrl: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.onload = () =>
        window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay Checkout did not load"));
      script.onerror = () => {
        script.remove();
        reject(new Error("Razorpay Checkout could not be loaded"));
      };
      document.head.appendChild(script);
    });
    promise.catch(() => loading.delete(scriptUrl));
    loading.set(scriptUrl, promise);
  }
  return promise;
}

/** Opens Checkout for the booking's order; exactly one of the callbacks is called per outcome. */
export async function openRazorpayCheckout(
  booking: CreatedBooking,
  on: {
    paid(response: RazorpaySuccess): void;
    dismissed(): void;
    failed(failure: RazorpayFailure): void;
  },
): Promise<void> {
  const checkout = booking.checkout;
  if (!checkout) throw new Error("Razorpay Checkout settings are missing");
  const Razorpay = await loadRazorpayCheckout(checkout.scriptUrl);
  const instance = new Razorpay({
    key: checkout.keyId,
    amount: booking.amount,
    currency: booking.currency,
    name: checkout.name,
    description: checkout.description,
    order_id: booking.orderId,
    prefill: checkout.prefill,
    theme: { color: "#0f766e" },
    handler: (response: RazorpaySuccess) => on.paid(response),
    modal: { ondismiss: () => on.dismissed(), escape: true, confirm_close: true },
  });
  instance.on("payment.failed", (failure) => on.failed(failure));
  instance.open();
}
