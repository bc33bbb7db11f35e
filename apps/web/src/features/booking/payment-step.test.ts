import { describe, expect, it } from "vitest";
import { bookingLaterEn } from "../../i18n/booking-later-texts.en";
import { bookingLaterHi } from "../../i18n/booking-later-texts.hi";
import { bookingLaterKn } from "../../i18n/booking-later-texts.kn";
import { bookingEn } from "../../i18n/booking-texts.en";
import { bookingKn } from "../../i18n/booking-texts.kn";
import { refusalText } from "../../i18n/refusal";
import { ApiError } from "../../lib/api-client";
import { checkoutFailureText, dummyRefusalText as refusalIn } from "./payment-step";

/** The refusal as the English page words it. */
const dummyPaymentTexts = { refused: bookingLaterEn.payment.testRefused };
const dummyRefusalText = (error: ApiError) =>
  refusalIn(error, dummyPaymentTexts.refused, (e) => refusalText(e, "en", bookingEn.refusals));

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

  it("on a Kannada page, the reason is the Kannada text for the refusal's code", () => {
    const refused = new ApiError(409, "This booking was refunded.", "payment_refunded");
    expect(
      refusalIn(refused, bookingLaterKn.payment.testRefused, (e) => refusalText(e, "kn", bookingKn.refusals)),
    ).toBe(`${bookingLaterKn.payment.testRefused} ${bookingKn.refusals.payment_refunded}`);
  });
});

describe("Razorpay Checkout's failure, as step 3 says it", () => {
  const reason = "Your card was declined by the bank.";
  it("English: Checkout's own reason, else the page's words", () => {
    expect(checkoutFailureText("en", reason, bookingLaterEn.payment.failed)).toBe(reason);
    expect(checkoutFailureText("en", undefined, bookingLaterEn.payment.failed)).toBe(
      bookingLaterEn.payment.failed,
    );
  });

  it("Hindi and Kannada: the page's words, never Checkout's English reason", () => {
    expect(checkoutFailureText("hi", reason, bookingLaterHi.payment.failed)).toBe(
      bookingLaterHi.payment.failed,
    );
    expect(checkoutFailureText("kn", reason, bookingLaterKn.payment.failed)).toBe(
      bookingLaterKn.payment.failed,
    );
    expect(bookingLaterKn.payment.failed).not.toBe(bookingLaterEn.payment.failed);
  });
});
