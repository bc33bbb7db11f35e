import type { AdminSlot } from "@clinic/contract/admin-slots";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { adminBookingsApi } from "./admin-bookings-api";

/** A booking the admin asked to cancel (the slot opens again) or delete, waiting for their answer. */
export type EndingBooking = { slot: AdminSlot; action: "cancel" | "delete" };

/**
 * admin.md §2 Cancel Booking and Delete Booking: asks first; on yes, cancels (the slot opens again,
 * a paid booking is refunded) or deletes the booking, and says how it went.
 */
export function EndBookingDialog({
  ending,
  onClose,
  onDone,
}: {
  ending: EndingBooking | null;
  onClose(): void;
  onDone(): Promise<unknown>;
}) {
  async function end() {
    const target = ending;
    onClose();
    if (!target?.slot.booking) return;
    try {
      await adminBookingsApi.remove(target.slot.booking.bookingId, target.action);
      toast.success(target.action === "cancel" ? "Booking Cancelled" : "Booking Deleted");
      await onDone();
    } catch (error) {
      toast.error(target.action === "cancel" ? "Failed to cancel booking" : "Failed to delete booking", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }
  return (
    <ConfirmDialog
      open={ending !== null}
      title={ending?.action === "delete" ? "Delete Booking" : "Cancel Booking"}
      question={
        ending?.action === "delete"
          ? "Delete this booking and the patient's details permanently? This action cannot be undone."
          : "Cancel this booking? The slot opens again, a paid booking is refunded and the patient is emailed."
      }
      confirmLabel={ending?.action === "delete" ? "Delete Booking" : "Cancel Booking"}
      dismissLabel="Keep booking"
      onCancel={onClose}
      onConfirm={end}
    />
  );
}
