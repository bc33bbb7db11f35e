import type { CaptchaProviderName } from "@clinic/contract/captcha";

/** Origins one page may load scripts from, frame, or connect to, beyond its own. */
export type CspSources = { script: string[]; frame: string[]; connect: string[] };

export type ThirdPartySettings = {
  /**
   * Razorpay Checkout's script address when Razorpay takes the payments, else undefined. A function
   * is asked on each booking page (the provider may come from keys saved in Settings, decision 0033).
   */
  razorpayCheckoutUrl?: string | (() => Promise<string | undefined>);
  /** Set when CAPTCHA_PROVIDER is recaptcha or turnstile: the provider and its script address. */
  captcha?: { provider: Exclude<CaptchaProviderName, "altcha">; scriptUrl: string };
};

const bookingPages = new Set(["/book-consultation", "/book"]);
const captchaPages = new Set(["/book-consultation", "/book", "/reviews"]);

function origin(url: string): string {
  return new URL(url).origin;
}

/**
 * Which third-party origins each page's Content-Security-Policy allows (decisions 0004 and 0055):
 * Razorpay Checkout (its script, its frames on api.razorpay.com, its telemetry) only on the booking
 * pages and only with PAYMENT_PROVIDER=razorpay; the reCAPTCHA or Turnstile script and frames only
 * on the pages with a captcha form and only when that provider is on. Every other page keeps the
 * strict policy.
 */
export function thirdPartySourcesFor(
  s: ThirdPartySettings,
): (path: string) => Promise<CspSources | undefined> {
  const razorpayFor = (url: string | undefined): CspSources | undefined =>
    url
      ? {
          script: [origin(url)],
          frame: [origin(url), "https://api.razorpay.com"],
          connect: [origin(url), "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
        }
      : undefined;
  const fixedRazorpay =
    typeof s.razorpayCheckoutUrl === "function" ? undefined : razorpayFor(s.razorpayCheckoutUrl);
  const razorpay = async () =>
    typeof s.razorpayCheckoutUrl === "function"
      ? razorpayFor(await s.razorpayCheckoutUrl().catch(() => undefined))
      : fixedRazorpay;
  let captcha: CspSources | undefined;
  if (s.captcha?.provider === "recaptcha") {
    const o = origin(s.captcha.scriptUrl);
    captcha = {
      // api.js loads its code from www.gstatic.com and runs in a frame of www.google.com.
      script: [o, "https://www.gstatic.com"],
      frame: [o, "https://www.google.com", "https://recaptcha.google.com"],
      connect: [o],
    };
  } else if (s.captcha?.provider === "turnstile") {
    const o = origin(s.captcha.scriptUrl);
    captcha = { script: [o], frame: [o, "https://challenges.cloudflare.com"], connect: [o] };
  }
  return async (rawPath) => {
    const path = rawPath.length > 1 && rawPath.endsWith("/") ? rawPath.slice(0, -1) : rawPath;
    const parts = [
      bookingPages.has(path) ? await razorpay() : undefined,
      captchaPages.has(path) ? captcha : undefined,
    ].filter((p): p is CspSources => p !== undefined);
    if (parts.length === 0) return undefined;
    const unique = (xs: string[]) => [...new Set(xs)];
    return {
      script: unique(parts.flatMap((p) => p.script)),
      frame: unique(parts.flatMap((p) => p.frame)),
      connect: unique(parts.flatMap((p) => p.connect)),
    };
  };
}
