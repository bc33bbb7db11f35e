import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";

/** Spec §9: up to 3 retries, exponential delay capped at 30 s, unused data collected after 5 minutes. */
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
export const GC_TIME_MS = 5 * 60 * 1000;

/** Never retry a 4xx: the request itself was wrong and repeating it changes nothing. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s ... capped at 30 s (attempt counts from 0). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: GC_TIME_MS },
      // Mutations are not retried by default: a booking or payment is retried by the user, with the same key.
      mutations: { retry: false },
    },
  });
}
