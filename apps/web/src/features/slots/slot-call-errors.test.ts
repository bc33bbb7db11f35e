import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { isCancelled } from "./slot-call-errors";

describe("slot call errors", () => {
  it("a cancelled load is not a failure", () => {
    expect(isCancelled(new DOMException("The operation was aborted.", "AbortError"))).toBe(true);
    const controller = new AbortController();
    controller.abort();
    expect(isCancelled(new TypeError("Failed to fetch"), controller.signal)).toBe(true);
    expect(isCancelled(new ApiError(500, "boom"), new AbortController().signal)).toBe(false);
    expect(isCancelled(new TypeError("Failed to fetch"))).toBe(false);
    expect(isCancelled(undefined)).toBe(false);
  });
});
