import { useQuery } from "@tanstack/react-query";
import { endOfMonth, format, startOfMonth } from "date-fns";
import { useMemo } from "react";
import { loadFailure, useLoadFailureToast } from "../../app/load-failure";
import { adminBookingsApi } from "./admin-bookings-api";

/** A calendar day (midnight, the browser's clock) for the clinic's day `key` (YYYY-MM-DD), and back. */
export const keyToDay = (key: string) => {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
export const dayToKey = (day: Date) => format(day, "yyyy-MM-dd");

/** admin.md §8, the times of the chosen date could not be loaded. */
export const timesFailed = "Failed to load available slots";

/**
 * The days of `month` with an open slot still ahead, to mark in the calendar: one request a month
 * shown (the times of a day are asked only when that day is chosen).
 */
export function useFreeDays(month: Date) {
  const from = dayToKey(startOfMonth(month));
  const to = dayToKey(endOfMonth(month));
  const query = useQuery({
    queryKey: ["admin", "reschedule-days", from, to],
    queryFn: ({ signal }) => adminBookingsApi.openSlots(from, to, signal),
  });
  const days = useMemo(() => {
    const now = Date.now();
    const keys = new Set((query.data ?? []).filter((s) => Date.parse(s.startAt) > now).map((s) => s.dateKey));
    return [...keys].map(keyToDay);
  }, [query.data]);
  return { days, isError: query.isError };
}

/**
 * The times booking `bookingId` may move to on `date`. Choosing another date leaves the earlier
 * request unobserved and TanStack Query aborts it (its `signal` is passed on): an aborted request is
 * no failure and says nothing. A real failure of the current date toasts 'Failed to load available
 * slots' once, at its first attempt, under one id (a retry or a later failure replaces it).
 */
export function useRescheduleTimes(bookingId: string | undefined, date: string | undefined) {
  const query = useQuery({
    queryKey: ["admin", "reschedule-slots", bookingId, date],
    enabled: bookingId !== undefined && date !== undefined,
    queryFn: ({ signal }) => adminBookingsApi.rescheduleSlots(bookingId as string, date as string, signal),
  });
  useLoadFailureToast(loadFailure(query) && { title: timesFailed }, "reschedule-times-failed");
  return query;
}
