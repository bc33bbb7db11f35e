import type { PreflightCheck } from "@clinic/contract/preflight";
import { razorpayKeysInUse } from "../payment-settings-service";
import type { PreflightGroup } from "./preflight-input";

/**
 * Who takes the money, as a booking would find out (decision 0033: keys in the environment, else keys
 * saved in Settings that passed their check, else PAYMENT_PROVIDER). The Razorpay lines come only once
 * Razorpay is in use: until then the provider's line says what to set.
 */
export const paymentChecks: PreflightGroup = async ({ config, db }) => {
  const envKeys =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? {
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
        }
      : undefined;
  const keys = await razorpayKeysInUse(db, envKeys);
  if (!keys) {
    const dummy = config.PAYMENT_PROVIDER === "dummy";
    return [
      {
        id: "payment-provider",
        level: "blocks",
        title: dummy
          ? "payments are dummy: every booking is confirmed without payment"
          : "PAYMENT_PROVIDER is razorpay but no keys are usable: bookings are refused",
        action:
          "set PAYMENT_PROVIDER=razorpay, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (live keys), or save the keys in Admin → Settings → Payments",
      },
    ];
  }
  const from = keys.source === "environment" ? "the environment" : "Admin → Settings";
  const checks: PreflightCheck[] = [
    {
      id: "payment-provider",
      level: "ok",
      title: `payments through Razorpay (keys from ${from})`,
      action: "",
    },
    keys.keyId.startsWith("rzp_test_")
      ? {
          id: "razorpay-live-keys",
          level: "blocks",
          title: `Razorpay test keys (${keys.keyId.slice(0, 13)}…): no money is taken`,
          action:
            "generate live keys (rzp_live_…) in the Razorpay dashboard and set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or save them in Settings)",
        }
      : { id: "razorpay-live-keys", level: "ok", title: "Razorpay live keys", action: "" },
    keys.webhookSecret
      ? { id: "razorpay-webhook", level: "ok", title: "Razorpay webhook secret set", action: "" }
      : {
          id: "razorpay-webhook",
          level: "blocks",
          title:
            "no Razorpay webhook secret: a payment whose browser closed before returning is never confirmed",
          action: `add a webhook for ${config.PUBLIC_URL}/api/webhooks/razorpay (payment.captured) in the Razorpay dashboard and set RAZORPAY_WEBHOOK_SECRET to its secret`,
        },
  ];
  return checks;
};
