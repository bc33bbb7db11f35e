import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { DateRangeFields } from "../../components/ui/form-field";
import { apiBaseUrl } from "../../lib/api-client";
import { todayKey } from "../../lib/clinic-zone";

/** The month so far, as the first range offered. */
function thisMonth(): { from: string; to: string } {
  const today = todayKey();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The accountant's export (decision 0105): receipts and credit notes issued in a range, as CSV or a
 * ZIP of their PDFs. Same-origin GETs with the admin's session cookie; the browser saves the file.
 */
export function ReceiptsExport() {
  const [range, setRange] = useState(thisMonth);
  const ready = range.from !== "" && range.to !== "" && range.from <= range.to;
  const href = (format: "csv" | "zip") =>
    `${apiBaseUrl}/api/admin/receipts/export?from=${range.from}&to=${range.to}&format=${format}`;
  return (
    <section
      aria-labelledby="receipts-export-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="receipts-export-heading" className="text-lg font-semibold text-slate-900">
        Receipts export
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        For the accountant: every receipt and credit note issued in the range.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <DateRangeFields range={range} onChange={setRange} />
        {ready ? (
          <>
            <a href={href("csv")} download className={buttonStyles.secondary}>
              Download CSV
            </a>
            <a href={href("zip")} download className={buttonStyles.secondary}>
              Download ZIP of PDFs
            </a>
          </>
        ) : (
          <p className="text-sm text-red-800">Choose a range that does not end before it starts.</p>
        )}
      </div>
    </section>
  );
}
