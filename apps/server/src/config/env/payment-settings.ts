import { z } from "zod";
import { booleanFlag, httpUrl, oneOf, type SettingTable } from "./setting-schemas";

/** Which payment provider takes the money. */
export const paymentProviderSettings = {
  PAYMENT_PROVIDER: {
    schema: oneOf(["dummy", "razorpay"]),
    default: "dummy",
    meaning: "dummy gives consultations away (test sites only); razorpay takes real payments",
  },
  ALLOW_DUMMY_PAYMENTS: {
    schema: booleanFlag,
    default: "false",
    meaning:
      "allow the dummy payment provider on a PUBLIC_URL other than localhost, 127.0.0.1 or ::1 (a test site others reach)",
  },
} as const satisfies SettingTable;

/** Razorpay's keys, webhook secret and addresses. */
export const razorpaySettings = {
  RAZORPAY_KEY_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Razorpay key id (PAYMENT_PROVIDER=razorpay); shown to the browser's checkout",
  },
  RAZORPAY_KEY_SECRET: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Razorpay key secret: signs and checks payments (PAYMENT_PROVIDER=razorpay)",
    secret: true,
  },
  RAZORPAY_WEBHOOK_SECRET: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "secret of the Razorpay webhook pointing at /api/webhooks/razorpay",
    secret: true,
  },
  RAZORPAY_API_BASE: {
    schema: httpUrl,
    default: "https://api.razorpay.com",
    meaning: "Razorpay API origin (tests point it at a fake on 127.0.0.1)",
  },
  RAZORPAY_CHECKOUT_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    default: "https://checkout.razorpay.com/v1/checkout.js",
    meaning:
      "Razorpay Checkout's script, loaded by the payment step only (its origin is allowed on the booking pages)",
  },
} as const satisfies SettingTable;
