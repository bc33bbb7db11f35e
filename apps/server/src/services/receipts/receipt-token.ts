import type { SecretBox } from "../secret-box";

/**
 * The confirmation page's key to the booking's receipt (decision 0105). That page never holds the
 * manage token (decision 0093), so the paying browser's verify answer carries this instead: the
 * booking id sealed with APP_SECRET for this one purpose. It opens the receipt and the credit note
 * of that booking and nothing else (not the manage page, not the intake).
 */
const purpose = "receipts.download";

export function receiptTokenFor(box: SecretBox | undefined, bookingId: string): string | undefined {
  return box?.seal(bookingId, purpose);
}

export function isReceiptToken(box: SecretBox | undefined, bookingId: string, token: string): boolean {
  if (!box) return false;
  try {
    return box.open(token, purpose) === bookingId;
  } catch {
    return false;
  }
}
