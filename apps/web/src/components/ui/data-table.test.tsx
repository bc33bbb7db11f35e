// @vitest-environment happy-dom

import { createColumnHelper } from "@tanstack/react-table";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataTable, type DataTableProps } from "./data-table";
import { pageList } from "./data-table-pagination";

type Person = { id: string; name: string; email: string; notes: string };
const column = createColumnHelper<Person>();
const columns = [
  column.accessor("name", { id: "name", header: "Name", meta: { card: "title" } }),
  column.accessor("email", { id: "email", header: "Email" }),
  column.accessor("notes", { id: "notes", header: "Notes", enableSorting: false, meta: { card: "hidden" } }),
];
const people: Person[] = [
  { id: "p1", name: "Asha Rao", email: "asha@example.com", notes: "Left arm" },
  { id: "p2", name: "Ravi Kumar", email: "ravi@example.com", notes: "Follow-up" },
];

/** happy-dom answers media queries from its viewport. */
function viewport(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 800 });
}

function renderTable(overrides: Partial<DataTableProps<Person>> = {}) {
  const props: DataTableProps<Person> = {
    label: "People",
    data: people,
    columns,
    getRowId: (p) => p.id,
    rowName: (p) => p.name,
    sorting: [{ id: "name", desc: false }],
    onSortingChange: vi.fn(),
    ...overrides,
  };
  render(<DataTable {...props} />);
  return props;
}

beforeEach(() => viewport(1280));
afterEach(cleanup);

