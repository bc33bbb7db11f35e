import type { AdminSlot } from "@clinic/contract/admin-slots";
import { type SlotStatus, slotTransitions } from "@clinic/contract/slots";
import { useEffect, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { Dialog, DialogDismiss } from "../../components/ui/dialog";

/** Edit Slot (admin.md §4): a status the slot may move to (the contract's transitions), then Save. */
export function EditSlotDialog({
  slot,
  onClose,
  onSave,
}: {
  slot: AdminSlot | null;
  onClose(): void;
  onSave(slot: AdminSlot, to: SlotStatus): void;
}) {
  const [to, setTo] = useState<SlotStatus>("OPEN");
  useEffect(() => {
    if (slot) setTo(slot.status);
  }, [slot]);
  return (
    <Dialog
      open={slot !== null}
      onClose={onClose}
      title="Edit Slot"
      description="Only the statuses this slot can move to are offered."
      footer={
        <>
          <DialogDismiss />
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={!slot || to === slot.status}
            onClick={() => {
              onClose();
              if (slot) onSave(slot, to);
            }}
          >
            Save
          </button>
        </>
      }
    >
      <label htmlFor="edit-status" className="mt-3 block font-medium text-slate-900">
        Status
      </label>
      <select
        id="edit-status"
        className="mt-1 min-h-11 w-full rounded-md border border-slate-400 px-3 py-2"
        value={to}
        onChange={(e) => setTo(e.target.value as SlotStatus)}
      >
        {slot && [slot.status, ...slotTransitions[slot.status]].map((s) => <option key={s}>{s}</option>)}
      </select>
    </Dialog>
  );
}
