import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets kept in the database (payment and video keys an admin enters): AES-256-GCM with a key
 * derived from APP_SECRET by HKDF-SHA256, a fresh 96-bit IV for every seal, and the purpose
 * (e.g. "razorpay.secret") bound as additional data so a sealed value cannot be moved to
 * another field. Stored as `v1.<base64url iv|tag|ciphertext>` (decision 0032).
 */

export class SecretBoxError extends Error {
  override readonly name = "SecretBoxError";
}

export const changedAppSecretMessage =
  "A stored secret cannot be decrypted: APP_SECRET is not the one it was saved with. Put the previous APP_SECRET back, or enter the keys again in Settings.";

export type SecretBox = {
  seal(plain: string, purpose: string): string;
  /** Throws SecretBoxError (never garbage) when APP_SECRET changed or the value was altered. */
  open(sealed: string, purpose: string): string;
};

const version = "v1";

export function createSecretBox(appSecret: string): SecretBox {
  if (appSecret.length < 16) throw new SecretBoxError("APP_SECRET is too short to derive a key from.");
  const key = Buffer.from(
    hkdfSync("sha256", appSecret, "clinic-secret-box", "settings secrets v1 aes-256-gcm", 32),
  );
  return {
    seal(plain, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(purpose, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed, purpose) {
      const [v, payload] = sealed.split(".");
      if (v !== version || !payload) throw new SecretBoxError("A stored secret is not in a known format.");
      const raw = Buffer.from(payload, "base64url");
      if (raw.length < 28) throw new SecretBoxError("A stored secret is not in a known format.");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(purpose, "utf8"));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        throw new SecretBoxError(changedAppSecretMessage);
      }
    },
  };
}
