import type { AdminSlot } from "@clinic/contract/admin-slots";
import { compactButton } from "../../components/ui/button-styles";

/** How a booking is ended from the list: cancelled (slot opens again) or deleted with its details. */
export type EndAction = "cancel" | "delete";

/**
 * A row's buttons (admin.md §2): Details always; Create Booking on an open slot; Reschedule on a paid
 * booking not yet completed; Cancel Booking on a booking not yet completed; Delete Booking on any booking.
 */
export function BookingRowActions({
  slot,
  expanded,
  onToggleDetails,
  onCreate,
  onReschedule,
  onEnd,
}: {
  slot: AdminSlot;
  /** Whether the row's details are shown. */
  expanded: boolean;
  onToggleDetails(): void;
  onCreate(): void;
  onReschedule(): void;
  onEnd(action: EndAction): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={`${compactButton} border-slate-400`}
        aria-expanded={expanded}
        onClick={onToggleDetails}
      >
        Details
      </button>
      {slot.status === "OPEN" && (
        <button
          type="button"
          className={`${compactButton} border-brand-700 bg-brand-700 text-white`}
          onClick={onCreate}
        >
          Create Booking
        </button>
      )}
      {slot.booking && slot.status !== "COMPLETED" && slot.booking.paymentStatus === "PAID" && (
        <button type="button" className={`${compactButton} border-slate-400`} onClick={onReschedule}>
          Reschedule
        </button>
      )}
      {slot.booking && slot.status !== "COMPLETED" && (
        <button
          type="button"
          className={`${compactButton} border-red-700 text-red-800`}
          onClick={() => onEnd("cancel")}
        >
          Cancel Booking
        </button>
      )}
      {slot.booking && (
        <button
          type="button"
          className={`${compactButton} border-red-700 text-red-800`}
          onClick={() => onEnd("delete")}
        >
          Delete Booking
        </button>
      )}
    </div>
  );
}
