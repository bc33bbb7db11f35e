import { createHash, randomBytes } from "node:crypto";
import type { SecretBox } from "../secret-box";

/** The patient's manage token (decision 0093): only its hash is kept, and a copy sealed for the reminders. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(`manage:${token}`).digest("hex");
}

/** The secret box's purpose for a booking's manage token: a sealed token only opens for its booking. */
export const manageTokenPurpose = (bookingId: string) => `bookings.manage_token:${bookingId}`;

/**
 * The manage token sealed with APP_SECRET (AES-256-GCM, decision 0066), stored next to its hash so
 * the reminders can carry the manage link; null without a secret box.
 */
export function sealManageToken(box: SecretBox | undefined, bookingId: string, token: string): string | null {
  return box ? box.seal(token, manageTokenPurpose(bookingId)) : null;
}
