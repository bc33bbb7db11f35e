ALTER TABLE "reviews" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "client_address";