import { DayPicker, getDefaultClassNames, type labelDayButton, type Matcher } from "react-day-picker";

/**
 * What a screen reader hears after a marked day's date (the marker itself is only bold and underline): the
 * wizard's month-calendar.tsx says the same. Not imported from there: the admin's calendar would then share a
 * chunk with the booking wizard, one more file on its first load (decision 0111).
 */
export const markedDayLabel = "has free times";

/**
 * The library's class names with its `rdp-` prefix changed to `cal-`: calendar.css styles these, and the
 * library's own stylesheet (which the admin's settings page loads) cannot reach them. The styles live in
 * a stylesheet rather than as utility classes here, because this calendar is on the booking wizard's
 * first load, whose JavaScript has a budget (decision 0063).
 */
const classNames = Object.fromEntries(
  Object.entries(getDefaultClassNames()).map(([part, name]) => [part, name.replace("rdp-", "cal-")]),
);
const modifiersClassNames = { marked: "cal-marked" };

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "25 November 2031, Tuesday, selected, has free times": the name begins with the number the button
 * shows (WCAG 2.5.3 Label in Name), as month-calendar.tsx's `dayButtonName` (kept apart for the reason
 * `markedDayLabel` is; month-calendar.test.tsx checks the two agree).
 */
export const dayButtonLabels = {
  labelDayButton: (...[day, is]: Parameters<typeof labelDayButton>) =>
    [
      `${day.getDate()} ${monthNames[day.getMonth()]} ${day.getFullYear()}, ${weekdayNames[day.getDay()]}`,
      is.today && "today",
      is.selected && "selected",
      is.marked && markedDayLabel,
    ]
      .filter(Boolean)
      .join(", "),
};

type CalendarProps = {
  selected: Date | undefined;
  onSelect(date: Date | undefined): void;
  month?: Date;
  onMonthChange?(month: Date): void;
  disabled?: Matcher | Matcher[];
  startMonth?: Date;
  /** Days to mark: bold and underlined, and named "…, has free times" to a screen reader. */
  marked?: Date[];
};

/**
 * The site's calendar (booking wizard, rescheduling): one month, one day chosen, in the brand's teal
 * (today ringed, the chosen day filled); it fills its container's width with 44 px tall days.
 */
export function Calendar({ marked, ...props }: CalendarProps) {
  return (
    <DayPicker
      mode="single"
      {...props}
      modifiers={marked ? { marked } : undefined}
      modifiersClassNames={modifiersClassNames}
      classNames={classNames}
      labels={dayButtonLabels}
    />
  );
}
