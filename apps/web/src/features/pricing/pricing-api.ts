import type { PricingRequest } from "@clinic/contract/admin-pricing";
import { api } from "../../lib/api-client";

export const pricingKey = ["admin", "pricing"] as const;

/** GET and PUT /api/admin/pricing (admin.md §7). */
export const pricingApi = {
  get: (signal?: AbortSignal) => api.get.data("/api/admin/pricing", { signal }),
  update: (body: PricingRequest) => api.put.withMessage("/api/admin/pricing", { body }),
};
