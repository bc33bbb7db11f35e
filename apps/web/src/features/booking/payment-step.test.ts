import { describe, expect, it } from "vitest";
import { bookingEn } from "../../i18n/booking-texts.en";
import { ApiError } from "../../lib/api-client";
import { dummyRefusalText as refusalIn } from "./payment-step";

/** The refusal as the English page words it. */
const dummyPaymentTexts = { refused: bookingEn.payment.testRefused };
const dummyRefusalText = (error: ApiError) => refusalIn(error, dummyPaymentTexts.refused);

describe("the dummy payment's refusal is told apart by its code, never its text", () => {
  it("payment_failed: the page's own text only (the toast already says 'Payment Verification Failed')", () => {
    expect(dummyRefusalText(new ApiError(400, "Payment verification failed", "payment_failed"))).toBe(
      dummyPaymentTexts.refused,
    );
    expect(dummyRefusalText(new ApiError(400, "Some other wording", "payment_failed"))).toBe(
      dummyPaymentTexts.refused,
    );
  });

  it("any other refusal adds the server's reason, even when it reads like the generic one", () => {
    expect(dummyRefusalText(new ApiError(409, "This booking was refunded.", "payment_refunded"))).toBe(
      `${dummyPaymentTexts.refused} This booking was refunded.`,
    );
    expect(dummyRefusalText(new ApiError(400, "Payment verification failed", "bad_request"))).toBe(
      `${dummyPaymentTexts.refused} Payment verification failed`,
    );
  });
});
