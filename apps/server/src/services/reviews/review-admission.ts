import { countQueuedFromNewNetworks, networkSeenBefore } from "../../db/review-repository";
import type { Tx } from "../../db/transaction";
import type { AddressHasher } from "../address-hash";
import { clientNetworkOf } from "../client-network";

const hourMs = 3_600_000;

/** How a new review is stored: in the pending queue, or held back (decision 0115). */
export type ReviewAdmission = {
  status: "pending" | "held";
  clientKey: string | null;
  fromNewNetwork: boolean;
  queuedAt: Date | null;
};

/**
 * Where a review from `clientAddress` goes. A network seen before (an approved review from it, or a paid
 * booking) is always queued. A new network's review is queued while fewer than the cap's reviews from new
 * networks joined the queue in the last hour, and held back otherwise. Runs under the notice state's lock
 * (db/review-notice-repository.ts), so concurrent reviews on several servers count exactly.
 *
 * The review's key is its network's (clientNetworkOf: the IPv4 address, the IPv6 /64), like the hold
 * limit's, so one host cannot make every review "new" by changing addresses inside its /64.
 */
export async function admitReview(
  tx: Tx,
  deps: { addressHash: AddressHasher; newNetworkReviewsPerHour: number },
  clientAddress: string | undefined,
  at: Date,
): Promise<ReviewAdmission> {
  const network = clientAddress === undefined ? undefined : clientNetworkOf(clientAddress);
  const clientKey = network === undefined ? null : deps.addressHash("review", network);
  // Without an address (never over HTTP) nothing says the sender was seen: a new network.
  if (network !== undefined && clientKey !== null) {
    const bookingKey = deps.addressHash("client", network);
    if (await networkSeenBefore(tx, { reviewKey: clientKey, bookingKey }))
      return { status: "pending", clientKey, fromNewNetwork: false, queuedAt: at };
  }
  return (await roomInHourlyCap(tx, deps.newNetworkReviewsPerHour, at)) > 0
    ? { status: "pending", clientKey, fromNewNetwork: true, queuedAt: at }
    : { status: "held", clientKey, fromNewNetwork: true, queuedAt: null };
}

/** How many held reviews may join the queue at `at` without passing the hourly cap. */
export async function roomInHourlyCap(tx: Tx, perHour: number, at: Date): Promise<number> {
  return Math.max(0, perHour - (await countQueuedFromNewNetworks(tx, new Date(at.getTime() - hourMs))));
}
