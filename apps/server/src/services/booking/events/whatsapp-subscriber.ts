import {
  queueWhatsAppCancellation,
  queueWhatsAppConfirmation,
  queueWhatsAppRefund,
  queueWhatsAppReschedule,
  type WhatsAppNoticeDeps,
} from "../../whatsapp/whatsapp-notices";
import type { BookingEventSubscriber } from "./booking-event";

/**
 * WhatsApp updates (decision 0103), beside the emails, to an opted-in number only. Each is queued in
 * a savepoint that swallows its failure: WhatsApp never blocks a booking, a move, a cancellation or
 * a refund.
 */
export function whatsappSubscriber(deps: WhatsAppNoticeDeps): BookingEventSubscriber {
  return {
    name: "whatsapp",
    async inTransaction(tx, event) {
      switch (event.type) {
        case "confirmed":
          await queueWhatsAppConfirmation(tx, deps, event.booking, event.slot);
          break;
        case "moved":
          // The link goes in at send time, so a Meet link changed by the calendar step is the one sent.
          await queueWhatsAppReschedule(
            tx,
            deps,
            event.booking,
            event.to,
            `${event.to.id}:${event.inviteSequence}`,
          );
          break;
        case "cancelled":
          if (event.booking.status === "PAID")
            await queueWhatsAppCancellation(tx, deps, event.booking, event.slot);
          break;
        case "refunded":
          await queueWhatsAppRefund(tx, deps, event);
          break;
      }
      return undefined;
    },
  };
}
