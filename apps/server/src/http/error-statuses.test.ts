import { errorCodes } from "@clinic/contract/api-envelope";
import { describe, expect, it } from "vitest";
import { errorStatuses, statusOf } from "./error-statuses";

describe("error code → HTTP status (decision 0089)", () => {
  it("gives every code of the contract one status, and names no other code", () => {
    expect(Object.keys(errorStatuses).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) expect(statusOf(code)).toBeGreaterThanOrEqual(400);
  });

  it("answers the booking causes with the issue's statuses", () => {
    expect({
      slot_unavailable: statusOf("slot_unavailable"),
      closed_day: statusOf("closed_day"),
      hold_limit: statusOf("hold_limit"),
      idempotency_key_reused: statusOf("idempotency_key_reused"),
      request_in_progress: statusOf("request_in_progress"),
      payment_failed: statusOf("payment_failed"),
      payment_refunded: statusOf("payment_refunded"),
      not_cancellable: statusOf("not_cancellable"),
      not_reschedulable: statusOf("not_reschedulable"),
      change_window_closed: statusOf("change_window_closed"),
      booking_changed: statusOf("booking_changed"),
    }).toEqual({
      slot_unavailable: 409,
      closed_day: 409,
      hold_limit: 429,
      idempotency_key_reused: 422,
      request_in_progress: 409,
      payment_failed: 400,
      payment_refunded: 409,
      not_cancellable: 409,
      not_reschedulable: 409,
      change_window_closed: 409,
      booking_changed: 409,
    });
  });
});
