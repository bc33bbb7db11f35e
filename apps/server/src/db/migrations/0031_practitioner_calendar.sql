ALTER TABLE "slots" ADD COLUMN "calendar_id" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "calendar_id" text;