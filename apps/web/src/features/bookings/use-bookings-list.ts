import {
  type AdminBookingsQueryInput,
  type BookingSort,
  defaultPageSize,
} from "@clinic/contract/admin-bookings";
import { slotMessages } from "@clinic/contract/admin-slots";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { loadFailure, useLoadFailureToast } from "../../app/load-failure";
import { todayKey } from "../../lib/clinic-zone";
import { adminBookingsApi } from "./admin-bookings-api";

/** The date `days` after the day `key` (YYYY-MM-DD). */
export const plusDays = (key: string, days: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type BookingsFilter = { from: string; to: string; status: string; view: "upcoming" | "past" | "all" };
export type BookingsSort = { sort: BookingSort; order: "asc" | "desc" };

/**
 * The bookings list's state (admin.md §2): the filters being edited and the ones applied, the sort,
 * the page and its size, and the server's page of slots for them.
 */
export function useBookingsList(zone: string) {
  const queryClient = useQueryClient();
  const today = todayKey(zone);
  const [draft, setDraft] = useState<BookingsFilter>({
    from: today,
    to: plusDays(today, 7),
    status: "all",
    view: "upcoming",
  });
  const [filter, setFilter] = useState<BookingsFilter>(draft);
  const [sort, setSort] = useState<BookingsSort>({ sort: "date", order: "asc" });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const q: AdminBookingsQueryInput = {
    view: filter.view,
    from: filter.from || undefined,
    to: filter.to || undefined,
    status: filter.status as AdminBookingsQueryInput["status"],
    ...sort,
    page,
    pageSize,
  };
  const query = useQuery({
    queryKey: ["admin", "bookings", q],
    queryFn: ({ signal }) => adminBookingsApi.page(q, signal),
    placeholderData: keepPreviousData,
  });
  // admin.md §8 'Error - Failed to load slots. Please try again.': on the first failed attempt, once
  // (the retries go on), never for a cancelled load (decision 0084).
  useLoadFailureToast(
    loadFailure(query) && { title: "Error", description: slotMessages.loadFailed },
    "admin-bookings-load-failed",
  );
  const total = query.data?.pagination.total ?? 0;

  return {
    today,
    draft,
    setDraft,
    /** Applies `f` (also shown as the draft) from the first page. */
    apply(f: BookingsFilter) {
      setDraft(f);
      setFilter(f);
      setPage(1);
    },
    sort,
    /** Sorts by `key`, ascending first; the same key again flips the order. */
    sortBy(key: BookingSort) {
      setSort((s) => ({ sort: key, order: s.sort === key && s.order === "asc" ? "desc" : "asc" }));
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    /** Another page size, from the first page. */
    changePageSize(n: number) {
      setPageSize(n);
      setPage(1);
    },
    /** The query the list was loaded with (the CSV export uses it without the paging). */
    q,
    isError: query.isError,
    rows: query.data?.data,
    total,
    last: Math.max(1, Math.ceil(total / pageSize)),
    /** Loads every admin list again (after a booking was created, moved, cancelled or deleted). */
    refresh: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  };
}

export type BookingsList = ReturnType<typeof useBookingsList>;
