import type { ErrorCode } from "@clinic/contract/api-envelope";

/** A refusal a person can act on, raised by a service; routes turn it into the error envelope. */
export class ServiceRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422 | 429 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
