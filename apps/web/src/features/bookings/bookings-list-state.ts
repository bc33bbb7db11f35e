import {
  type AdminBookingsQueryInput,
  type BookingSort,
  bookingSorts,
  defaultPageSize,
} from "@clinic/contract/admin-bookings";
import type { ApiQuery } from "../../lib/api-client";

/** The date `days` after the day `key` (YYYY-MM-DD). */
export const plusDays = (key: string, days: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type BookingsFilter = { from: string; to: string; status: string; view: "upcoming" | "past" | "all" };

/**
 * The bookings list's state (admin.md §2): the filters applied (those being edited are the filters
 * form's), the server's order, the page and its size. Every change that alters which rows exist goes back to
 * the first page.
 */
export type BookingsListState = {
  filter: BookingsFilter;
  sort: BookingSort;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
};

export type BookingsListAction =
  | { type: "apply"; filter: BookingsFilter }
  | { type: "sort"; sort: BookingSort; order: "asc" | "desc" }
  | { type: "page"; page: number; pageSize: number };

/** Today to a week ahead, every status, the upcoming view, by date, the first page of 50 (admin.md §9). */
export function initialBookingsList(today: string): BookingsListState {
  const filter: BookingsFilter = { from: today, to: plusDays(today, 7), status: "all", view: "upcoming" };
  return { filter, sort: "date", order: "asc", page: 1, pageSize: defaultPageSize };
}

export function bookingsListReducer(state: BookingsListState, action: BookingsListAction): BookingsListState {
  switch (action.type) {
    case "apply":
      return { ...state, filter: action.filter, page: 1 };
    case "sort":
      return { ...state, sort: action.sort, order: action.order, page: 1 };
    case "page":
      return {
        ...state,
        page: action.pageSize === state.pageSize ? Math.max(1, action.page) : 1,
        pageSize: action.pageSize,
      };
  }
}

/** The query the server is asked (the filter's empty dates and "all" are left out of the address). */
export function bookingsQuery(state: BookingsListState): ApiQuery<"/api/admin/bookings", "get"> {
  const { filter } = state;
  return {
    view: filter.view,
    from: filter.from || undefined,
    to: filter.to || undefined,
    status: filter.status as AdminBookingsQueryInput["status"],
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** A table column id that the server can sort by, if it is one. */
export function asBookingSort(id: string | undefined): BookingSort | undefined {
  return bookingSorts.find((s) => s === id);
}
