ALTER TABLE "idempotency_keys" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "patient_id" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_booking_idx" ON "idempotency_keys" USING btree ("booking_id") WHERE "idempotency_keys"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_patient_idx" ON "idempotency_keys" USING btree ("patient_id") WHERE "idempotency_keys"."patient_id" is not null;