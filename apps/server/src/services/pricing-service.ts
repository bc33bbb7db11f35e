import type { Pricing, pricingRequestSchema } from "@clinic/contract/admin-pricing";
import { pricingFormDefaults } from "@clinic/contract/admin-pricing";
import { pricingDefaults } from "@clinic/contract/booking";
import type { z } from "zod";
import { writeDefaultKindTerms } from "../db/appointment-kind-repository";
import type { Database } from "../db/client";
import { type PricingRow, readPricing, readPricingForUpdate, writePricing } from "../db/pricing-repository";
import { type Queryable, transaction } from "../db/transaction";
import { recordAudit } from "./audit-service";

type PricingInput = z.output<typeof pricingRequestSchema>;

/**
 * The price (admin.md §2 Pricing page). A booking copies amount, currency and tax when it is
 * created (services/booking/new-booking.ts), so a new price applies to bookings created after it and the
 * existing ones keep theirs. Every change is in the audit log with before → after: that is
 * the price history.
 */
/** The price a new booking copies, from the pricing row or the spec's defaults when none was ever saved. */
export async function currentPricing(db: Queryable) {
  return pricingOf(await readPricing(db));
}

/** The pricing row's values, or the spec's defaults when none was ever saved. */
export function pricingOf(row: PricingRow | undefined) {
  return row
    ? {
        amountInPaisa: row.amountInPaisa,
        currency: row.currency,
        taxPercent: row.taxPercent,
        durationMinutes: row.durationMinutes,
        bufferMinutes: row.bufferMinutes,
      }
    : { ...pricingDefaults };
}

export async function getPricing(db: Database): Promise<Pricing> {
  const row = await readPricing(db);
  if (!row) return { ...pricingFormDefaults };
  return {
    amount_in_paisa: row.amountInPaisa,
    currency: row.currency,
    tax_percent: row.taxPercent,
    duration_minutes: row.durationMinutes,
    buffer_minutes: row.bufferMinutes,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function updatePricing(db: Database, input: PricingInput, actor: string): Promise<Pricing> {
  return transaction(db, async (tx) => {
    const old = await readPricingForUpdate(tx);
    const before = old
      ? {
          amount_in_paisa: old.amount_in_paisa,
          currency: old.currency,
          tax_percent: old.tax_percent,
          duration_minutes: old.duration_minutes,
          buffer_minutes: old.buffer_minutes,
        }
      : null;
    const row = await writePricing(tx, {
      amountInPaisa: input.amount_in_paisa,
      currency: input.currency,
      taxPercent: input.tax_percent,
      durationMinutes: input.duration_minutes,
      bufferMinutes: input.buffer_minutes,
    });
    // The default kind (the spec's consultation) has this price and length (decision 0129).
    await writeDefaultKindTerms(tx, {
      amountInPaisa: input.amount_in_paisa,
      durationMinutes: input.duration_minutes,
      bufferMinutes: input.buffer_minutes,
    });
    const after = {
      amount_in_paisa: input.amount_in_paisa,
      currency: input.currency,
      tax_percent: input.tax_percent,
      duration_minutes: input.duration_minutes,
      buffer_minutes: input.buffer_minutes,
    };
    await recordAudit(tx, {
      actor,
      action: "pricing.update",
      entity: "pricing",
      entityId: "1",
      details: { before, after },
    });
    return { ...after, updated_at: (row?.updatedAt ?? new Date()).toISOString() };
  });
}
