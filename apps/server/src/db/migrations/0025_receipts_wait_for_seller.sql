ALTER TABLE "receipts" ALTER COLUMN "issued_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "clinic" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "receipts_waiting_idx" ON "receipts" USING btree ("number") WHERE "receipts"."issued_at" is null;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_waiting_check" CHECK (("receipts"."issued_at" is null) = ("receipts"."clinic" is null));