import { slotMessages } from "@clinic/contract/admin-slots";
import { CancelledError } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { isCancelled, loadFailure, slotCallErrorTitle } from "./slot-call-errors";

describe("slot call errors", () => {
  it("a cancelled load is not a failure", () => {
    expect(isCancelled(new DOMException("The operation was aborted.", "AbortError"))).toBe(true);
    const controller = new AbortController();
    controller.abort();
    expect(isCancelled(new TypeError("Failed to fetch"), controller.signal)).toBe(true);
    expect(isCancelled(new ApiError(500, "boom"), new AbortController().signal)).toBe(false);
    expect(isCancelled(new TypeError("Failed to fetch"))).toBe(false);
    expect(isCancelled(undefined)).toBe(false);
    expect(isCancelled(new CancelledError({ revert: true }))).toBe(true);
  });

  it("a list load's toast is due from its first failed attempt, not after the retries, never when cancelled", () => {
    expect(loadFailure({ failureCount: 0, failureReason: null })).toBeNull();
    const boom = new ApiError(500, "boom");
    expect(loadFailure({ failureCount: 1, failureReason: boom })).toEqual({ error: boom });
    expect(loadFailure({ failureCount: 3, failureReason: boom })).toEqual({ error: boom });
    expect(
      loadFailure({ failureCount: 1, failureReason: new DOMException("aborted", "AbortError") }),
    ).toBeNull();
    expect(loadFailure({ failureCount: 1, failureReason: new CancelledError() })).toBeNull();
  });

  it("a 401 says 'Authentication required: Please log in to manage slots', as one text", () => {
    expect(
      slotCallErrorTitle(new ApiError(401, "Please sign in to continue."), "Failed to create slots"),
    ).toBe("Authentication required: Please log in to manage slots");
    expect(slotMessages.authRequired).toBe("Authentication required: Please log in to manage slots");
    expect(slotCallErrorTitle(new ApiError(403, "Forbidden"), "Failed to update slot status")).toBe(
      "Failed to update slot status",
    );
    expect(slotCallErrorTitle(new Error("x"), "Failed to delete slot")).toBe("Failed to delete slot");
  });

  it("the spec's colon texts are whole", () => {
    expect(slotMessages.validationError).toBe("Validation Error: Please correct the errors in the form");
    expect(slotMessages.loadFailedForDate).toBe("Error: Failed to load slots for selected date.");
  });
});
