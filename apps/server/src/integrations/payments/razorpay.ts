import { createHmac, timingSafeEqual } from "node:crypto";
import { defaultRazorpayCheckoutUrl } from "@clinic/contract/booking";
import type { PaymentProvider } from "./payment-provider";

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** https://api.razorpay.com, or a fake on 127.0.0.1 in tests. */
  apiBase?: string;
  /** Razorpay Checkout's script for the browser (RAZORPAY_CHECKOUT_URL; tests serve a fake). */
  checkoutUrl?: string;
  fetch?: typeof fetch;
};

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

export function hmacHex(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

export type RazorpayProvider = PaymentProvider & {
  /** X-Razorpay-Signature over the raw body, with the webhook secret. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
  refund(paymentId: string, amount: number): Promise<void>;
  /** POST /v1/payment_links (decision 0133): Razorpay's id (plink_…) and its short_url. */
  createPaymentLink(input: RazorpayLinkRequest): Promise<{ id: string; url: string }>;
  /** POST /v1/payments/qr_codes: a single-use UPI QR for a fixed amount; its id (qr_…) and image_url. */
  createUpiQr(input: RazorpayQrRequest): Promise<{ id: string; url: string }>;
};

export type RazorpayLinkRequest = {
  amount: number;
  currency: string;
  expiresAt: Date;
  /** Our link's id: Razorpay keeps it unique, and the webhook carries it back. */
  referenceId: string;
  description: string;
  /** UPI Payment Links, where the clinic's account has them (Settings). */
  upiLink: boolean;
};
export type RazorpayQrRequest = {
  amount: number;
  name: string;
  description: string;
  closesAt: Date;
  /** Our QR's id, kept in its notes (QR codes have no reference id). */
  referenceId: string;
};

/** A provider that takes the money through Razorpay with keys (not the unconfigured stand-in). */
export function isRazorpay(p: PaymentProvider): p is RazorpayProvider {
  return p.name === "razorpay" && "createPaymentLink" in p;
}

const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Razorpay: orders, the checkout callback's HMAC (always against the order id stored on the
 * server), the payment fetched to confirm it is captured with the right amount, webhooks and
 * refunds. Secrets never leave the server; only the key id goes to the browser.
 */
export function createRazorpayProvider(o: RazorpayOptions): RazorpayProvider {
  const base = (o.apiBase ?? "https://api.razorpay.com").replace(/\/+$/, "");
  const doFetch = o.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${o.keyId}:${o.keySecret}`).toString("base64")}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await doFetch(`${base}${path}`, {
      method,
      headers: { authorization: auth, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok)
      throw new Error(`Razorpay ${method} ${path.split("/").slice(0, 3).join("/")} answered ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    name: "razorpay",
    async createOrder({ amount, currency, receipt }) {
      const order = await call<{ id: string }>("POST", "/v1/orders", {
        amount,
        currency,
        receipt: receipt.slice(0, 40),
      });
      return { orderId: order.id };
    },
    async verify({ storedOrderId, orderId, paymentId, signature, amount, currency }) {
      if (orderId !== storedOrderId) return false;
      if (!sameHex(hmacHex(o.keySecret, `${storedOrderId}|${paymentId}`), signature)) return false;
      const payment = await call<{ status: string; order_id: string; amount: number; currency: string }>(
        "GET",
        `/v1/payments/${encodeURIComponent(paymentId)}`,
      );
      return (
        payment.status === "captured" &&
        payment.order_id === storedOrderId &&
        payment.amount === amount &&
        payment.currency === currency
      );
    },
    checkoutKeyId: () => o.keyId,
    checkoutScriptUrl: () => o.checkoutUrl ?? defaultRazorpayCheckoutUrl,
    verifyWebhook(rawBody, signature) {
      if (!o.webhookSecret || !signature) return false;
      return sameHex(hmacHex(o.webhookSecret, rawBody), signature);
    },
    async refund(paymentId, amount) {
      await call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount });
    },
    async createPaymentLink(r) {
      const link = await call<{ id: string; short_url: string }>("POST", "/v1/payment_links", {
        amount: r.amount,
        currency: r.currency,
        accept_partial: false,
        expire_by: unixSeconds(r.expiresAt),
        reference_id: r.referenceId,
        description: r.description.slice(0, 2048),
        // Only where enabled: an account without UPI Payment Links refuses the request.
        ...(r.upiLink ? { upi_link: true } : {}),
        reminder_enable: true,
        // The clinic sends the link itself (email and WhatsApp), so Razorpay notifies nobody.
        notify: { sms: false, email: false },
        notes: { linkId: r.referenceId },
      });
      return { id: link.id, url: link.short_url };
    },
    async createUpiQr(r) {
      const qr = await call<{ id: string; image_url: string }>("POST", "/v1/payments/qr_codes", {
        type: "upi_qr",
        name: r.name.slice(0, 100),
        usage: "single_use",
        fixed_amount: true,
        payment_amount: r.amount,
        description: r.description,
        close_by: unixSeconds(r.closesAt),
        notes: { linkId: r.referenceId },
      });
      return { id: qr.id, url: qr.image_url };
    },
  };
}
