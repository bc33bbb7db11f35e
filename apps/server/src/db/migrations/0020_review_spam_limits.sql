CREATE TABLE "review_notice_state" (
	"id" text PRIMARY KEY NOT NULL,
	"last_digest_at" timestamp with time zone,
	"waiting_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint GENERATED ALWAYS AS (case when kind like 'review%' then 2 when kind like 'clinic-%' then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "from_new_network" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_paid_client_idx" ON "bookings" USING btree ("client_key") WHERE "bookings"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_approved_client_idx" ON "reviews" USING btree ("client_key") WHERE "reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "reviews_new_network_queued_idx" ON "reviews" USING btree ("queued_at") WHERE "reviews"."from_new_network";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected', 'held'));--> statement-breakpoint
-- The digest's one state row exists from the start, so the first review does not have to make it.
INSERT INTO "review_notice_state" ("id") VALUES ('digest') ON CONFLICT DO NOTHING;
