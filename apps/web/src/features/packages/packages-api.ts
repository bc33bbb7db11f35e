import type { PackageRequestValid, PackageSale, PackageSessionRequest } from "@clinic/contract/packages";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../lib/api-client";
import { manageHeaders } from "../record-access";

export const packagesKey = ["admin", "packages"] as const;
/** Under ["admin"]: the patient page's refresh after a merge or erasure reloads them too. */
export const purchasesKey = (patientId: string) => ["admin", "patient", patientId, "packages"] as const;

/** The patient's own, on the manage page: outside ["admin"], whose refreshes are the desk's. */
export const myPackagesKey = (bookingId: string) => ["my-packages", bookingId] as const;

const ofPatient = (patientId: string) => ({ params: { path: { patientId } } });

/**
 * Packages' calls (issue 35): the owners' list (GET/POST, PUT/DELETE /api/admin/packages/{id}) and a
 * patient's purchases (GET/POST /api/admin/patients/{patientId}/packages).
 */
export const packagesApi = {
  list: (signal?: AbortSignal) => api.get.data("/api/admin/packages", { signal }),
  add: (body: PackageRequestValid) =>
    api.post.withMessage("/api/admin/packages", { body, idempotencyKey: crypto.randomUUID() }),
  change: (id: string, body: PackageRequestValid) =>
    api.put.withMessage("/api/admin/packages/{id}", { params: { path: { id } }, body }),
  remove: (id: string) => api.delete.withMessage("/api/admin/packages/{id}", { params: { path: { id } } }),
  purchases: (patientId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/patients/{patientId}/packages", { ...ofPatient(patientId), signal }),
  /** Sold at the desk: paid there, or by a payment link the answer carries. */
  sell: (patientId: string, body: PackageSale) =>
    api.post.withMessage("/api/admin/patients/{patientId}/packages", {
      ...ofPatient(patientId),
      body,
      idempotencyKey: crypto.randomUUID(),
    }),
  /** The patient's own: the manage token (and the record session for all), never in a URL. */
  mine: (bookingId: string, token: string, recordSession: string | null, signal?: AbortSignal) =>
    api.get.data("/api/public/bookings/{bookingId}/my-packages", {
      params: { path: { bookingId } },
      headers: manageHeaders(token, recordSession),
      signal,
    }),
  /** The patient books a session with one of the package's credits, with the same credentials. */
  bookSession: (
    bookingId: string,
    token: string,
    recordSession: string | null,
    body: PackageSessionRequest,
  ) =>
    api.post.data("/api/public/bookings/{bookingId}/package-sessions", {
      params: { path: { bookingId } },
      headers: manageHeaders(token, recordSession),
      body,
      idempotencyKey: crypto.randomUUID(),
    }),
};

/** A patient's purchases, newest first (the patient page's Packages and "Book a series" share them). */
export function usePurchases(patientId: string) {
  return useQuery({
    queryKey: purchasesKey(patientId),
    queryFn: ({ signal }) => packagesApi.purchases(patientId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
  });
}

/** The packages on sale (every role reads them: the front desk sells them). */
export function usePackages() {
  return useQuery({ queryKey: packagesKey, queryFn: ({ signal }) => packagesApi.list(signal) });
}
