import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { bookingErrorMessage } from "./admin-slots-api";
import { validateBooking } from "./booking-form-rules";

describe("admin booking dialog rules (admin.md §5)", () => {
  const ok = { name: "Asha", email: "asha@example.com", phone: "9876543210", notes: "" };
  it("accepts a complete form; notes are optional", () => {
    expect(validateBooking(ok, "slots")).toEqual({});
  });
  it("uses the spec's texts", () => {
    expect(validateBooking({ name: " ", email: "", phone: "", notes: "" }, "slots")).toEqual({
      name: "Patient name is required",
      email: "Email address is required",
      phone: "Phone number is required",
    });
    expect(validateBooking({ ...ok, name: "A" }, "bookings").name).toBe("Name must be at least 2 characters");
    expect(validateBooking({ ...ok, email: "a@b" }, "slots").email).toBe(
      "Please enter a valid email address",
    );
    expect(validateBooking({ ...ok, phone: "98765" }, "slots").phone).toBe(
      "Please enter a valid 10-digit mobile number",
    );
  });
  it("the bookings screen's variant uses its own texts; the slot screen keeps its own", () => {
    const bad = { name: "A", email: "a@b", phone: "98765", notes: "" };
    expect(validateBooking(bad, "bookings")).toEqual({
      name: "Name must be at least 2 characters",
      email: "Invalid email address",
      phone: "Phone number must be 10 digits",
    });
    expect(validateBooking({ ...bad, phone: "98765x3210" }, "bookings").phone).toBe(
      "Phone number must contain only digits",
    );
    expect(validateBooking(bad, "slots")).toEqual({
      email: "Please enter a valid email address",
      phone: "Please enter a valid 10-digit mobile number",
    });
    expect(validateBooking({ name: " ", email: "", phone: "", notes: "" }, "bookings")).toEqual({
      name: "Patient name is required",
      email: "Email address is required",
      phone: "Phone number is required",
    });
    expect(validateBooking(ok, "bookings")).toEqual({});
  });
  it("maps failures as §8 says", () => {
    expect(bookingErrorMessage(new ApiError(404, "x"))).toBe(
      "Admin booking endpoint not found. The feature may not be deployed yet.",
    );
    expect(bookingErrorMessage(new ApiError(403, "x"))).toBe("Authentication failed. Please log in again.");
    expect(bookingErrorMessage(new ApiError(400, "x"))).toBe(
      "Invalid booking data. Please check all fields and try again.",
    );
    expect(bookingErrorMessage(new ApiError(409, "This slot is taken"))).toBe("This slot is taken");
    expect(bookingErrorMessage(new TypeError("Failed to fetch"))).toMatch(/internet connection/);
  });
});
