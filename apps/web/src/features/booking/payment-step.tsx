import { type CreatedBooking, dummyPayment } from "@clinic/contract/booking";
import { formatMoney } from "@clinic/contract/format";
import type { Locale } from "@clinic/contract/locales";
import type { PublicPackage } from "@clinic/contract/packages";
import type { PublicSlot } from "@clinic/contract/slots";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { useBookingTexts } from "../../i18n/booking";
import { BookingLaterTextsProvider } from "../../i18n/booking-later";
import { useLocale, useLocalePath } from "../../i18n/locale";
import { useRefusalText } from "../../i18n/refusal";
import { ApiError } from "../../lib/api-client";
import { bookingApi } from "./booking-api";
import { ChosenPackage } from "./chosen-package";
import { ChosenTime } from "./chosen-time";
import { openRazorpayCheckout, type RazorpaySuccess } from "./razorpay-checkout";
import { receiptTokens, visitAddresses } from "./tab-memory";

function remaining(until: string): number {
  return Math.max(0, Math.floor((Date.parse(until) - Date.now()) / 1000));
}

/**
 * What step 3 says when the server refuses the dummy payment: the reason (`refusal`, the page's
 * words for it) after the page's own text, unless the refusal is `payment_failed`, whose message
 * ('Payment verification failed') the toast already says (each spec text appears once). Told by the
 * code, never by the message's text.
 */
export function dummyRefusalText(
  error: ApiError,
  refused: string,
  refusal: (error: ApiError) => string,
): string {
  return error.code === "payment_failed" ? refused : `${refused} ${refusal(error)}`;
}

/**
 * What step 3 says when Razorpay Checkout reports a failed payment: Checkout's reason, which is English,
 * on an English page; a Hindi or Kannada page says the payment failed in its own words (`failed`), as
 * Checkout itself has already shown the reason.
 */
export function checkoutFailureText(locale: Locale, reason: string | undefined, failed: string): string {
  return (locale === "en" && reason) || failed;
}

/**
 * Step 3: the payment. The hold's countdown; when it runs out, the patient is told and offered
 * to choose a time again. With the dummy provider the page says plainly that it is a test payment
 * and verifies it at once with the fixed test values (spec §4; decisions 0018, 0077); with Razorpay
 * the patient opens Checkout with the Pay button; any other provider is refused at once.
 */
export function PaymentStep(props: PaymentStepProps) {
  const locale = useLocale();
  // The step's words load with it (the payment section of the later steps' words).
  return (
    <BookingLaterTextsProvider locale={locale}>
      <Payment {...props} />
    </BookingLaterTextsProvider>
  );
}

type PaymentStepProps = {
  booking: CreatedBooking;
  slot: PublicSlot;
  /** The package this booking buys (issue 35): its price is the booking's amount. */
  pkg?: PublicPackage | undefined;
  onStartOver(): void;
};

