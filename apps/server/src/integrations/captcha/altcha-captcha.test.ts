import { type Challenge, createChallenge, solveChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createAltchaCaptcha } from "./altcha-captcha";

/**
 * The server checks its own ALTCHA challenges with node:crypto (decision 0074); altcha-lib's
 * `verifySolution` stays the reference. Every token here, valid or altered, gets the same verdict
 * from both.
 */
const appSecret = "a-test-app-secret-of-enough-length-0123456789";
const captcha = createAltchaCaptcha({ appSecret, counterMin: 20, counterMax: 60 });

type Solution = { counter: unknown; derivedKey: unknown };
type Payload = { challenge: Challenge; solution: Solution };

function encode(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** The library's verdict with the same secrets the server derives (altcha-captcha.ts). */
async function libraryVerdict(payload: Payload): Promise<"ok" | "expired" | "invalid"> {
  const { createHmac } = await import("node:crypto");
  const derive = (purpose: string) =>
    createHmac("sha256", appSecret).update(`altcha:${purpose}`).digest("hex");
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution as { counter: number; derivedKey: string },
      deriveKey,
      hmacSignatureSecret: derive("signature"),
      hmacKeySignatureSecret: derive("key"),
    });
    if (result.expired) return "expired";
    return result.verified ? "ok" : "invalid";
  } catch {
    return "invalid";
  }
}

async function ourVerdict(payload: Payload): Promise<"ok" | "expired" | "invalid"> {
  const verdict = await captcha.check(encode(payload));
  return verdict.ok ? "ok" : verdict.reason === "expired" ? "expired" : "invalid";
}

let solved: Payload[] = [];

beforeAll(async () => {
  solved = [];
  for (let i = 0; i < 4; i++) {
    const challenge = await captcha.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("unsolved");
    solved.push({ challenge, solution });
  }
});

const alterations: Array<[string, (p: Payload) => Payload]> = [
  ["unchanged", (p) => p],
  [
    "another nonce",
    (p) => ({
      ...p,
      challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, nonce: "00".repeat(16) } },
    }),
  ],
  [
    "a later expiry",
    (p) => ({
      ...p,
      challenge: {
        ...p.challenge,
        parameters: { ...p.challenge.parameters, expiresAt: (p.challenge.parameters.expiresAt ?? 0) + 60 },
      },
    }),
  ],
  ["another signature", (p) => ({ ...p, challenge: { ...p.challenge, signature: "ab".repeat(32) } })],
  ["no signature", (p) => ({ ...p, challenge: { ...p.challenge, signature: "" } })],
  ["another key", (p) => ({ ...p, solution: { ...p.solution, derivedKey: "cd".repeat(32) } })],
  [
    "an upper-case key",
    (p) => ({ ...p, solution: { ...p.solution, derivedKey: String(p.solution.derivedKey).toUpperCase() } }),
  ],
  ["a key that is no hex", (p) => ({ ...p, solution: { ...p.solution, derivedKey: "xyz" } })],
  ["a negative counter", (p) => ({ ...p, solution: { ...p.solution, counter: -1 } })],
  ["a fractional counter", (p) => ({ ...p, solution: { ...p.solution, counter: 1.5 } })],
  ["a counter as text", (p) => ({ ...p, solution: { ...p.solution, counter: "12" } })],
  ["a counter past 32 bits", (p) => ({ ...p, solution: { ...p.solution, counter: 2 ** 32 } })],
  [
    "another key signature",
    (p) => ({
      ...p,
      challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, keySignature: "ef".repeat(32) } },
    }),
  ],
];

describe("the ALTCHA check agrees with altcha-lib", () => {
  for (const [name, alter] of alterations)
    it(`${name}`, async () => {
      for (const payload of solved) {
        const altered = alter(structuredClone(payload));
        expect(await ourVerdict(altered)).toBe(await libraryVerdict(altered));
      }
      if (name === "unchanged") expect(await ourVerdict(solved[0] as Payload)).toBe("ok");
    });

  it("an expired challenge is expired for both", async () => {
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 30,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: "unused-here",
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = { challenge, solution: solution as Solution };
    expect(await ourVerdict(payload)).toBe("expired");
    expect(await libraryVerdict(payload)).toBe("expired");
  });

  it("random changes to a parameter, the signature or the solution", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 3 }),
        fc.constantFrom("parameters", "signature", "solution"),
        fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined)),
        async (which, part, value) => {
          const payload = structuredClone(solved[which] as Payload);
          if (part === "parameters")
            (payload.challenge.parameters as unknown as Record<string, unknown>).keyPrefix = value;
          if (part === "signature")
            (payload.challenge as unknown as Record<string, unknown>).signature = value;
          if (part === "solution") payload.solution.derivedKey = value;
          expect(await ourVerdict(payload)).toBe(await libraryVerdict(payload));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("parameters nested too deep to sort are refused, not a crash", async () => {
    const payload = solved[0] as Payload;
    const deep = `${'{"d":'.repeat(50_000)}{}${"}".repeat(50_000)}`;
    const parameters = JSON.stringify(payload.challenge.parameters).replace(/^\{/, `{"extra":${deep},`);
    const token = `{"challenge":{"parameters":${parameters},"signature":"${payload.challenge.signature}"},"solution":${JSON.stringify(payload.solution)}}`;
    const verdict = await captcha.check(Buffer.from(token).toString("base64"));
    expect(verdict).toEqual({ ok: false, reason: "invalid" });
  });
});
