export type Fields = { name: string; email: string; phone: string; notes: string };
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** admin.md §5 booking dialog. `variant` "bookings" is the bookings screen's (name ≥ 2, notes optional). */
export function validateBooking(
  f: Fields,
  variant: "slots" | "bookings",
): Partial<Record<keyof Fields, string>> {
  const e: Partial<Record<keyof Fields, string>> = {};
  const name = f.name.trim();
  if (!name) e.name = "Patient name is required";
  else if (variant === "bookings" && name.length < 2) e.name = "Name must be at least 2 characters";
  if (!f.email.trim()) e.email = "Email address is required";
  else if (!emailPattern.test(f.email.trim())) e.email = "Please enter a valid email address";
  if (!f.phone) e.phone = "Phone number is required";
  else if (f.phone.length !== 10) e.phone = "Please enter a valid 10-digit mobile number";
  return e;
}
