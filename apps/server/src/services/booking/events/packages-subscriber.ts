import { returnCredit } from "../../packages/package-credits";
import type { BookingEventSubscriber } from "./booking-event";

/**
 * Packages (issue 35, decision 0131): a session paid from a package gives its credit back when it is
 * cancelled (a patient may cancel only inside the change window; the clinic at any time) or deleted
 * before it took place, in the same transaction, once.
 */
export function packagesSubscriber(): BookingEventSubscriber {
  return {
    name: "packages",
    async inTransaction(tx, event) {
      if (event.type === "cancelled" || (event.type === "deleted" && event.slotReopened))
        await returnCredit(tx, event.booking.id, event.at);
      return undefined;
    },
  };
}
