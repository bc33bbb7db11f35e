import { type Pricing, pricingFormDefaults } from "@clinic/contract/admin-pricing";
import { formatMoney } from "@clinic/contract/format";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client";
import { pricingApi, pricingKey } from "./pricing-api";
import { PricingForm } from "./pricing-form";

/** /admin/pricing (admin.md §2 Pricing page). */
export function PricingPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: pricingKey, queryFn: ({ signal }) => pricingApi.get(signal) });
  const onSaved = (p: Pricing) => queryClient.setQueryData(pricingKey, p);
  // While loading fails, the form still opens with the spec's defaults (admin.md §9).
  const pricing = query.data ?? (query.isError ? pricingFormDefaults : undefined);
  return (
    // The page's name is the shell's <h1> ('Pricing'); no second heading repeats it.
    <div className="rounded-xl border border-slate-200 bg-white p-6">
      <p className="text-slate-700">
        The price of one consultation, tax included. A new price applies to bookings made after you save it;
        existing bookings keep the amount they were made with.
      </p>
      {pricing && (
        <p className="mt-2 text-slate-800" data-testid="current-price">
          Current rate: <strong>{formatMoney(pricing.amount_in_paisa, pricing.currency)}</strong>
          {pricing.updated_at ? "" : " (default)"}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {query.error instanceof ApiError && query.error.status === 401
            ? "Authentication required - Please log in to update pricing"
            : "Failed to fetch data"}
        </p>
      )}
      <div className="mt-6">
        {pricing ? (
          <PricingForm key={pricing.updated_at ?? "default"} pricing={pricing} onSaved={onSaved} />
        ) : (
          <p role="status">Loading pricing...</p>
        )}
      </div>
    </div>
  );
}
