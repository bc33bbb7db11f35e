ALTER TABLE "bookings" ADD COLUMN "manage_token_sealed" text;--> statement-breakpoint
CREATE INDEX "audit_log_entity_at" ON "audit_log" USING btree ("entity","at","id");--> statement-breakpoint
CREATE INDEX "bookings_paid_at_idx" ON "bookings" USING btree ("paid_at") WHERE "bookings"."paid_at" is not null;