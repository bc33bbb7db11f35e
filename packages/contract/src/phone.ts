/** Phone numbers (public-site.md §5, §9): a fixed +91 prefix and exactly 10 digits. */
export const phoneCountryCode = "+91";
export const phoneDigits = 10;
export const phonePattern = /^\+91\d{10}$/;
export const invalidPhoneMessage = "Please enter a valid 10-digit mobile number";

/** What the input keeps as the visitor types: digits only, at most 10. */
export function normalisePhoneInput(typed: string): string {
  return typed.replace(/\D/g, "").slice(0, phoneDigits);
}

/** The value sent to the server: +91 followed by the 10 digits. */
export function toE164India(digits: string): string {
  return `${phoneCountryCode}${normalisePhoneInput(digits)}`;
}

export function isValidIndianPhone(value: string): boolean {
  return phonePattern.test(value);
}

/**
 * The 10 national digits of a stored number, whichever way it was kept: as typed (`+919876543210`) or as
 * a record's key (`919876543210`, decision 0099). What the phone box shows.
 */
export function nationalDigits(stored: string): string {
  const digits = stored.replace(/\D/g, "");
  const country = phoneCountryCode.slice(1);
  return digits.length === phoneDigits + country.length && digits.startsWith(country)
    ? digits.slice(country.length)
    : digits.slice(-phoneDigits);
}
