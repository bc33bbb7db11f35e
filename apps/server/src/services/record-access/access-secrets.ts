import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { recordAccessRules } from "@clinic/contract/record-access";

/**
 * The secrets of record access (decision 0113). A code has a million values, so a plain hash in a
 * copy of the database would give it away at once: codes are kept as an HMAC keyed from APP_SECRET,
 * bound to their row's id. A session token has 256 random bits, so a plain SHA-256 is enough.
 */
export type AccessSecrets = {
  newCode(): string;
  hashCode(codeId: string, code: string): string;
  codeMatches(codeId: string, code: string, stored: string): boolean;
};

export function createAccessSecrets(appSecret: string): AccessSecrets {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "clinic-record-access", "one-time codes v1", 32));
  const hashCode = (codeId: string, code: string) =>
    createHmac("sha256", key).update(`${codeId}:${code}`).digest("hex");
  return {
    newCode: () =>
      String(randomInt(0, 10 ** recordAccessRules.codeLength)).padStart(recordAccessRules.codeLength, "0"),
    hashCode,
    codeMatches(codeId, code, stored) {
      const given = Buffer.from(hashCode(codeId, code));
      const kept = Buffer.from(stored);
      return given.length === kept.length && timingSafeEqual(given, kept);
    },
  };
}

export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(`record-session:${token}`).digest("hex");
}
