import type { AdminSlot } from "@clinic/contract/admin-slots";
import type { RowAction } from "../../components/ui/data-table";

/** A dialog a row's menu opens, and for which slot. */
export type BookingDialog = { kind: "create" | "reschedule" | "cancel" | "delete"; slot: AdminSlot };

/**
 * A row's menu (admin.md §2): Create Booking on an open slot; Reschedule on a paid booking not yet
 * completed; Cancel Booking on a booking not yet completed; Delete Booking on any booking.
 * (Details comes first, from the table itself.)
 */
export function bookingActions(slot: AdminSlot, open: (dialog: BookingDialog) => void): RowAction[] {
  const b = slot.booking;
  const actions: RowAction[] = [];
  if (slot.status === "OPEN")
    actions.push({ label: "Create Booking", onSelect: () => open({ kind: "create", slot }) });
  if (b && slot.status !== "COMPLETED" && b.paymentStatus === "PAID")
    actions.push({ label: "Reschedule", onSelect: () => open({ kind: "reschedule", slot }) });
  if (b && slot.status !== "COMPLETED")
    actions.push({
      label: "Cancel Booking",
      tone: "danger",
      onSelect: () => open({ kind: "cancel", slot }),
    });
  if (b)
    actions.push({ label: "Delete Booking", tone: "danger", onSelect: () => open({ kind: "delete", slot }) });
  return actions;
}

/** What a row is called in its menu button: the patient and the time, or the slot's time alone. */
export function bookingRowName(slot: AdminSlot, when: string): string {
  return slot.booking ? `${slot.booking.customerName}, ${when}` : `slot ${when}`;
}
