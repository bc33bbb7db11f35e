import { ChevronLeft, ChevronRight } from "lucide-react";
import { compactButton } from "../../components/ui/button-styles";
import { addDays, dayLabel } from "./week-layout";

const navButton = `${compactButton} gap-1 border-slate-400 bg-white text-slate-900 hover:bg-slate-50`;

/** The week's name and the way to the previous, the current and the next week. */
export function WeekToolbar({
  monday,
  thisMonday,
  onGo,
}: {
  monday: string;
  thisMonday: string;
  onGo(monday: string): void;
}) {
  const year = addDays(monday, 6).slice(0, 4);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={navButton} onClick={() => onGo(addDays(monday, -7))}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous week
      </button>
      <button
        type="button"
        className={navButton}
        disabled={monday === thisMonday}
        onClick={() => onGo(thisMonday)}
      >
        This week
      </button>
      <button type="button" className={navButton} onClick={() => onGo(addDays(monday, 7))}>
        Next week
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
      <p className="font-semibold text-slate-900" aria-live="polite" data-testid="week-shown">
        {dayLabel(monday)} – {dayLabel(addDays(monday, 6))} {year}
      </p>
    </div>
  );
}
