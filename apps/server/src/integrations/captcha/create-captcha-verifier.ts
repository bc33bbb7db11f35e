import { type CaptchaVerifier, createAltchaCaptcha } from "./altcha-captcha";
import { createSiteverifyCaptcha } from "./siteverify-captcha";

/** The robot check chosen by CAPTCHA_PROVIDER; one verifier for bookings and reviews. */
export type CaptchaSettings = {
  provider: "altcha" | "recaptcha" | "turnstile";
  appSecret: string;
  /** ALTCHA_COST: the most hashes asked of a browser (the counter is drawn from [cost/4, cost]). */
  altchaCost?: number;
  recaptchaSecret?: string;
  recaptchaMinScore?: number;
  turnstileSecret?: string;
  /** Overrides the provider's siteverify address (tests). */
  verifyUrl?: string;
  expectedHostname?: string;
  expectedAction?: string;
};

export function createCaptchaVerifier(s: CaptchaSettings): CaptchaVerifier {
  if (s.provider === "recaptcha")
    return createSiteverifyCaptcha({
      provider: "recaptcha",
      secret: s.recaptchaSecret,
      verifyUrl: s.verifyUrl,
      expectedHostname: s.expectedHostname,
      expectedAction: s.expectedAction,
      minScore: s.recaptchaMinScore,
    });
  if (s.provider === "turnstile")
    return createSiteverifyCaptcha({
      provider: "turnstile",
      secret: s.turnstileSecret,
      verifyUrl: s.verifyUrl,
      expectedHostname: s.expectedHostname,
      expectedAction: s.expectedAction,
    });
  const cost = s.altchaCost ?? 20_000;
  return createAltchaCaptcha({ appSecret: s.appSecret, counterMin: Math.floor(cost / 4), counterMax: cost });
}
