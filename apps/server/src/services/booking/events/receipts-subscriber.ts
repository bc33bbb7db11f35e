import { boughtAPackage } from "../../packages/online-packages";
import { issueCreditNote, issueReceipt } from "../../receipts/issue-receipt";
import type { BookingDeps } from "../booking-deps";
import type { BookingEventSubscriber } from "./booking-event";

/**
 * Receipts (decision 0105): a paid booking's receipt and a cancelled paid booking's credit note,
 * numbered in the payment's (or the cancellation's) transaction, so a number is never used twice
 * nor skipped. "Not charged" gets none (issueReceipt decides), nor a booking whose payment bought a
 * package (issue 35): the package's one receipt is the payment's, and its sessions issue none.
 */
export function receiptsSubscriber(deps: Pick<BookingDeps, "settings">): BookingEventSubscriber {
  return {
    name: "receipts",
    async inTransaction(tx, event) {
      if (event.type === "paid" && !(await boughtAPackage(tx, event.booking.id)))
        await issueReceipt(tx, event.booking, event.slot, deps.settings.clinicTimezone, event.at);
      if (event.type === "cancelled" && event.booking.status === "PAID")
        await issueCreditNote(
          tx,
          { bookingId: event.booking.id, slot: event.slot },
          deps.settings.clinicTimezone,
          event.at,
        );
      return undefined;
    },
  };
}
