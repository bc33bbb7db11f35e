import type { Catalogue } from "@clinic/contract/messages";

/**
 * The line under the name on Razorpay Checkout, in the booking's language (issue 33). The name itself
 * stays the spec's "Physiotherapy Consultation" (public-site.md §7). `{date}` is the format module's.
 */
type CheckoutText = "consultation" | "package";

export const checkoutTexts: Catalogue<CheckoutText> = {
  en: {
    consultation: "Consultation on {date}",
    package: "{package}, first session on {date}",
  },
  hi: {
    consultation: "परामर्श, {date}",
    package: "{package}, पहला सेशन {date} को",
  },
  kn: {
    consultation: "ಸಮಾಲೋಚನೆ, {date}",
    package: "{package}, ಮೊದಲ ಸೆಷನ್ {date} ರಂದು",
  },
};
