import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/**
 * The robot check: ALTCHA, self-hosted proof of work (no third party sees the visitor).
 * The HMAC keys are derived from APP_SECRET, so every server on one database agrees, and
 * each solved challenge is accepted once (the caller records it in the database).
 * The reviews form uses the same verifier.
 */
export type CaptchaVerdict =
  | { ok: true; challengeId: string; expiresAt: Date }
  | { ok: false; reason: "missing" | "invalid" | "expired" | "unavailable" };

/**
 * Checks a solution (pure computation, no I/O). The caller records `challengeId` as used,
 * in its own transaction (services/captcha-service.ts), so each solution counts once.
 */
export interface CaptchaVerifier {
  readonly provider: string;
  createChallenge(): Promise<Challenge>;
  check(token: string | undefined, provider?: string): Promise<CaptchaVerdict>;
}

export type AltchaOptions = {
  appSecret: string;
  /** Work asked of the browser (ALTCHA_COST): the solution counter is drawn from [min, max]. */
  counterMin?: number;
  counterMax?: number;
  expiresInSeconds?: number;
};

function derive(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`altcha:${purpose}`).digest("hex");
}

export function createAltchaCaptcha(options: AltchaOptions): CaptchaVerifier {
  const signatureSecret = derive(options.appSecret, "signature");
  const keySecret = derive(options.appSecret, "key");
  const counterMin = options.counterMin ?? 5_000;
  const counterMax = Math.max(counterMin, options.counterMax ?? 20_000);
  const ttl = options.expiresInSeconds ?? 600;
  return {
    provider: "altcha",
    createChallenge: () =>
      createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        expiresAt: new Date(Date.now() + ttl * 1000),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      }),
    async check(token, provider) {
      if (!token) return { ok: false, reason: "missing" };
      if (provider && provider !== "altcha") return { ok: false, reason: "invalid" };
      let payload: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } };
      try {
        payload = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
      } catch {
        return { ok: false, reason: "invalid" };
      }
      if (!payload?.challenge?.parameters || !payload.solution) return { ok: false, reason: "invalid" };
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySecret,
        });
      } catch {
        return { ok: false, reason: "invalid" };
      }
      if (result.expired) return { ok: false, reason: "expired" };
      if (!result.verified) return { ok: false, reason: "invalid" };
      const { nonce, expiresAt } = payload.challenge.parameters;
      const until = new Date((expiresAt ?? Math.floor(Date.now() / 1000) + ttl) * 1000);
      return { ok: true, challengeId: nonce, expiresAt: until };
    },
  };
}
