export type Fields = { name: string; email: string; phone: string; notes: string };
export type BookingFormVariant = "slots" | "bookings";
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The texts of each variant (admin.md §5 booking dialog): the slot screen's, and the bookings screen's
 * variant texts. The required-field texts are the same on both screens.
 */
export const bookingFormTexts = {
  slots: {
    nameMinLength: 1,
    nameRequired: "Patient name is required",
    nameTooShort: "Patient name is required",
    emailRequired: "Email address is required",
    emailInvalid: "Please enter a valid email address",
    phoneRequired: "Phone number is required",
    phoneNotDigits: "Please enter a valid 10-digit mobile number",
    phoneLength: "Please enter a valid 10-digit mobile number",
  },
  bookings: {
    nameMinLength: 2,
    nameRequired: "Patient name is required",
    nameTooShort: "Name must be at least 2 characters",
    emailRequired: "Email address is required",
    emailInvalid: "Invalid email address",
    phoneRequired: "Phone number is required",
    phoneNotDigits: "Phone number must contain only digits",
    phoneLength: "Phone number must be 10 digits",
  },
} as const satisfies Record<BookingFormVariant, Record<string, string | number>>;

/** admin.md §5 booking dialog. `variant` "bookings" is the bookings screen's (name ≥ 2, its own texts; notes optional). */
export function validateBooking(
  f: Fields,
  variant: BookingFormVariant,
): Partial<Record<keyof Fields, string>> {
  const t = bookingFormTexts[variant];
  const e: Partial<Record<keyof Fields, string>> = {};
  const name = f.name.trim();
  if (!name) e.name = t.nameRequired;
  else if (name.length < t.nameMinLength) e.name = t.nameTooShort;
  const email = f.email.trim();
  if (!email) e.email = t.emailRequired;
  else if (!emailPattern.test(email)) e.email = t.emailInvalid;
  // The field keeps digits only (non-digits are stripped as typed); the digits check guards the rule.
  if (!f.phone) e.phone = t.phoneRequired;
  else if (/\D/.test(f.phone)) e.phone = t.phoneNotDigits;
  else if (f.phone.length !== 10) e.phone = t.phoneLength;
  return e;
}
