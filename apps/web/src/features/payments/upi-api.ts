import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** Under ["admin"]: every admin change that refreshes the admin's data refreshes it too. */
export const upiKey = ["admin", "upi"] as const;

/** The clinic's UPI ID and payee name (issue 35), which every staff role may read. */
export function useClinicUpi() {
  return useQuery({ queryKey: upiKey, queryFn: ({ signal }) => api.get.data("/api/admin/upi", { signal }) });
}
