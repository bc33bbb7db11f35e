import { markCaptchaUsed } from "../db/captcha-repository";
import type { Queryable } from "../db/transaction";
import type { CaptchaVerdict, CaptchaVerifier } from "../integrations/captcha/altcha-captcha";
import { DomainError } from "./domain-error";

export const captchaRequiredMessage = "Please complete the captcha verification";

/**
 * Verifies a robot-check token and records it as used in `db` (pass the caller's
 * transaction), so one solution is accepted once. Shared by bookings and reviews.
 */
export async function verifyCaptchaOnce(
  db: Queryable,
  verifier: CaptchaVerifier,
  captcha: { token?: string } | undefined,
): Promise<void> {
  await spendCaptcha(db, await checkCaptcha(verifier, captcha));
}

/**
 * The verifier's verdict on a token, without touching the database: a caller can check it before
 * its transaction (the check is CPU or a provider call) and spend it inside (`spendCaptcha`).
 */
export function checkCaptcha(
  verifier: CaptchaVerifier,
  captcha: { token?: string } | undefined,
): Promise<CaptchaVerdict> {
  return verifier.check(captcha?.token);
}

/** Refuses a failed verdict; records a passed one as used in `db`, refusing a second use. */
export async function spendCaptcha(db: Queryable, verdict: CaptchaVerdict): Promise<void> {
  refuseFailedCaptcha(verdict);
  if (!(await markCaptchaUsed(db, verdict.challengeId, verdict.expiresAt))) throw captchaReusedRefusal();
}

/** Refuses a failed verdict (missing, expired, invalid or the provider unavailable); touches nothing. */
export function refuseFailedCaptcha(verdict: CaptchaVerdict): asserts verdict is PassedCaptcha {
  if (verdict.ok) return;
  const message =
    verdict.reason === "unavailable"
      ? "The captcha verification is not available right now, so nothing was submitted. Please try again later."
      : verdict.reason === "expired"
        ? "The captcha verification expired. Please verify again."
        : verdict.reason === "missing"
          ? captchaRequiredMessage
          : "The captcha verification failed. Please verify again.";
  throw new DomainError("validation_failed", message, { captcha: message });
}

/** A passed verdict whose solution was already accepted once. */
export function captchaReusedRefusal(): DomainError {
  const message = "This captcha verification was already used. Please verify again.";
  return new DomainError("validation_failed", message, { captcha: message });
}

type PassedCaptcha = Extract<CaptchaVerdict, { ok: true }>;
