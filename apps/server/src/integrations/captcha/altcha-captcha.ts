import { createHmac, timingSafeEqual } from "node:crypto";
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
  /**
   * Verifies with this provider only. The provider a payload names is not consulted: a token is
   * valid only if this provider vouches for it, and the spec's payload names "recaptcha" always.
   */
  check(token: string | undefined): Promise<CaptchaVerdict>;
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

type Secrets = { signatureSecret: string; keySecret: string };

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

function sameHex(a: unknown, b: string): boolean {
  return typeof a === "string" && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** altcha-lib's canonical form of the signed parameters: keys sorted at every level, undefined dropped. */
function canonical(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const entries = Object.keys(value)
    .sort()
    .flatMap((key) => {
      const v = (value as Record<string, unknown>)[key];
      return v === undefined ? [] : [[key, canonical(v)] as const];
    });
  return Object.fromEntries(entries);
}

const maxCounter = 0xffff_ffff;

/**
 * The checks of altcha-lib's `verifySolution` (v2) for a challenge this server signed, with
 * node:crypto's synchronous HMAC: Web Crypto's asynchronous jobs made the library's check cost
 * about 0.37 ms of CPU per booking, a tenth of the whole request (decision 0074). In order: not
 * expired; the parameters' signature is ours; the solution is well formed; its derived key is the
 * one we signed. A challenge without a key signature (never one of ours) goes to the library's
 * own path, which derives the key again. `altcha-captcha.test.ts` holds this to the
 * library's answers.
 */
function checkOwnSignatures(
  challenge: Challenge,
  solution: { counter: unknown; derivedKey: unknown },
  secrets: Secrets,
): "ok" | "expired" | "invalid" | "unsigned-key" {
  const parameters = challenge.parameters;
  if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1000) return "expired";
  if (!challenge.signature) return "invalid";
  const signature = hmacHex(secrets.signatureSecret, JSON.stringify(canonical(parameters)));
  if (!sameHex(challenge.signature, signature)) return "invalid";
  const { counter, derivedKey } = solution;
  if (typeof derivedKey !== "string" || !/^(?:[0-9a-f]{2})+$/.test(derivedKey)) return "invalid";
  if (!Number.isInteger(counter) || (counter as number) < 0 || (counter as number) > maxCounter)
    return "invalid";
  if (!parameters.keySignature) return "unsigned-key";
  const keySignature = hmacHex(secrets.keySecret, Buffer.from(derivedKey, "hex"));
  return sameHex(parameters.keySignature, keySignature) ? "ok" : "invalid";
}

export function createAltchaCaptcha(options: AltchaOptions): CaptchaVerifier {
  const signatureSecret = derive(options.appSecret, "signature");
  const keySecret = derive(options.appSecret, "key");
  const counterMin = options.counterMin ?? 5_000;
  const counterMax = Math.max(counterMin, options.counterMax ?? 20_000);
  const ttl = options.expiresInSeconds ?? 600;
  async function libraryVerifies(challenge: Challenge, solution: { counter: number; derivedKey: string }) {
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
      return result.verified;
    } catch {
      return false;
    }
  }
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
    async check(token) {
      if (!token) return { ok: false, reason: "missing" };
      let payload: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } };
      try {
        payload = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
      } catch {
        return { ok: false, reason: "invalid" };
      }
      if (!payload?.challenge?.parameters || !payload.solution) return { ok: false, reason: "invalid" };
      let verdict: ReturnType<typeof checkOwnSignatures>;
      try {
        verdict = checkOwnSignatures(payload.challenge, payload.solution, { signatureSecret, keySecret });
      } catch {
        return { ok: false, reason: "invalid" }; // e.g. parameters nested too deep to sort
      }
      if (verdict === "expired") return { ok: false, reason: "expired" };
      if (verdict === "invalid") return { ok: false, reason: "invalid" };
      if (verdict === "unsigned-key" && !(await libraryVerifies(payload.challenge, payload.solution)))
        return { ok: false, reason: "invalid" };
      const { nonce, expiresAt } = payload.challenge.parameters;
      const until = new Date((expiresAt ?? Math.floor(Date.now() / 1000) + ttl) * 1000);
      return { ok: true, challengeId: nonce, expiresAt: until };
    },
  };
}
