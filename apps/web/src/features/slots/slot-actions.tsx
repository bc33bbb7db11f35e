import type { AdminSlot } from "@clinic/contract/admin-slots";
import { completedSlotMessage, type SlotStatus, slotTransitions } from "@clinic/contract/slots";
import { compactButton as small } from "../../components/ui/button-styles";

/** The button of each move a slot allows (the contract's slotTransitions), in the spec's words (admin.md §4). */
export function moveLabel(from: SlotStatus, to: SlotStatus): string {
  if (to === "HELD") return "Hold";
  if (to === "BOOKED") return "Mark Booked";
  if (to === "COMPLETED") return "Mark Completed";
  return from === "HELD" ? "Reopen / Release Slot" : "Reopen";
}

/** The tooltip of a move whose effect its words do not say: Mark Booked takes no patient, unlike Book. */
const moveHint: Partial<Record<SlotStatus, string>> = {
  BOOKED: "Records a booking made elsewhere: no patient details, no payment. To book a patient, use Book.",
};

/** What the actions do; the page owns the dialogs and the calls, so the list and the week view share them. */
export type SlotHandlers = {
  book(slot: AdminSlot): void;
  move(slot: AdminSlot, to: SlotStatus): void;
  remove(slot: AdminSlot): void;
  edit(slot: AdminSlot): void;
};

/**
 * A slot's actions by status (admin.md §4): Book on an open slot, its moves, Delete on an open or
 * held one, Edit; a completed slot says it cannot be modified instead.
 */
export function SlotActions({ slot, on }: { slot: AdminSlot; on: SlotHandlers }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {slot.status === "OPEN" && (
        <button
          type="button"
          className={`${small} border-brand-700 bg-brand-700 text-white`}
          onClick={() => on.book(slot)}
        >
          Book
        </button>
      )}
      {slotTransitions[slot.status].map((to) => (
        <button
          key={to}
          type="button"
          className={`${small} border-slate-400`}
          title={moveHint[to]}
          onClick={() => on.move(slot, to)}
        >
          {moveLabel(slot.status, to)}
        </button>
      ))}
      {(slot.status === "OPEN" || slot.status === "HELD") && (
        <button
          type="button"
          className={`${small} border-red-700 text-red-800`}
          onClick={() => on.remove(slot)}
        >
          Delete
        </button>
      )}
      {slot.status === "COMPLETED" ? (
        <p className="text-sm text-slate-700">{completedSlotMessage}</p>
      ) : (
        <button type="button" className={`${small} border-slate-400`} onClick={() => on.edit(slot)}>
          Edit
        </button>
      )}
    </div>
  );
}
