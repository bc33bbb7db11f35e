ALTER TABLE "bookings" ADD COLUMN "tax_treatment" text;--> statement-breakpoint
-- Backfill (hand-written, decision 0125): a booking with a receipt takes the receipt's treatment and its lines' tax;
-- any other takes the clinic's treatment now (Settings → Receipts, exempt when never saved). Exempt carries no tax.
UPDATE "bookings" b SET "tax_treatment" = r."tax_treatment",
  "tax_amount" = coalesce((select sum((l->>'amount')::int) from jsonb_array_elements(r."tax_lines") l), 0)
  FROM "receipts" r WHERE r."booking_id" = b."id" AND r."kind" = 'receipt';--> statement-breakpoint
UPDATE "bookings" SET "tax_treatment" = coalesce(
  (select s."value"->'receipts'->>'taxTreatment' from "settings" s where s."key" = 'general'
    and s."value"->'receipts'->>'taxTreatment' in ('exempt', 'taxable')), 'exempt')
  WHERE "tax_treatment" IS NULL;--> statement-breakpoint
UPDATE "bookings" SET "tax_percent" = 0, "tax_amount" = 0 WHERE "tax_treatment" = 'exempt';--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "tax_treatment" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tax_check" CHECK ("bookings"."tax_treatment" = 'taxable' or ("bookings"."tax_treatment" = 'exempt' and "bookings"."tax_percent" = 0 and "bookings"."tax_amount" = 0));
