ALTER TABLE "receipts" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "purchase_id" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_purchase_kind_key" ON "receipts" USING btree ("purchase_id","kind");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_one_subject_check" CHECK (num_nonnulls("receipts"."booking_id", "receipts"."purchase_id") = 1);