import { randomBytes } from "node:crypto";
import { dummyPayment } from "@clinic/contract/booking";

/** What a payment provider does for a booking (decision 0018 for dummy). */
export interface PaymentProvider {
  readonly name: "dummy" | "razorpay";
  /**
   * Orders are made in this process with no network call (dummy): the booking's transaction makes
   * the order itself. Any other provider is asked after the hold commits (decision 0040).
   */
  readonly local?: boolean;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
  /** True when the callback proves payment of `storedOrderId`. */
  verify(input: {
    storedOrderId: string;
    orderId: string;
    paymentId: string;
    signature: string;
    amount: number;
    currency: string;
  }): Promise<boolean>;
  /** What Razorpay Checkout needs in the browser; nothing secret. */
  checkoutKeyId(): string | null;
  /** The address of the browser checkout's script (Razorpay Checkout); none for dummy. */
  checkoutScriptUrl?(): string;
  /** Gives a payment back in full (providers that take money). */
  refund?(paymentId: string, amount: number): Promise<void>;
}

/** Gives consultations away: accepts exactly the fixed test values and the booking's own order id. */
export function createDummyProvider(): PaymentProvider {
  return {
    name: "dummy",
    local: true,
    async createOrder() {
      return { orderId: `order_dummy_${randomBytes(12).toString("hex")}` };
    },
    async verify({ storedOrderId, orderId, paymentId, signature }) {
      return (
        paymentId === dummyPayment.paymentId &&
        signature === dummyPayment.signature &&
        orderId === storedOrderId
      );
    },
    checkoutKeyId: () => null,
  };
}
