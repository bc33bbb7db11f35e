import { type KeyboardEvent, useEffect, useRef, useState } from "react";

/**
 * The calendar's words in the page's language (the booking texts' `calendar` section, which the page gives):
 * the lists are comma-separated (months from January, weekdays from Sunday); `say("dayName", …)` fills
 * "{day} {month} {year}, {weekday}". English's are react-day-picker's, as the admin's calendar says them.
 */
export type CalendarWords = Record<
  | "months"
  | "weekdaysShort"
  | "weekdays"
  | "today"
  | "selected"
  | "marked"
  | "previousMonth"
  | "nextMonth"
  | "navigation"
  | "calendar",
  string
> & { say(key: "dayName", values: Record<string, string | number>): string };

/** Six weeks, always: the calendar keeps one height whatever the month, so nothing below it moves. */
const weeksShown = 6;

export function startOfDay(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate());
}
export function startOfMonth(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), 1);
}
export function endOfMonth(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth() + 1, 0);
}
function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}
function addMonths(day: Date, months: number): Date {
  return new Date(day.getFullYear(), day.getMonth() + months, 1);
}
function sameDay(a: Date | undefined, b: Date | undefined): boolean {
  return !!a && !!b && a.getTime() === startOfDay(b).getTime();
}
/** YYYY-MM-DD in local time: how `data-day` names a day (the tests find days by it) and the booking calls ask. */
export function toDateKey(day: Date): string {
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}
/**
 * "25 November 2031, Tuesday": a day button's name, which begins with the number the button shows
 * (WCAG 2.5.3 Label in Name: a voice user says "click 25"). Both calendars name days this way.
 */
export function dayName(day: Date, words: CalendarWords): string {
  return words.say("dayName", {
    day: day.getDate(),
    month: words.months.split(",")[day.getMonth()] ?? "",
    year: day.getFullYear(),
    weekday: words.weekdays.split(",")[day.getDay()] ?? "",
  });
}

/** The whole name of a day button: its date, then what is true of it. */
export function dayButtonName(
  day: Date,
  is: { today?: boolean; selected?: boolean; marked?: boolean },
  words: CalendarWords,
): string {
  return [
    dayName(day, words),
    is.today && words.today,
    is.selected && words.selected,
    is.marked && words.marked,
  ]
    .filter(Boolean)
    .join(", ");
}

type MonthCalendarProps = {
  /** The month shown; undefined before the browser knows today (the prerendered page): empty days. */
  month: Date | undefined;
  onMonthChange(month: Date): void;
  selected: Date | undefined;
  onSelect(date: Date): void;
  /** Days before this one cannot be chosen, nor months before its month shown. */
  firstDay: Date | undefined;
  /** Days to mark: bold and underlined, and named "…, has free times" to a screen reader. */
  marked?: Date[];
  words: CalendarWords;
};

