import { defaultPatientPageSize } from "@clinic/contract/patients";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { loadFailure, useLoadFailureToast } from "../../app/load-failure";
import { patientsApi, patientsKey } from "./patients-api";

/** How long typing rests before the search is asked (one request per pause, not per key). */
export const searchDebounceMs = 300;

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A patient search, asked of the server (it searches names, emails and phones, and pages): the typed
 * text, the page and its size. A new search starts at page 1.
 */
export function usePatientSearch(pageSize = defaultPatientPageSize) {
  const [text, setText] = useState("");
  const [paging, setPaging] = useState({ page: 1, pageSize });
  const q = useDebounced(text.trim(), searchDebounceMs);
  const query = useQuery({
    queryKey: [...patientsKey, q, paging.page, paging.pageSize],
    queryFn: ({ signal }) => patientsApi.search({ q, ...paging }, signal),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(
    loadFailure(query) && { title: "Error", description: "Failed to load patients. Please try again." },
    "admin-patients-load-failed",
  );
  return {
    text,
    setText: (next: string) => {
      setText(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    searched: q,
    paging,
    setPaging,
    rows: query.data?.data,
    total: query.data?.pagination.total ?? 0,
    isError: query.isError,
    isFetching: query.isFetching,
  };
}
