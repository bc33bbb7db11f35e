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
