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
import { ScrollRegion } from "./scroll-region";

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
    /** Its cells name their row (`<th scope="row">`), as a period names a line of figures. */
    rowHeader?: boolean;
    /** Figures: the header, cells and footer sit on the right. */
    align?: "right";
    /** Its cells wrap instead of ending in "…" (several lines, buttons). */
    wrap?: boolean;
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
  /**
   * The table's (and the card list's) accessible name. A table without one is named by its caption
   * (or, inside a named region, by none); the card list then takes the caption.
   */
  label?: string;
  data: T[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column list mixes value types.
  columns: ColumnDef<T, any>[];
  getRowId(row: T): string;
  /** What a row is called in its menu button: "Actions for {rowName}" (needed with row actions or details). */
  rowName?(row: T): string;
  /** The server's order; a header click asks for another through `onSortingChange`. Without it, no column sorts. */
  sorting?: SortingState;
  onSortingChange?(next: SortingState): void;
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
  /** A caption for screen readers: what the rows are and in which order. */
  caption?: string;
  /**
   * What a narrow screen shows: the rows as cards (the default, with a fixed layout whose long values
   * end in "…"), or, for figures read across row by row, the table itself, its columns as wide as their
   * values, scrolling sideways in its own box (a labelled region when `scrollLabel` is given, so the
   * keyboard can scroll it) at `minWidth` (a Tailwind class).
   */
  narrow?: "cards" | "scroll";
  scrollLabel?: string;
  minWidth?: string;
  /** The Columns menu (default shown); a short list whose columns all matter leaves it out. */
  columnsMenu?: boolean;
  /** Shown as the table's one row when there are none, under the headers (where `empty` replaces the table). */
  emptyRow?: ReactNode;
  /** `data-*` attributes of a row's `<tr>`, for tests that find rows. */
  rowAttributes?(row: T): Record<`data-${string}`, string>;
  testId?: string;
};

/** Tailwind's `md` (48rem): below it a table cannot fit, so the rows become cards. */
export const tableFromMd = "(min-width: 48rem)";

const resolve = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === "function" ? (updater as (o: S) => S)(old) : updater;
const noSorting: SortingState = [];
const alignClass = (align: "right" | undefined) => (align === "right" ? "text-right" : "text-left");

