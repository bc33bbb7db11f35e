import { flexRender, type Table } from "@tanstack/react-table";
import { type ReactNode, useId } from "react";
import { columnLabel } from "./data-table-menus";

/** A value a card leaves out: nothing, or the table's "-" for nothing. */
const isEmptyValue = (v: unknown) => v === null || v === undefined || v === "" || v === "-";

/**
 * The table's rows as cards, for a screen too narrow for columns: the title column on top beside the
 * row's menu, then each visible column as a labelled line (columns marked `card: "hidden"` and empty values left out).
 */
export function DataTableCards<T>({
  table,
  label,
  menu,
}: {
  table: Table<T>;
  label: string;
  menu(row: T): ReactNode;
}) {
  return (
    <ul className="mt-3 space-y-3" aria-label={label}>
      {table.getRowModel().rows.map((row) => {
        const cells = row.getVisibleCells();
        const title = cells.find((c) => c.column.columnDef.meta?.card === "title") ?? cells[0];
        const lines = cells.filter(
          (c) => c !== title && c.column.columnDef.meta?.card !== "hidden" && !isEmptyValue(c.getValue()),
        );
        return (
          <li key={row.id} data-row-id={row.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 pt-2.5 font-semibold break-words text-slate-900">
                {title && flexRender(title.column.columnDef.cell, title.getContext())}
              </p>
              {menu(row.original)}
            </div>
            {lines.length > 0 && (
              <dl className="mt-1 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                {lines.map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="text-slate-700">{columnLabel(c.column)}</dt>
                    <dd className="min-w-0 truncate text-slate-900">
                      {flexRender(c.column.columnDef.cell, c.getContext())}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** On cards there are no headers to click: the order is chosen here instead. */
export function SortSelect<T>({ table }: { table: Table<T> }) {
  const id = useId();
  const sortable = table.getAllLeafColumns().filter((c) => c.getCanSort());
  if (sortable.length === 0) return null;
  const current = table.getState().sorting[0];
  const value = current ? `${current.id}:${current.desc ? "desc" : "asc"}` : "";
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        Sort by
      </label>
      <select
        id={id}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-2 text-sm"
        value={value}
        onChange={(e) => {
          const [id = "", dir] = e.target.value.split(":");
          table.setSorting([{ id, desc: dir === "desc" }]);
        }}
      >
        {sortable.flatMap((c) => [
          <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
            {columnLabel(c)}, ascending
          </option>,
          <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
            {columnLabel(c)}, descending
          </option>,
        ])}
      </select>
    </div>
  );
}