describe("DataTable on a wide screen", () => {
  it("renders a named table whose headers say the server's order", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: /Email/ }).getAttribute("aria-sort")).toBe("none");
    // A column that cannot be sorted has no button and no aria-sort.
    const notes = screen.getByRole("columnheader", { name: "Notes" });
    expect(notes.getAttribute("aria-sort")).toBeNull();
    expect(within(notes).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("list", { name: "People" })).toBeNull();
  });

  it("asks for another order and leaves the sorting to its owner (the rows stay as given)", async () => {
    const onSortingChange = vi.fn();
    renderTable({ onSortingChange });
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: true }]);
    await userEvent.click(screen.getByRole("button", { name: "Email" }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "email", desc: false }]);
    const names = screen
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.getAttribute("data-row-id"));
    expect(names).toEqual(["p1", "p2"]);
  });

  it("pages through its owner: 'Showing a-b of n', the page buttons and the page size", async () => {
    const onChange = vi.fn();
    renderTable({
      paging: { page: 2, pageSize: 2, rowCount: 7, pageSizes: [2, 10], noun: "people", onChange },
    });
    expect(screen.getByText("Showing 3-4 of 7 people")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, pageSize: 2 });
    await userEvent.click(screen.getByRole("button", { name: "Page 4" }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 4, pageSize: 2 });
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 2 });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Rows" }), "10");
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
  });

  it("hides and shows columns from the Columns menu, starting from the owner's choice", async () => {
    renderTable({ initialColumnVisibility: { notes: false } });
    expect(screen.queryByRole("columnheader", { name: "Notes" })).toBeNull();
    screen.getByRole("button", { name: "Columns" }).focus();
    await userEvent.keyboard("{Enter}");
    const notes = await screen.findByRole("menuitemcheckbox", { name: "Notes" });
    expect(notes.getAttribute("aria-checked")).toBe("false");
    await userEvent.click(notes);
    // The menu stays open to tick another.
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "Email" }));
    expect(screen.getByRole("menuitemcheckbox", { name: "Notes" }).getAttribute("aria-checked")).toBe("true");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Notes" })).toBeTruthy();
    expect(screen.queryByRole("columnheader", { name: /Email/ })).toBeNull();
  });

  it("offers each row's actions in a menu named after the row, usable from the keyboard", async () => {
    const remove = vi.fn();
    renderTable({
      rowActions: (p) => [{ label: "Remove", tone: "danger", onSelect: () => remove(p.id) }],
    });
    screen.getByRole("button", { name: "Actions for Ravi Kumar" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Remove"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("menu")).toBeNull();
    // It runs once the menu has closed, with focus back on the row's button.
    await waitFor(() => expect(remove).toHaveBeenCalledWith("p2"));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Actions for Ravi Kumar" }));
  });

  it("opens a row's details in a drawer from its menu, and closes it", async () => {
    renderTable({
      details: {
        title: (p) => p.name,
        description: (p) => p.email,
        render: (p) => <p>Notes: {p.notes}</p>,
      },
    });
    screen.getByRole("button", { name: "Actions for Asha Rao" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("menuitem", { name: "Details" }));
    const drawer = await screen.findByRole("dialog", { name: "Asha Rao" });
    expect(within(drawer).getByText("Notes: Left arm")).toBeTruthy();
    await userEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Actions for Asha Rao" })),
    );
  });

  it("shows the owner's empty state instead of an empty table", () => {
    renderTable({ data: [], empty: <p>Nobody here</p> });
    expect(screen.getByText("Nobody here")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("DataTable on a narrow screen", () => {
  it("renders the same rows as cards (title, labelled lines, the row's menu), never a table", async () => {
    viewport(375);
    const onSortingChange = vi.fn();
    renderTable({
      data: [...people, { id: "p3", name: "Meena", email: "", notes: "" }],
      onSortingChange,
      rowActions: () => [{ label: "Remove", onSelect: () => {} }],
    });
    expect(screen.queryByRole("table")).toBeNull();
    const cards = within(screen.getByRole("list", { name: "People" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText("Asha Rao")).toBeTruthy();
    expect(within(first).getByText("Email").tagName).toBe("DT");
    expect(within(first).queryByText("Left arm")).toBeNull();
    expect(within(first).getByRole("button", { name: "Actions for Asha Rao" })).toBeTruthy();
    // An empty value makes no line.
    expect(within(cards[2] as HTMLElement).queryByText("Email")).toBeNull();
    // No headers to click: the order is picked from a list.
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "email:desc");
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "email", desc: true }]);
  });

  it("switches to the table when the screen grows, without a reload", async () => {
    viewport(375);
    renderTable();
    expect(screen.queryByRole("table")).toBeNull();
    act(() => viewport(1280));
    expect(await screen.findByRole("table", { name: "People" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "People" })).toBeNull();
  });
});

describe('DataTable for a table read across (narrow="scroll")', () => {
  type Period = { period: string; count: number; note: string };
  const period = createColumnHelper<Period>();
  const periodColumns = [
    period.accessor("period", { header: "Period", meta: { rowHeader: true }, footer: "Total" }),
    period.accessor("count", { header: "Paid bookings", meta: { align: "right" }, footer: () => "5" }),
    period.accessor("note", { header: "Note", meta: { wrap: true } }),
  ];
  const periods: Period[] = [
    { period: "1 Nov", count: 2, note: "A long note that wraps onto a second line" },
    { period: "2 Nov", count: 3, note: "" },
  ];
  const renderPeriods = (overrides: Partial<DataTableProps<Period>> = {}) =>
    render(
      <DataTable
        data={periods}
        columns={periodColumns}
        getRowId={(p) => p.period}
        caption="Earnings by day"
        narrow="scroll"
        scrollLabel="Earnings table"
        columnsMenu={false}
        testId="earnings"
        rowAttributes={(p) => ({ "data-period": p.period })}
        {...overrides}
      />,
    );

  it("stays a table on a phone, scrolling in its named region, named by its caption, with no menus", () => {
    viewport(375);
    renderPeriods();
    const table = screen.getByRole("table", { name: "Earnings by day" });
    expect(table.getAttribute("data-testid")).toBe("earnings");
    expect(table.closest("section")?.getAttribute("aria-label")).toBe("Earnings table");
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("button", { name: "Columns" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Sort by" })).toBeNull();
    // Not sortable without an order: plain headers.
    expect(screen.getByRole("columnheader", { name: "Period" }).getAttribute("aria-sort")).toBeNull();
  });

  it("names each row by its row header, totals in the footer, values whole where they wrap", () => {
    renderPeriods();
    expect(screen.getByRole("rowheader", { name: "1 Nov" })).toBeTruthy();
    const rows = screen.getAllByRole("row");
    expect(rows.map((r) => r.getAttribute("data-period"))).toEqual([null, "1 Nov", "2 Nov", null]);
    const total = rows[3] as HTMLElement;
    expect(within(total).getByRole("rowheader", { name: "Total" })).toBeTruthy();
    expect(within(total).getByText("5")).toBeTruthy();
    const note = screen.getByText("A long note that wraps onto a second line");
    expect(note.className).not.toContain("truncate");
    expect(note.getAttribute("title")).toBeNull();
  });

  it("shows an empty row under the headers when asked to", () => {
    renderPeriods({ data: [], emptyRow: "No entries match." });
    const table = screen.getByRole("table", { name: "Earnings by day" });
    expect(within(table).getAllByRole("columnheader")).toHaveLength(3);
    expect(within(table).getByRole("cell", { name: "No entries match." }).getAttribute("colspan")).toBe("3");
  });
});

describe("pageList", () => {
  it("lists the page numbers with ellipses", () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(10, 20)).toEqual([1, "gap-start", 9, 10, 11, "gap-end", 20]);
    expect(pageList(1, 20)).toEqual([1, 2, "gap-end", 20]);
  });
});
