import type { ErrorCode } from "@clinic/contract/api-envelope";

/**
 * A refusal a person can act on, raised by a use case: a code from the contract (what a client
 * switches on), a message safe to show, and field errors when input was wrong. The HTTP status is
 * not the service's to choose: http/error-statuses.ts maps each code to one, once.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    counts: {
      /** For `rate_limited`: when to try again (the answer's Retry-After). */
      retryAfterSeconds?: number;
      /** For `code_invalid`: how many more codes may be tried (the envelope's `triesLeft`). */
      triesLeft?: number;
    } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.retryAfterSeconds = counts.retryAfterSeconds;
    this.triesLeft = counts.triesLeft;
  }

  readonly retryAfterSeconds: number | undefined;
  readonly triesLeft: number | undefined;
}
