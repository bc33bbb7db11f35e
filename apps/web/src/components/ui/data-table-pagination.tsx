import { compactButton } from "./button-styles";

/** Page numbers with ellipses: 1 … 4 5 6 … 20. */
export function pageList(current: number, last: number): Array<number | "gap-start" | "gap-end"> {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  const out: Array<number | "gap-start" | "gap-end"> = [];
  let prev = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - prev > 1) out.push(prev === 1 ? "gap-start" : "gap-end");
    out.push(n);
    prev = n;
  }
  return out;
}

/** The page-size choices, with the current size among them (a size set elsewhere may be another). */
export function pageSizeOptions(sizes: readonly number[], current: number) {
  return [...new Set<number>([...sizes, current])]
    .sort((a, b) => a - b)
    .map((n) => (
      <option key={n} value={n}>
        {n}
      </option>
    ));
}

/** Where a server-paged list is: page `page` (from 1) of `pageSize` rows out of `rowCount`. */
export type PageState = { page: number; pageSize: number };

/**
 * 'Showing a-b of n {noun}', Previous, the page numbers, Next and the rows per page. The list's owner
 * holds the page (it asks the server for it); this only says which page was asked for.
 */
export function DataTablePagination({
  page,
  pageSize,
  rowCount,
  pageSizes,
  noun,
  onChange,
}: PageState & {
  rowCount: number;
  pageSizes: readonly number[];
  noun: string;
  onChange(next: PageState): void;
}) {
  const last = Math.max(1, Math.ceil(rowCount / pageSize));
  const from = rowCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(rowCount, page * pageSize);
  const go = (n: number) => onChange({ page: n, pageSize });
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-slate-800">
        Showing {from}-{to} of {rowCount} {noun}
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${compactButton} border-slate-400`}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
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
              onClick={() => go(n)}
            >
              {n}
            </button>
          ),
        )}
        <button
          type="button"
          className={`${compactButton} border-slate-400`}
          disabled={page >= last}
          onClick={() => go(page + 1)}
        >
          Next
        </button>
        <label className="ml-2 flex items-center gap-1 text-sm text-slate-900">
          Rows
          <select
            className="min-h-11 rounded-md border border-slate-400 px-2"
            value={pageSize}
            onChange={(e) => onChange({ page: 1, pageSize: Number(e.target.value) })}
          >
            {pageSizeOptions(pageSizes, pageSize)}
          </select>
        </label>
      </div>
    </nav>
  );
}
