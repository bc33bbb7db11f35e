/**
 * What the paying tab keeps for the confirmation page, per booking (sessionStorage: this tab only, kept
 * across a reload): its receipt token (decision 0105) and a home visit's address (decision 0147). In a
 * browser without storage (some private modes) nothing is kept, and the page does without; the email has
 * both.
 */
function tabMemory(prefix: string) {
  const key = (bookingId: string) => `${prefix}:${bookingId}`;
  return {
    remember(bookingId: string, value: string | null | undefined) {
      try {
        if (value) sessionStorage.setItem(key(bookingId), value);
      } catch {
        // No storage: nothing kept.
      }
    },
    recall(bookingId: string): string | null {
      try {
        return sessionStorage.getItem(key(bookingId));
      } catch {
        return null;
      }
    },
  };
}

/** The confirmation page's key to the receipt PDF. */
export const receiptTokens = tabMemory("receipt-token");
/** A home visit's address, from the verify answer. */
export const visitAddresses = tabMemory("visit-address");
