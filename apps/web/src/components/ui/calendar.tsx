import { DayPicker, labelDayButton, type Matcher } from "react-day-picker";

/** Tailwind classes for every part: the stylesheet of react-day-picker is not used here. */
const classNames = {
  root: "w-fit text-sm text-slate-900",
  months: "relative",
  month: "",
  month_caption: "flex h-11 items-center pr-24 pl-2",
  caption_label: "text-base font-semibold",
  nav: "absolute top-0 right-0 flex gap-1",
  button_previous:
    "inline-flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent",
  button_next:
    "inline-flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent",
  chevron: "size-5 fill-current",
  month_grid: "mt-1 border-collapse",
  weekdays: "",
  weekday: "size-11 p-0 text-xs font-medium text-slate-700",
  weeks: "",
  week: "",
  day: "p-0 text-center",
  day_button:
    "relative inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent",
  selected:
    "[&>button]:bg-brand-700 [&>button]:font-semibold [&>button]:text-white [&>button]:hover:bg-brand-800",
  today:
    "[&:not([data-selected])>button]:font-bold [&:not([data-selected])>button]:text-brand-800 [&>button]:ring-1 [&>button]:ring-brand-700",
  outside: "[&>button]:text-slate-500",
  disabled: "",
  hidden: "invisible",
  focused: "",
  footer: "",
};

const markedDay =
  "[&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:left-1/2 [&>button]:after:size-1.5 [&>button]:after:-translate-x-1/2 [&>button]:after:rounded-full [&>button]:after:bg-brand-700 [&[data-selected]>button]:after:bg-white";

/**
 * The brand's month calendar (react-day-picker, one month, single date): teal for today, the chosen
 * day and the arrows, 44px days, as wide as its month (not its card). Days in `marked.dates` carry a
 * dot and say `marked.label` to screen readers ("Wednesday, November 25th, 2026, has free times"),
 * with a legend under the month.
 */
export function Calendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  disabled,
  startMonth,
  marked,
}: {
  selected: Date | undefined;
  onSelect(date: Date | undefined): void;
  month?: Date;
  onMonthChange?(month: Date): void;
  disabled?: Matcher | Matcher[];
  startMonth?: Date;
  /** Days to mark, what the mark adds to a day's name ("has free times") and the legend's words. */
  marked?: { dates: Date[]; label: string; legend: string };
}) {
  return (
    <div>
      <DayPicker
        mode="single"
        selected={selected}
        onSelect={onSelect}
        month={month}
        onMonthChange={onMonthChange}
        disabled={disabled}
        startMonth={startMonth}
        classNames={classNames}
        modifiers={marked ? { marked: marked.dates } : undefined}
        modifiersClassNames={marked ? { marked: markedDay } : undefined}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const base = labelDayButton(date, modifiers, options, dateLib);
            return marked && modifiers.marked ? `${base}, ${marked.label}` : base;
          },
        }}
      />
      {marked && (
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          <span aria-hidden="true" className="inline-block size-1.5 rounded-full bg-brand-700" />
          {marked.legend}
        </p>
      )}
    </div>
  );
}
