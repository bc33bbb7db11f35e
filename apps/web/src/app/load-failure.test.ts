import { CancelledError } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { isCancelled, loadFailure } from "./load-failure";

describe("load failures", () => {
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
});
