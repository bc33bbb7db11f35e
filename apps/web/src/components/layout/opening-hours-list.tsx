import { Fragment } from "react";

type HoursRow = { label: string; hours: string };

/**
 * The clinic's opening hours as a definition list. Space text nodes between the rows and between a
 * day and its hours keep the text content reading "Mon-Fri 8:00 AM-6:00 PM Sat …" (decision 0078);
 * the grid lays them out, so they change nothing on screen.
 */
export function OpeningHoursList({ rows, className }: { rows: readonly HoursRow[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map((row, i) => (
        <Fragment key={row.label}>
          {i > 0 && " "}
          <div className="contents">
            <dt className="font-medium">{row.label}</dt> <dd>{row.hours}</dd>
          </div>
        </Fragment>
      ))}
    </dl>
  );
}