/**
 * The booking pages' calendar: one month, six weeks, one day chosen, in the brand's teal (today ringed, the
 * chosen day filled); the same parts and class names (`cal-*`, calendar.css) as the admin's react-day-picker
 * calendar (ui/calendar.tsx), without that library and its date library, which were a fifth of the booking
 * wizard's first load (decision 0109). Arrow keys move the focus by a day or a week, Page Up/Down by a month.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  firstDay,
  marked,
  words,
}: MonthCalendarProps) {
  const [focusDay, setFocusDay] = useState<Date | undefined>();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current || !focusDay) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${toDateKey(focusDay)}"] button`)?.focus();
  }, [focusDay]);

  const caption = month ? `${words.months.split(",")[month.getMonth()]} ${month.getFullYear()}` : "";
  const weekdayNames = words.weekdays.split(",");
  const first = month ? startOfMonth(month) : undefined;
  const gridStart = first ? addDays(first, -first.getDay()) : undefined;
  const today = firstDay ? startOfDay(firstDay) : undefined;
  const canGoBack = !!month && !!today && startOfMonth(month) > startOfMonth(today);
  const markedKeys = new Set((marked ?? []).map(toDateKey));
  const isDisabled = (day: Date) => !today || day < today;
  // The one day reached by Tab: the focused, the chosen, today, or the month's first day that can be chosen.
  const inMonth = (day: Date | undefined) => !!day && !!month && day.getMonth() === month.getMonth();
  const tabbable =
    [focusDay, selected, today].find((day) => inMonth(day) && day && !isDisabled(startOfDay(day))) ??
    (first && today && first < today ? today : first);

  function moveFocus(from: Date, days: number, months = 0) {
    let next = months
      ? new Date(from.getFullYear(), from.getMonth() + months, from.getDate())
      : addDays(from, days);
    if (today && next < today) next = today;
    moved.current = true;
    setFocusDay(next);
    if (month && (next.getMonth() !== month.getMonth() || next.getFullYear() !== month.getFullYear()))
      onMonthChange(startOfMonth(next));
  }

  function onKeyDown(event: KeyboardEvent, day: Date) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [-7, 0],
      ArrowDown: [7, 0],
      PageUp: [0, -1],
      PageDown: [0, 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(day, move[0], move[1]);
  }

  return (
    <div className="cal-root">
      <div className="cal-month_caption">
        <span className="cal-caption_label" role="status" aria-live="polite">
          {caption}
        </span>
      </div>
      <nav className="cal-nav" aria-label={words.navigation}>
        <button
          type="button"
          className="cal-button_previous"
          aria-label={words.previousMonth}
          aria-disabled={!canGoBack}
          onClick={() => canGoBack && month && onMonthChange(addMonths(month, -1))}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className="cal-button_next"
          aria-label={words.nextMonth}
          aria-disabled={!month}
          onClick={() => month && onMonthChange(addMonths(month, 1))}
        >
          <Chevron direction="right" />
        </button>
      </nav>
      {/* A grid, as react-day-picker's: arrow keys move between its days (the tests find it by this role). */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table. */}
      <table ref={grid} role="grid" className="cal-month_grid" aria-label={caption || words.calendar}>
        <thead aria-hidden="true">
          <tr className="cal-weekdays">
            {words.weekdaysShort.split(",").map((name, i) => (
              <th key={name} scope="col" className="cal-weekday" aria-label={weekdayNames[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="cal-weeks">
          {Array.from({ length: weeksShown }, (_, week) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the six rows of the grid are positions.
            <tr key={week} className="cal-week">
              {Array.from({ length: 7 }, (_, weekday) => {
                const day = gridStart ? addDays(gridStart, week * 7 + weekday) : undefined;
                if (!day || !inMonth(day)) {
                  // Days of other months (and every day before the month is known) keep their place, unseen.
                  return (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place in its row.
                      key={weekday}
                      className="cal-day cal-hidden"
                      data-day={day ? toDateKey(day) : undefined}
                      data-outside={day ? "" : undefined}
                    >
                      <span className="cal-day_button" aria-hidden="true" />
                    </td>
                  );
                }
                const key = toDateKey(day);
                const chosen = sameDay(day, selected);
                const isToday = sameDay(day, today);
                const isMarked = markedKeys.has(key);
                const classes = [
                  "cal-day",
                  isToday && "cal-today",
                  chosen && "cal-selected",
                  isMarked && "cal-marked",
                ];
                const label = dayButtonName(
                  day,
                  { today: isToday, selected: chosen, marked: isMarked },
                  words,
                );
                return (
                  <td key={key} className={classes.filter(Boolean).join(" ")} data-day={key}>
                    <button
                      type="button"
                      className="cal-day_button"
                      disabled={isDisabled(day)}
                      aria-label={label}
                      tabIndex={sameDay(day, tabbable) ? 0 : -1}
                      onClick={() => onSelect(day)}
                      onFocus={() => setFocusDay(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg className="cal-chevron" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={
          direction === "left"
            ? "M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z"
            : "M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z"
        }
      />
    </svg>
  );
}
