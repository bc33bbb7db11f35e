import { ChevronLeft, ChevronRight } from "lucide-react";
import { compactButton } from "../../components/ui/button-styles";
import { addDays, dayLabel } from "./week-layout";

const navButton = `${compactButton} min-w-11 justify-center gap-1 border-slate-400 bg-white text-slate-900 hover:bg-slate-50`;

/**
 * The week's name and the way to the previous, the current and the next week (arrows alone on a
 * phone, named for screen readers).
 */
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
      <button
        type="button"
        aria-label="Previous week"
        className={navButton}
        onClick={() => onGo(addDays(monday, -7))}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Previous week</span>
      </button>
      <button
        type="button"
        className={navButton}
        disabled={monday === thisMonday}
        onClick={() => onGo(thisMonday)}
      >
        This week
      </button>
      <button
        type="button"
        aria-label="Next week"
        className={navButton}
        onClick={() => onGo(addDays(monday, 7))}
      >
        <span className="hidden sm:inline">Next week</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
      <p className="font-semibold text-slate-900" aria-live="polite" data-testid="week-shown">
        {dayLabel(monday)} – {dayLabel(addDays(monday, 6))} {year}
      </p>
    </div>
  );
}
