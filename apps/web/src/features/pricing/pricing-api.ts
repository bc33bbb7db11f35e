import type { Pricing, PricingRequest } from "@clinic/contract/admin-pricing";
import { api, apiRequestWithMessage, sameSiteHeaders } from "../../lib/api-client";

export const pricingKey = ["admin", "pricing"] as const;

/** GET and PUT /api/admin/pricing (admin.md §7). */
export const pricingApi = {
  get: (signal?: AbortSignal) => api.get<Pricing>("/api/admin/pricing", { signal }),
  update: (body: PricingRequest) =>
    apiRequestWithMessage<Pricing>("/api/admin/pricing", { method: "PUT", body, headers: sameSiteHeaders }),
};
