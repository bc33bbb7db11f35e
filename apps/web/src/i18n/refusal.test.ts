import { errorCodes } from "@clinic/contract/api-envelope";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { bookingEn } from "./booking-texts.en";
import { bookingHi } from "./booking-texts.hi";
import { bookingKn } from "./booking-texts.kn";
import { refusalText } from "./refusal";

describe("a server refusal in the page's language", () => {
  const taken = new ApiError(409, "This slot is no longer available", "slot_unavailable");

  it("keeps the server's exact words in English", () => {
    expect(refusalText(taken, "en", bookingEn.refusals)).toBe("This slot is no longer available");
  });

  it("reads the code in Hindi and Kannada", () => {
    expect(refusalText(taken, "hi", bookingHi.refusals)).toBe(bookingHi.refusals.slot_unavailable);
    expect(refusalText(taken, "kn", bookingKn.refusals)).toBe(bookingKn.refusals.slot_unavailable);
    expect(bookingKn.refusals.slot_unavailable).not.toBe(bookingEn.refusals.slot_unavailable);
  });

  it("says how many minutes to wait when the server said (its Retry-After)", () => {
    const limited = new ApiError(
      429,
      "Too many requests. Please wait 150 seconds and try again.",
      "rate_limited",
    );
    const timed = new ApiError(429, limited.message, "rate_limited", undefined, undefined, 150);
    expect(refusalText(timed, "en", bookingEn.refusals)).toBe(limited.message);
    expect(refusalText(timed, "kn", bookingKn.refusals)).toBe(
      "ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು 3 ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    );
    expect(refusalText(timed, "hi", bookingHi.refusals)).toContain("3 मिनट");
    expect(refusalText(limited, "hi", bookingHi.refusals)).toBe(bookingHi.refusals.rate_limited);
  });

  it("has a text for every code the server sends, in every language", () => {
    for (const texts of [bookingEn.refusals, bookingHi.refusals, bookingKn.refusals])
      for (const code of errorCodes) expect(texts[code], code).toBeTruthy();
  });

  it("tells a failure that never reached the server as a lost connection", () => {
    expect(refusalText(new TypeError("Failed to fetch"), "kn", bookingKn.refusals)).toBe(
      bookingKn.refusals.network,
    );
    expect(refusalText(new TypeError("Failed to fetch"), "en", bookingEn.refusals)).toBe(
      bookingEn.refusals.network,
    );
  });

  it("falls back by status when a refusal carries no known code", () => {
    expect(refusalText(new ApiError(502, "Bad gateway"), "hi", bookingHi.refusals)).toBe(
      bookingHi.refusals.internal_error,
    );
    expect(refusalText(new ApiError(400, ""), "en", bookingEn.refusals)).toBe(bookingEn.refusals.bad_request);
  });
});
