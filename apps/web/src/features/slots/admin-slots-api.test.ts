import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { bookingErrorMessage } from "./admin-slots-api";

// The dialog's field rules and texts are the contract's (packages/contract/src/admin-payment.test.ts).
describe("a failed admin booking (admin.md §8)", () => {
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
