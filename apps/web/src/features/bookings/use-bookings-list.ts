import { slotMessages } from "@clinic/contract/admin-slots";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useReducer } from "react";
import { loadFailure, useLoadFailureToast } from "../../app/load-failure";
import { todayKey } from "../../lib/clinic-zone";
import { adminBookingsApi } from "./admin-bookings-api";
import { bookingsListReducer, bookingsQuery, initialBookingsList } from "./bookings-list-state";

/**
 * The bookings list (admin.md §2): its state (a reducer: filters, order, page) and the server's page of
 * slots for it. The server sorts and pages; the table only asks.
 */
export function useBookingsList(zone: string) {
  const queryClient = useQueryClient();
  const today = todayKey(zone);
  const [state, dispatch] = useReducer(bookingsListReducer, today, initialBookingsList);
  const q = bookingsQuery(state);
  const query = useQuery({
    queryKey: ["admin", "bookings", q],
    queryFn: ({ signal }) => adminBookingsApi.page(q, signal),
    placeholderData: keepPreviousData,
  });
  // admin.md §8 'Error - Failed to load slots. Please try again.': on the first failed attempt, once
  // (the retries go on), never for a cancelled load (screen guide: A failed load says so at its first
  // failure, once).
  useLoadFailureToast(
    loadFailure(query) && { title: "Error", description: slotMessages.loadFailed },
    "admin-bookings-load-failed",
  );
  return {
    today,
    state,
    dispatch,
    /** The query the list was loaded with (the CSV export uses it without the paging). */
    q,
    isError: query.isError,
    isFetching: query.isFetching,
    rows: query.data?.data,
    total: query.data?.pagination.total ?? 0,
    /** Loads every admin list again (after a booking was created, moved, cancelled or deleted). */
    refresh: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  };
}

export type BookingsList = ReturnType<typeof useBookingsList>;
