import type { AdminSlot } from "@clinic/contract/admin-slots";
import { slotStatuses } from "@clinic/contract/slots";
import { slotStatusColours } from "../../components/ui/status-badge";

/** The four tiles counting the shown slots by status (admin.md §2: Open, Held, Booked, Completed). */
export function SlotTiles({ slots }: { slots: readonly AdminSlot[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Slot counts">
      {slotStatuses.map((s) => (
        <li
          key={s}
          className={`flex items-baseline justify-between rounded-lg px-3 py-2 ${slotStatusColours[s]}`}
        >
          <span className="text-sm font-semibold">{s[0] + s.slice(1).toLowerCase()}</span>
          <span className="text-2xl font-bold" data-testid={`tile-${s}`}>
            {slots.filter((x) => x.status === s).length}
          </span>
        </li>
      ))}
    </ul>
  );
}
