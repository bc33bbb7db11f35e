import { type AdminSlot, slotMessages, slotUpdatedVerb } from "@clinic/contract/admin-slots";
import type { SlotStatus } from "@clinic/contract/slots";
import { toast } from "../../components/ui/toast";
import { adminSlotsApi } from "./admin-slots-api";
import { slotCallErrorTitle } from "./slot-call-errors";

/** A slot's status change and deletion with the spec's toasts (admin.md §8); `refresh` after each. */
export function useSlotCalls(refresh: () => Promise<unknown>) {
  async function move(slot: AdminSlot, to: SlotStatus) {
    try {
      await adminSlotsApi.setStatus(slot.slotId, to);
      toast.success("Slot Updated", { description: `Slot ${slotUpdatedVerb[to]}` });
      await refresh();
    } catch (error) {
      const title = slotCallErrorTitle(error, slotMessages.updateFailed);
      toast.error(title, {
        description:
          title === slotMessages.updateFailed && error instanceof Error ? error.message : undefined,
      });
    }
  }
  async function remove(slot: AdminSlot) {
    try {
      await adminSlotsApi.remove(slot.slotId);
      toast.success("Slot Deleted", { description: "Slot has been permanently deleted" });
      await refresh();
    } catch (error) {
      toast.error(
        slotCallErrorTitle(
          error,
          error instanceof Error && error.message ? error.message : slotMessages.deleteFailed,
        ),
      );
    }
  }
  return { move, remove };
}
