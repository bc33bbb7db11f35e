import * as Menu from "@radix-ui/react-dropdown-menu";
import type { Column, Table } from "@tanstack/react-table";
import { Check, Columns3, Ellipsis } from "lucide-react";
import { useRef } from "react";
import { compactButton } from "./button-styles";

/** Something a row's menu offers: its words, what it does, and whether it destroys something. */
export type RowAction = { label: string; onSelect(): void; tone?: "danger" };

const menuPanel =
  "z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg";
const menuItem =
  "flex min-h-11 cursor-default items-center gap-2 rounded-md px-3 outline-none select-none data-[highlighted]:bg-brand-50 data-[disabled]:opacity-50";

/**
 * A row's "⋯" button and its menu (Radix: arrow keys, Enter, Escape, focus back on the button).
 * The button is named after the row ("Actions for Asha Rao"), so each row's is told apart.
 * A chosen action runs once the menu has closed and focus is back on the button: a dialog it opens
 * then remembers the button and returns focus there when it closes. Not modal: a modal menu hides the
 * rest of the page from screen readers while its buttons stay focusable (axe's aria-hidden-focus).
 */
export function RowActionsMenu({ name, actions }: { name: string; actions: RowAction[] }) {
  const chosen = useRef<(() => void) | null>(null);
  if (actions.length === 0) return null;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <button
          type="button"
          aria-label={`Actions for ${name}`}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className={menuPanel}
          onCloseAutoFocus={() => {
            const run = chosen.current;
            chosen.current = null;
            // After Radix has put focus back on the button (it does so right after this handler).
            if (run) setTimeout(run, 0);
          }}
        >
          {actions.map((a) => (
            <Menu.Item
              key={a.label}
              onSelect={() => {
                chosen.current = a.onSelect;
              }}
              className={`${menuItem} ${a.tone === "danger" ? "text-red-800 data-[highlighted]:bg-red-50" : ""}`}
            >
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** The words a column goes by in menus and cards: its `meta.label`, else its header if that is text. */
export function columnLabel<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === "string" ? header : column.id);
}

/** "Columns": a checkbox per column that may be hidden; the menu stays open while ticking several. */
export function ColumnsMenu<T>({ table }: { table: Table<T> }) {
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <button type="button" className={`${compactButton} gap-2 border-slate-400 bg-white text-slate-900`}>
          <Columns3 aria-hidden="true" className="size-4" />
          Columns
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className={menuPanel}>
          <Menu.Label className="px-3 py-1.5 text-xs font-semibold text-slate-700">Show columns</Menu.Label>
          {hideable.map((c) => (
            <Menu.CheckboxItem
              key={c.id}
              checked={c.getIsVisible()}
              onCheckedChange={(on) => c.toggleVisibility(on === true)}
              onSelect={(e) => e.preventDefault()}
              className={`${menuItem} pl-2`}
            >
              <span className="inline-flex size-4 items-center justify-center">
                <Menu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4" />
                </Menu.ItemIndicator>
              </span>
              {columnLabel(c)}
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
