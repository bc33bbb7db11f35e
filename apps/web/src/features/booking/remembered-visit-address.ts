/**
 * A home visit's address, as the paying browser's verify answer gave it, for the confirmation page in
 * this tab. The confirmation's own read takes no token, so it never carries the patient's address
 * (decision 0147); the patient sees it here after paying, and in their emails and manage page.
 */
const key = (bookingId: string) => `visit-address:${bookingId}`;

export function rememberVisitAddress(bookingId: string, address: string | null | undefined) {
  try {
    if (address) sessionStorage.setItem(key(bookingId), address);
  } catch {
    // Private mode without storage: the page says the visit is booked; the email has the address.
  }
}

export function rememberedVisitAddress(bookingId: string): string | null {
  try {
    return sessionStorage.getItem(key(bookingId));
  } catch {
    return null;
  }
}
