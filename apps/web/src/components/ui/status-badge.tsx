import type { SlotStatus } from "@clinic/contract/slots";

/** Slot status colours, shared by the badge, the week view and its legend (text keeps AA contrast). */
export const slotStatusColours: Record<SlotStatus, string> = {
  OPEN: "bg-green-100 text-green-900",
  HELD: "bg-amber-100 text-amber-900",
  BOOKED: "bg-sky-100 text-sky-900",
  COMPLETED: "bg-slate-200 text-slate-900",
};

/** A slot's status as a pill; the word is always shown (colour never carries meaning alone). */
export function StatusBadge({ status, className = "" }: { status: SlotStatus; className?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${slotStatusColours[status]} ${className}`}
    >
      {status}
    </span>
  );
}
