import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  type SortingState,
  type Updater,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useMediaQuery } from "../../lib/use-media-query";
import { DataTableCards, SortSelect } from "./data-table-cards";
import { ColumnsMenu, type RowAction, RowActionsMenu } from "./data-table-menus";
import { DataTablePagination, type PageState } from "./data-table-pagination";
import { Drawer } from "./drawer";

export type { SortingState, VisibilityState } from "@tanstack/react-table";
export type { RowAction } from "./data-table-menus";
export type { PageState } from "./data-table-pagination";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the Columns menu and on cards, when its header is not plain text. */
    label?: string;
    /** Its width in the fixed layout, a Tailwind class ("w-40"); without one it shares what is left. */
    width?: string;
    /** More classes for its cells ("tabular-nums"). */
    className?: string;
    /** On a card: the card's title line, or left out (by default a labelled line). */
    card?: "title" | "hidden";
  }
}

/** The page (from 1), its size, the rows in all pages, and what to call them ("slots"). */
export type Paging = PageState & {
  rowCount: number;
  pageSizes: readonly number[];
  noun: string;
  onChange(next: PageState): void;
};

/** A row's details in the drawer: its title, an optional line under it, and the body. */
export type RowDetails<T> = {
  title(row: T): string;
  description?(row: T): ReactNode;
  render(row: T): ReactNode;
};

export type DataTableProps<T> = {
  /** The table's (and the card list's) accessible name. */
  label: string;
  data: T[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column list mixes value types.
  columns: ColumnDef<T, any>[];
  getRowId(row: T): string;
  /** What a row is called in its menu button: "Actions for {rowName}". */
  rowName(row: T): string;
  /** The server's order; a header click asks for another through `onSortingChange`. */
  sorting: SortingState;
  onSortingChange(next: SortingState): void;
  paging?: Paging;
  initialColumnVisibility?: VisibilityState;
  rowActions?(row: T): RowAction[];
  details?: RowDetails<T>;
  /** From which width the table shows (a media query); below it the rows are cards. */
  tableFrom?: string;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  /** The list's heading, on the toolbar's line (left of the Columns menu). */
  heading?: ReactNode;
  busy?: boolean;
};

/** Tailwind's `md` (48rem): below it a table cannot fit, so the rows become cards. */
export const tableFromMd = "(min-width: 48rem)";

const resolve = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === "function" ? (updater as (o: S) => S)(old) : updater;

/**
 * A list the server sorts and pages (TanStack Table in manual mode): the caller owns the order and the
 * page and asks the server for them. Fixed layout, one line a row (long values end in "…", the whole
 * value in the cell's title and the details drawer), so it never outgrows its card. Columns can be
 * hidden; each row's actions sit in a "⋯" menu; on a narrow screen the rows are cards.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, data, columns, sorting, paging, rowActions, details } = props;
  const [visibility, setVisibility] = useState<VisibilityState>(props.initialColumnVisibility ?? {});
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const wide = useMediaQuery(props.tableFrom ?? tableFromMd);
  const pagination = { pageIndex: (paging?.page ?? 1) - 1, pageSize: paging?.pageSize ?? data.length };
  const table = useReactTable({
    data,
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    rowCount: paging?.rowCount ?? data.length,
    state: { sorting, columnVisibility: visibility, pagination },
    onSortingChange: (u) => props.onSortingChange(resolve(u, sorting)),
    onColumnVisibilityChange: setVisibility,
    onPaginationChange: (u) => {
      const next = resolve(u, pagination);
      paging?.onChange({ page: next.pageIndex + 1, pageSize: next.pageSize });
    },
  });

  const menuFor = (row: T): RowAction[] => {
    const id = props.getRowId(row);
    const own = rowActions?.(row) ?? [];
    return details ? [{ label: "Details", onSelect: () => setDetailsId(id) }, ...own] : own;
  };
  const hasMenu = Boolean(rowActions || details);
  const shown = detailsId === null ? undefined : data.find((r) => props.getRowId(r) === detailsId);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">{props.heading}</div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {!wide && <SortSelect table={table} />}
          <ColumnsMenu table={table} />
        </div>
      </div>
      {data.length === 0 && props.empty ? (
        props.empty
      ) : wide ? (
        <div data-testid="data-table-scroll" className="mt-3 overflow-x-auto">
          <table
            aria-label={label}
            aria-busy={props.busy || undefined}
            className="w-full table-fixed border-collapse text-sm text-slate-900"
          >
            {/* Widths on <col>: in the cells' own font, not the bold of the headers. */}
            <colgroup>
              {table.getVisibleLeafColumns().map((c) => (
                <col key={c.id} className={c.columnDef.meta?.width} />
              ))}
              {hasMenu && <col className="w-12" />}
            </colgroup>
            <thead className="bg-slate-100">
              <tr>
                {table.getFlatHeaders().map((h) => (
                  <HeaderCell key={h.id} header={h} />
                ))}
                {hasMenu && (
                  <th scope="col" className="px-0.5 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-row-id={row.id} className="border-t border-slate-200 hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => {
                    const value = cell.getValue();
                    return (
                      <td
                        key={cell.id}
                        title={typeof value === "string" && value ? value : undefined}
                        className={`truncate px-2 py-1 ${cell.column.columnDef.meta?.className ?? ""}`}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                  {hasMenu && (
                    <td className="px-0.5 py-1 text-right">
                      <RowActionsMenu name={props.rowName(row.original)} actions={menuFor(row.original)} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <DataTableCards
          table={table}
          label={label}
          menu={(row) => hasMenu && <RowActionsMenu name={props.rowName(row)} actions={menuFor(row)} />}
        />
      )}
      {paging && (
        <DataTablePagination
          page={paging.page}
          pageSize={paging.pageSize}
          rowCount={paging.rowCount}
          pageSizes={paging.pageSizes}
          noun={paging.noun}
          onChange={(p) => table.setPagination({ pageIndex: p.page - 1, pageSize: p.pageSize })}
        />
      )}
      {details && (
        <Drawer
          open={shown !== undefined}
          onClose={() => setDetailsId(null)}
          title={shown ? details.title(shown) : ""}
          description={shown && details.description ? details.description(shown) : undefined}
        >
          {shown && details.render(shown)}
        </Drawer>
      )}
    </div>
  );
}

/** A column's header: a button that asks for another order (said by aria-sort), or its plain text. */
function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const content = flexRender(column.columnDef.header, header.getContext());
  const sorted = column.getIsSorted();
  const cls = "px-2 py-1 text-left align-bottom font-semibold";
  if (!column.getCanSort())
    return (
      <th scope="col" className={cls}>
        <span className="flex min-h-11 items-center">{content}</span>
      </th>
    );
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      className={cls}
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
    >
      <button
        type="button"
        className="inline-flex min-h-11 max-w-full items-center gap-1 text-left font-semibold hover:underline"
        onClick={column.getToggleSortingHandler()}
      >
        <span className="min-w-0 overflow-hidden">{content}</span>
        <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${sorted ? "" : "text-slate-500"}`} />
      </button>
    </th>
  );
}
