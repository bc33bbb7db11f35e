import { type AdminSlot, slotEnd } from "@clinic/contract/admin-slots";
import { formatTime } from "@clinic/contract/format";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { Dialog, DialogDismiss } from "../../components/ui/dialog";
import { StatusBadge } from "../../components/ui/status-badge";
import { BookingDetails } from "./booking-details";
import { SlotActions, type SlotHandlers } from "./slot-actions";
import { dayLabel } from "./week-layout";

/**
 * A week-view slot's actions: the same as its list row (status, Booking Details, the moves), in a
 * dialog; times 12-hour as in every dialog (admin.md §9). An action closes it first, so the dialog it
 * opens (booking, delete, edit) is the only one.
 */
export function SlotDialog({
  slot,
  zone,
  on,
  onClose,
}: {
  slot: AdminSlot | null;
  zone: string;
  on: SlotHandlers;
  onClose(): void;
}) {
  const closeThen =
    <A extends unknown[]>(act: (...args: A) => void) =>
    (...args: A) => {
      onClose();
      act(...args);
    };
  const handlers: SlotHandlers = {
    book: closeThen(on.book),
    move: closeThen(on.move),
    remove: closeThen(on.remove),
    edit: closeThen(on.edit),
  };
  const title = slot
    ? `${dayLabel(dateKeyInZone(slot.startAt, zone))}, ${formatTime(slot.startAt, zone)} – ${formatTime(slotEnd(slot), zone)}`
    : "";
  return (
    <Dialog
      open={slot !== null}
      onClose={onClose}
      title={title}
      size="md"
      footer={<DialogDismiss>Close</DialogDismiss>}
    >
      {slot && (
        <div className="mt-3 space-y-3">
          <p className="flex items-center gap-2 text-slate-800">
            Status <StatusBadge status={slot.status} />
          </p>
          {slot.status !== "OPEN" && <BookingDetails slot={slot} heading="h3" />}
          <SlotActions slot={slot} on={handlers} />
        </div>
      )}
    </Dialog>
  );
}
