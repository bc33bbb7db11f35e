import { useSearchParams } from "react-router";
import { todayKey } from "../../lib/clinic-zone";
import { isDayKey, weekStart } from "./week-layout";

export type SlotsView = "list" | "week";

/**
 * Which view the slot screen shows and which week, kept in the address (`?view=week&week=2026-11-23`)
 * so a reload or a shared link opens the same. The list is the default (admin.md §2); the week is
 * this week in the clinic's zone unless one is named.
 */
export function useSlotsView(zone: string | undefined) {
  const [params, setParams] = useSearchParams();
  const view: SlotsView = params.get("view") === "week" ? "week" : "list";
  const named = params.get("week");
  const monday = weekStart(isDayKey(named) ? named : todayKey(zone));
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
        return next;
      },
      { replace: true },
    );
  return {
    view,
    monday,
    setView: (v: SlotsView) => update({ view: v }),
    /** Shows the week holding `day`. */
    showWeekOf: (day: string) => update({ week: weekStart(day) }),
  };
}
