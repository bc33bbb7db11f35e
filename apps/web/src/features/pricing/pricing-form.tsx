import {
  formToPricingRequest,
  type Pricing,
  type PricingFormValues,
  pricingFormSchema,
  pricingMessages,
  pricingToForm,
} from "@clinic/contract/admin-pricing";
import { formatMoney } from "@clinic/contract/format";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { pricingApi } from "./pricing-api";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";
const serverFields: Record<string, keyof PricingFormValues> = {
  amount_in_paisa: "amountRupees",
  currency: "currency",
  tax_percent: "taxPercent",
  duration_minutes: "durationMinutes",
  buffer_minutes: "bufferMinutes",
};

/** admin.md §2 Pricing page, §5 Pricing form: the amount in rupees, sent in paise. */
export function PricingForm({ pricing, onSaved }: { pricing: Pricing; onSaved(p: Pricing): void }) {
  const form = useForm<PricingFormValues>({
    resolver: zodResolver(pricingFormSchema),
    defaultValues: pricingToForm(pricing),
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, setError, watch, reset } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      const { data, message } = await pricingApi.update(formToPricingRequest(values));
      reset(pricingToForm(data));
      onSaved(data);
      toast.success(message ?? pricingMessages.updated, {
        description: `New bookings cost ${formatMoney(data.amount_in_paisa, data.currency)}.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(pricingMessages.authRequired);
        return;
      }
      if (error instanceof ApiError && error.fields)
        for (const [field, reason] of Object.entries(error.fields)) {
          const name = serverFields[field];
          if (name) setError(name, { message: reason });
        }
      toast.error(pricingMessages.failed, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  const amount = watch("amountRupees");
  const field = (
    name: keyof PricingFormValues,
    label: string,
    hint: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => {
    const error = errors[name]?.message;
    return (
      <div>
        <label htmlFor={`pricing-${name}`} className="block font-medium text-slate-900">
          {label}
        </label>
        <input
          id={`pricing-${name}`}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={`pricing-${name}-hint${error ? ` pricing-${name}-error` : ""}`}
          {...props}
          {...register(name)}
        />
        <p id={`pricing-${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
        {error && (
          <p id={`pricing-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2" aria-label="Pricing">
      {field(
        "amountRupees",
        "Amount (₹)",
        `Shown in rupees, stored in paise. ${amount ? `₹${amount}` : ""}`.trim(),
        {
          inputMode: "decimal",
          autoComplete: "off",
        },
      )}
      {field("currency", "Currency", "Three-letter code, e.g. INR", { autoComplete: "off", maxLength: 3 })}
      {field(
        "taxPercent",
        "Tax (%)",
        // The receipt treatment decides whether a price holds GST (decision 0125).
        "0 to 100; the price includes it. Used only when receipts are set to taxable (Settings → Payments → Receipts).",
        { inputMode: "numeric" },
      )}
      {field("durationMinutes", "Session duration (minutes)", "15 to 180", { inputMode: "numeric" })}
      {field("bufferMinutes", "Buffer between sessions (minutes)", "0 to 60", { inputMode: "numeric" })}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : "Update Pricing"}
        </button>
      </div>
    </form>
  );
}
