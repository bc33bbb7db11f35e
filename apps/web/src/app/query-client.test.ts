import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { createQueryClient, retryDelay, shouldRetry } from "./query-client";

describe("data fetching defaults (spec §9)", () => {
  it("retries up to 3 times, never a 4xx", () => {
    const serverError = new ApiError(503, "down");
    expect([0, 1, 2].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true]);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new ApiError(404, "missing"))).toBe(false);
    expect(shouldRetry(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("waits exponentially longer, at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("collects unused data after 5 minutes", () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});