function Payment({ booking, slot, pkg, onStartOver }: PaymentStepProps) {
  const navigate = useNavigate();
  const inLocale = useLocalePath();
  const locale = useLocale();
  const text = useBookingTexts("payment");
  const refusal = useRefusalText();
  const [secondsLeft, setSecondsLeft] = useState(() => remaining(booking.holdExpiresAt));
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The dummy payment got no answer (or a server error): sending it again may work. */
  const [canRetry, setCanRetry] = useState(false);
  const verifyKey = useRef(crypto.randomUUID());

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft(remaining(booking.holdExpiresAt)), 1000);
    return () => clearInterval(timer);
  }, [booking.holdExpiresAt]);

  const expired = secondsLeft <= 0;
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, "0");
  const [holdBefore, holdAfter] = text.holding.split("{time}");

  function confirmed() {
    toast.success(text.confirmedTitle, { description: text.confirmed });
    navigate(inLocale(`/success/${booking.bookingId}`));
  }

  async function sendProof(proof: RazorpaySuccess) {
    const paid = await bookingApi.verify(
      booking.bookingId,
      { ...proof, idempotencyKey: verifyKey.current },
      verifyKey.current,
    );
    // The confirmation page's key to the receipt (decision 0105) and a home visit's address (0147): this tab only.
    receiptTokens.remember(booking.bookingId, paid?.receiptToken);
    if (paid?.kind.mode === "home_visit") visitAddresses.remember(booking.bookingId, paid.location);
    return paid;
  }

  /** Sends Razorpay's proof of payment to the server; on success, the confirmation page. */
  async function verify(proof: RazorpaySuccess) {
    setPaying(true);
    setProblem(null);
    try {
      await sendProof(proof);
    } catch (error) {
      setPaying(false);
      if (error instanceof ApiError) setProblem(refusal(error));
      toast.error(text.verifyFailedTitle, { description: text.verifyFailed });
      return;
    }
    confirmed();
  }

  /**
   * The dummy provider's payment: verified at once with the fixed test values and the booking's own
   * order id. A refusal from the server is the spec's 'Payment Verification Failed'; no answer (or a
   * server error) is 'Payment Error - Failed to process dummy payment'. Either way the patient may try
   * again while the hold lasts.
   */
  async function payDummy() {
    setPaying(true);
    setProblem(null);
    setCanRetry(false);
    try {
      await sendProof({
        razorpay_payment_id: dummyPayment.paymentId,
        razorpay_order_id: booking.orderId,
        razorpay_signature: dummyPayment.signature,
      });
    } catch (error) {
      setPaying(false);
      if (error instanceof ApiError && error.status < 500) {
        setProblem(dummyRefusalText(error, text.testRefused, refusal));
        toast.error(text.verifyFailedTitle, { description: text.verifyFailed });
      } else {
        setProblem(text.testNotSent);
        setCanRetry(true);
        toast.error(text.errorTitle, { description: text.testFailed });
      }
      return;
    }
    confirmed();
  }

  async function payRazorpay() {
    setPaying(true);
    setProblem(null);
    try {
      await openRazorpayCheckout(booking, {
        paid: (response) => void verify(response),
        dismissed: () => {
          setPaying(false);
          toast.error(text.cancelledTitle, { description: text.cancelled });
        },
        failed: (failure) => {
          const description = checkoutFailureText(locale, failure.error?.description, text.failed);
          setProblem(description);
          toast.error(text.failedTitle, { description });
        },
      });
    } catch {
      setPaying(false);
      toast.error(text.errorTitle, { description: text.loadFailed });
    }
  }

  function pay() {
    if (!booking.bookingId) {
      toast.error(text.errorTitle, { description: text.noBookingId });
      return;
    }
    if (booking.paymentProvider === "dummy") {
      void payDummy();
      return;
    }
    if (booking.paymentProvider === "razorpay" && booking.checkout) {
      void payRazorpay();
      return;
    }
    toast.error(text.errorTitle, { description: text.unknownProvider });
  }

  // Payment runs as soon as the step opens (spec §4), for every provider but Razorpay: the dummy one
  // needs no click, and any other one is said at once ('Payment Error - Unknown payment provider').
  // Razorpay's Checkout waits for the Pay button, which opens it from the patient's own gesture
  // (decision 0055). Once per step.
  const started = useRef(false);
  const dummy = booking.paymentProvider === "dummy";
  const razorpay = booking.paymentProvider === "razorpay";
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the step opens
  useEffect(() => {
    if (started.current || razorpay) return;
    started.current = true;
    pay();
  }, []);

  return (
    <section className="max-w-xl space-y-5" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-xl font-semibold text-slate-900">
        {text.heading}
      </h2>
      <ChosenTime slot={slot} />
      {pkg && <ChosenPackage pkg={pkg} />}
      <dl className="rounded-xl border border-slate-200 bg-white p-4 text-slate-900">
        <div className="flex justify-between">
          <dt>{text.fee}</dt>{" "}
          <dd className="font-semibold">{formatMoney(booking.amount, booking.currency)}</dd>
        </div>
        {/* Only a taxable clinic charges GST (decision 0105); an exempt one shows the fee alone. */}
        {booking.gstIncluded && (
          <div className="mt-1 flex justify-between text-sm text-slate-700">
            <dt>{text.say("gst", { percent: booking.taxPercent })}</dt>{" "}
            <dd>{formatMoney(booking.taxAmount, booking.currency)}</dd>
          </div>
        )}
      </dl>
      {expired ? (
        <div role="alert" className="rounded-xl border border-amber-700 bg-amber-50 p-4 text-slate-900">
          <p className="font-semibold">{text.expired}</p>
          <p className="mt-1">{text.expiredHelp}</p>
          <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={onStartOver}>
            {text.chooseAgain}
          </button>
        </div>
      ) : (
        <>
          <p className="text-slate-900" aria-live="off">
            {holdBefore}
            <strong data-testid="hold-countdown">
              {minutes}:{seconds}
            </strong>
            {holdAfter}
          </p>
          {dummy && (
            <p className="rounded-xl border border-sky-700 bg-sky-50 p-4 text-slate-900">
              <strong>{text.testTitle}</strong> {text.testNotice}
            </p>
          )}
          {dummy && (
            <p role="status" className="font-medium text-slate-900 empty:hidden">
              {paying ? text.testProcessing : ""}
            </p>
          )}
          {problem && (
            <p role="alert" className="rounded-xl border border-red-700 bg-red-50 p-4 text-slate-900">
              {problem}
            </p>
          )}
          {!dummy && !razorpay && (
            <p className="rounded-xl border border-red-700 bg-red-50 p-4 text-slate-900">{text.cannotPay}</p>
          )}
          {razorpay && (
            <button
              type="button"
              className={`${buttonStyles.primary} w-full`}
              onClick={pay}
              disabled={paying}
            >
              {paying
                ? text.paying
                : text.say("pay", { amount: formatMoney(booking.amount, booking.currency) })}
            </button>
          )}
          {dummy && canRetry && (
            <button
              type="button"
              className={`${buttonStyles.primary} w-full`}
              onClick={pay}
              disabled={paying}
            >
              {text.testRetry}
            </button>
          )}
          {dummy && problem && !canRetry && (
            <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={onStartOver}>
              {text.chooseAgain}
            </button>
          )}
        </>
      )}
    </section>
  );
}
