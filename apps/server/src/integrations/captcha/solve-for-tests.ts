import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/** Solves a challenge as the browser widget does and returns the widget's payload (tests, benchmarks). */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the challenge");
  const { signature, parameters } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString("base64");
}
