import { footerPageSizes } from "@clinic/contract/admin-bookings";
import { compactButton } from "../../components/ui/button-styles";
import { pageList } from "./admin-bookings-api";
import { pageSizeOptions } from "./page-size-options";
import type { BookingsList } from "./use-bookings-list";

/** admin.md §2 pagination: 'Showing a-b of n slots', Previous, the page numbers, Next and Rows. */
export function BookingsPagination({ list }: { list: BookingsList }) {
  const { page, setPage, pageSize, changePageSize, total, last } = list;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-slate-800">
        Showing {from}-{to} of {total} slots
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${compactButton} border-slate-400`}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          Previous
        </button>
        {pageList(page, last).map((n) =>
          typeof n === "string" ? (
            <span key={n} className="px-2" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={n}
              type="button"
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={`${compactButton} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400"}`}
              onClick={() => setPage(n)}
            >
              {n}
            </button>
          ),
        )}
        <button
          type="button"
          className={`${compactButton} border-slate-400`}
          disabled={page >= last}
          onClick={() => setPage(page + 1)}
        >
          Next
        </button>
        <label className="ml-2 flex items-center gap-1 text-sm text-slate-900">
          Rows
          <select
            className="rounded-md border border-slate-400 px-2 py-2"
            value={pageSize}
            onChange={(e) => changePageSize(Number(e.target.value))}
          >
            {pageSizeOptions(footerPageSizes, pageSize)}
          </select>
        </label>
      </div>
    </nav>
  );
}
