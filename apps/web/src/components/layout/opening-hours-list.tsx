import type { Locale } from "@clinic/contract/locales";
import {
  type OpeningHoursPart,
  openingHoursAttribute,
  openingHoursPartHtml,
} from "@clinic/contract/opening-hours";
import { useLocale } from "../../i18n/locale";

/**
 * The props of an element that shows a part of the opening hours: marked with the part, its inner HTML
 * made by the one function the server also fills it with (decision 0095), so the prerendered page, the
 * page as served with Settings' hours and the page React renders from the loader data always agree.
 */
function hoursPart(part: OpeningHoursPart, hours: string, locale: Locale) {
  return {
    [openingHoursAttribute]: part,
    // Escaped text and fixed tags from @clinic/contract/opening-hours, never markup from input.
    dangerouslySetInnerHTML: { __html: openingHoursPartHtml(part, hours, locale) },
  };
}

/**
 * The clinic's opening hours as a definition list, from the week's token. The rows are
 * `<div><dt>Mon-Fri</dt> <dd>8:00 AM-6:00 PM</dd></div>`: the divs take no box (`contents`) so the
 * grid of `className` lays out the days and hours; the spaces keep the text content reading
 * "Mon-Fri 8:00 AM-6:00 PM Sat …" (screen guide: A label and its value read as one phrase).
 */
export function OpeningHoursList({ hours, className }: { hours: string; className: string }) {
  return (
    <dl
      className={`${className} [&>div]:contents [&_dt]:font-medium`}
      {...hoursPart("list", hours, useLocale())}
    />
  );
}

/** One line of the home page's "Open" card: its days ("Open Mon-Fri") or their hours. */
export function OpenCardLine({
  part,
  hours,
  className,
}: {
  part: "open-days" | "open-hours";
  hours: string;
  className: string;
}) {
  return <span className={className} {...hoursPart(part, hours, useLocale())} />;
}
