ALTER TABLE "payment_links" DROP CONSTRAINT "payment_links_status_check";--> statement-breakpoint
DROP INDEX "payment_links_open_purchase_idx";--> statement-breakpoint
DROP INDEX "payment_links_open_booking_idx";--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "kind" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_links_provider_link_idx" ON "payment_links" USING btree ("provider_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_open_purchase_idx" ON "payment_links" USING btree ("purchase_id","kind") WHERE "payment_links"."status" in ('making', 'open') and "payment_links"."purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_open_booking_idx" ON "payment_links" USING btree ("booking_id","kind") WHERE "payment_links"."status" in ('making', 'open') and "payment_links"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_kind_check" CHECK ("payment_links"."kind" in ('link', 'upi_qr'));--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('making', 'open', 'paid', 'expired', 'cancelled'));