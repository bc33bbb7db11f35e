import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { pricingDefaults } from "./booking";
import { majorUnits, maxAmountInPaisa } from "./money";

/**
 * The Pricing page and its calls (admin.md §2 Pricing page, §3 Pricing, §5 Pricing form, §7).
 * The request and the answer use the spec's snake_case names (decision 0030): what the
 * form reads back is exactly what it sends.
 */

export const pricingMessages = {
  amountRequired: "Amount is required",
  amountPositive: "Amount must be at least 1.00",
  amountTooLarge: "Amount must be at most 10,00,000.00",
  amountWhole: "Amount must be whole paise",
  amountDecimals: "Amount can have at most two decimals",
  currencyRequired: "Currency is required",
  currencyFormat: "Currency must be a three-letter code such as INR",
  tax: "Tax must be between 0 and 100 percent",
  duration: "Session duration must be between 15 and 180 minutes",
  buffer: "Buffer must be between 0 and 60 minutes",
  authRequired: "Authentication required - Please log in to update pricing",
  failed: "Failed to update pricing",
  updated: "Pricing updated",
} as const;

export { maxAmountInPaisa };

const whole = (min: number, max: number, message: string, required: string) =>
  z.number({ error: required }).int(message).min(min, message).max(max, message);

/** PUT /api/admin/pricing: amount and currency required, tax 0–100, duration 15–180, buffer 0–60. */
export const pricingRequestSchema = z.object({
  amount_in_paisa: z
    .number({ error: pricingMessages.amountRequired })
    .int(pricingMessages.amountWhole)
    .min(100, pricingMessages.amountPositive)
    .max(maxAmountInPaisa, pricingMessages.amountTooLarge),
  currency: z
    .string({ error: pricingMessages.currencyRequired })
    .trim()
    .min(1, pricingMessages.currencyRequired)
    .regex(/^[A-Za-z]{3}$/, pricingMessages.currencyFormat)
    .transform((v) => v.toUpperCase()),
  tax_percent: whole(0, 100, pricingMessages.tax, pricingMessages.tax),
  duration_minutes: whole(15, 180, pricingMessages.duration, pricingMessages.duration),
  buffer_minutes: whole(0, 60, pricingMessages.buffer, pricingMessages.buffer),
});
export type PricingRequest = z.input<typeof pricingRequestSchema>;

export const pricingSchema = z.object({
  amount_in_paisa: z.number().int(),
  currency: z.string(),
  tax_percent: z.number().int(),
  duration_minutes: z.number().int(),
  buffer_minutes: z.number().int(),
  /** When the price was last changed; null while the spec's defaults apply. */
  updated_at: z.string().nullable(),
});
export type Pricing = z.infer<typeof pricingSchema>;
export const pricingResponseSchema = successEnvelopeSchema(pricingSchema);

/** The spec's form defaults (admin.md §9): 200000 paise, INR, 18 %, 60 min, 15 min. */
export const pricingFormDefaults: Pricing = {
  amount_in_paisa: pricingDefaults.amountInPaisa,
  currency: pricingDefaults.currency,
  tax_percent: pricingDefaults.taxPercent,
  duration_minutes: pricingDefaults.durationMinutes,
  buffer_minutes: pricingDefaults.bufferMinutes,
  updated_at: null,
};

/** "2000.50" → 200050; undefined when the text is not an amount with at most two decimals. */
export function rupeesToPaisa(text: string): number | undefined {
  const t = text.trim().replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const [whole, fraction = ""] = t.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const rangeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .regex(/^\d+$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);

/** The form as typed (text inputs); the same rules as the request, checked on submit. */
export const pricingFormSchema = z.object({
  amountRupees: z
    .string()
    .trim()
    .min(1, pricingMessages.amountRequired)
    .refine((v) => rupeesToPaisa(v) !== undefined, pricingMessages.amountDecimals)
    .refine((v) => (rupeesToPaisa(v) ?? 0) >= 100, pricingMessages.amountPositive)
    .refine((v) => (rupeesToPaisa(v) ?? 0) <= maxAmountInPaisa, pricingMessages.amountTooLarge),
  currency: z
    .string()
    .trim()
    .min(1, pricingMessages.currencyRequired)
    .regex(/^[A-Za-z]{3}$/, pricingMessages.currencyFormat),
  taxPercent: rangeNumber(0, 100, pricingMessages.tax),
  durationMinutes: rangeNumber(15, 180, pricingMessages.duration),
  bufferMinutes: rangeNumber(0, 60, pricingMessages.buffer),
});
export type PricingFormValues = z.infer<typeof pricingFormSchema>;

export function pricingToForm(p: Pricing): PricingFormValues {
  return {
    amountRupees: majorUnits(p.amount_in_paisa),
    currency: p.currency,
    taxPercent: String(p.tax_percent),
    durationMinutes: String(p.duration_minutes),
    bufferMinutes: String(p.buffer_minutes),
  };
}

export function formToPricingRequest(v: PricingFormValues): PricingRequest {
  return {
    amount_in_paisa: rupeesToPaisa(v.amountRupees) ?? 0,
    currency: v.currency.trim().toUpperCase(),
    tax_percent: Number(v.taxPercent),
    duration_minutes: Number(v.durationMinutes),
    buffer_minutes: Number(v.bufferMinutes),
  };
}
