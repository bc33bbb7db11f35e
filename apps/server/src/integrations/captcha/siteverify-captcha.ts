import { createHash } from "node:crypto";
import type { CaptchaVerdict, CaptchaVerifier } from "./altcha-captcha";

/**
 * reCAPTCHA v3 and Cloudflare Turnstile: the token is checked with the provider's siteverify
 * endpoint (secret, action and hostname; for reCAPTCHA the score too). Fail closed: no secret,
 * an unreachable provider or an unexpected answer refuses the token.
 */
export type SiteverifyOptions = {
  provider: "recaptcha" | "turnstile";
  secret: string | undefined;
  /** Origin of the verify endpoint (tests use a fake on 127.0.0.1). */
  verifyUrl?: string;
  /** The hostname the token must have been issued on (the site's). */
  expectedHostname?: string;
  expectedAction?: string;
  /** reCAPTCHA only: the lowest score accepted (0..1). */
  minScore?: number;
  timeoutMs?: number;
};

export const defaultVerifyUrls = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

type SiteverifyAnswer = {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  challenge_ts?: string;
};

export function createSiteverifyCaptcha(o: SiteverifyOptions): CaptchaVerifier {
  const url = o.verifyUrl ?? defaultVerifyUrls[o.provider];
  return {
    provider: o.provider,
    createChallenge() {
      return Promise.reject(new Error(`${o.provider} issues its own challenges in the browser`));
    },
    async check(token): Promise<CaptchaVerdict> {
      if (!o.secret) return { ok: false, reason: "unavailable" };
      if (!token) return { ok: false, reason: "missing" };
      let answer: SiteverifyAnswer;
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret: o.secret, response: token }),
          signal: AbortSignal.timeout(o.timeoutMs ?? 5000),
        });
        if (!res.ok) return { ok: false, reason: "unavailable" };
        answer = (await res.json()) as SiteverifyAnswer;
      } catch {
        return { ok: false, reason: "unavailable" };
      }
      if (answer.success !== true) return { ok: false, reason: "invalid" };
      if (o.expectedAction && answer.action !== o.expectedAction) return { ok: false, reason: "invalid" };
      if (o.expectedHostname && answer.hostname !== o.expectedHostname)
        return { ok: false, reason: "invalid" };
      if (o.provider === "recaptcha" && (answer.score ?? 0) < (o.minScore ?? 0.5))
        return { ok: false, reason: "invalid" };
      // The providers accept a token once themselves; recording it too keeps the rule in one place.
      const challengeId = `${o.provider}:${createHash("sha256").update(token).digest("hex")}`;
      return { ok: true, challengeId, expiresAt: new Date(Date.now() + 10 * 60_000) };
    },
  };
}