/**
 * A list the server sorts and pages (TanStack Table in manual mode): the caller owns the order and the
 * page and asks the server for them. Fixed layout, one line a row (long values end in "…", the whole
 * value in the cell's title and the details drawer), so it never outgrows its card. Columns can be
 * hidden; each row's actions sit in a "⋯" menu; on a narrow screen the rows are cards. A table read
 * across (`narrow="scroll"`: earnings, the audit log) is laid out by its values and scrolls instead.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, data, columns, paging, rowActions, details } = props;
  const sorting = props.sorting ?? noSorting;
  const [visibility, setVisibility] = useState<VisibilityState>(props.initialColumnVisibility ?? {});
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const scroll = props.narrow === "scroll";
  const wide = useMediaQuery(props.tableFrom ?? tableFromMd) || scroll;
  const pagination = { pageIndex: (paging?.page ?? 1) - 1, pageSize: paging?.pageSize ?? data.length };
  const table = useReactTable({
    data,
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: props.onSortingChange !== undefined,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    rowCount: paging?.rowCount ?? data.length,
    state: { sorting, columnVisibility: visibility, pagination },
    onSortingChange: (u) => props.onSortingChange?.(resolve(u, sorting)),
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
  const rowName = (row: T) => props.rowName?.(row) ?? props.getRowId(row);
  const shown = detailsId === null ? undefined : data.find((r) => props.getRowId(r) === detailsId);
  const columnsMenu = props.columnsMenu ?? true;
  const toolbar = props.heading !== undefined || columnsMenu || !wide;
  const hasFooter = table.getVisibleLeafColumns().some((c) => c.columnDef.footer !== undefined);
  const wraps = table.getVisibleLeafColumns().some((c) => c.columnDef.meta?.wrap);
  return (
    <div>
      {toolbar && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">{props.heading}</div>
          <div className="flex flex-wrap items-center justify-end gap-2">
            {!wide && <SortSelect table={table} />}
            {columnsMenu && <ColumnsMenu table={table} />}
          </div>
        </div>
      )}
      {data.length === 0 && props.empty ? (
        props.empty
      ) : wide ? (
        <TableScroller label={props.scrollLabel} spaced={toolbar}>
          <table
            aria-label={label}
            aria-busy={props.busy || undefined}
            data-testid={props.testId}
            className={`w-full ${scroll ? "" : "table-fixed "}border-collapse text-sm text-slate-900 ${props.minWidth ?? ""}`}
          >
            {props.caption && <caption className="sr-only">{props.caption}</caption>}
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
              {data.length === 0 && props.emptyRow && (
                <tr>
                  <td
                    colSpan={table.getVisibleLeafColumns().length + (hasMenu ? 1 : 0)}
                    className="px-2 py-4"
                  >
                    {props.emptyRow}
                  </td>
                </tr>
              )}
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-row-id={row.id}
                  {...props.rowAttributes?.(row.original)}
                  className={`border-t border-slate-200 hover:bg-slate-50 ${wraps ? "align-top" : ""}`}
                >
                  {row.getVisibleCells().map((cell) => {
                    const value = cell.getValue();
                    const meta = cell.column.columnDef.meta;
                    const Cell = meta?.rowHeader ? "th" : "td";
                    return (
                      <Cell
                        key={cell.id}
                        scope={meta?.rowHeader ? "row" : undefined}
                        title={
                          !scroll && !meta?.wrap && typeof value === "string" && value ? value : undefined
                        }
                        className={`${meta?.wrap ? "" : "truncate "}px-2 py-1 font-normal ${alignClass(meta?.align)} ${meta?.className ?? ""}`}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Cell>
                    );
                  })}
                  {hasMenu && (
                    <td className="px-0.5 py-1 text-right">
                      <RowActionsMenu name={rowName(row.original)} actions={menuFor(row.original)} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
            {hasFooter && (
              <tfoot className="border-t-2 border-slate-300 font-semibold">
                {table.getFooterGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((h) => {
                      const meta = h.column.columnDef.meta;
                      const Cell = meta?.rowHeader ? "th" : "td";
                      return (
                        <Cell
                          key={h.id}
                          scope={meta?.rowHeader ? "row" : undefined}
                          className={`px-2 py-1 ${alignClass(meta?.align)} ${meta?.className ?? ""}`}
                        >
                          {flexRender(h.column.columnDef.footer, h.getContext())}
                        </Cell>
                      );
                    })}
                    {hasMenu && <td />}
                  </tr>
                ))}
              </tfoot>
            )}
          </table>
        </TableScroller>
      ) : (
        <DataTableCards
          table={table}
          label={label ?? props.caption ?? ""}
          menu={(row) => hasMenu && <RowActionsMenu name={rowName(row)} actions={menuFor(row)} />}
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

/** The table's sideways scroller: a labelled, focusable region when it has a name. */
function TableScroller({
  label,
  spaced,
  children,
}: {
  label?: string;
  spaced: boolean;
  children: ReactNode;
}) {
  if (label)
    return (
      <ScrollRegion label={label} className={spaced ? "mt-3" : ""}>
        {children}
      </ScrollRegion>
    );
  return (
    <div data-testid="data-table-scroll" className={`${spaced ? "mt-3 " : ""}overflow-x-auto`}>
      {children}
    </div>
  );
}

/** A column's header: a button that asks for another order (said by aria-sort), or its plain text. */
function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const content = flexRender(column.columnDef.header, header.getContext());
  const sorted = column.getIsSorted();
  const cls = `px-2 py-1 align-bottom font-semibold ${alignClass(column.columnDef.meta?.align)}`;
  if (!column.getCanSort())
    return (
      <th scope="col" className={cls}>
        <span
          className={`flex min-h-11 items-center ${column.columnDef.meta?.align === "right" ? "justify-end" : ""}`}
        >
          {content}
        </span>
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
