CREATE TABLE "appointment_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mode" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"amount_in_paisa" integer NOT NULL,
	"min_notice_hours" integer DEFAULT 0 NOT NULL,
	"max_advance_days" integer DEFAULT 365 NOT NULL,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"colour" text NOT NULL,
	"address" text,
	"service_area" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_kinds_mode_check" CHECK ("appointment_kinds"."mode" in ('video', 'in_clinic', 'home_visit')),
	CONSTRAINT "appointment_kinds_numbers_check" CHECK ("appointment_kinds"."duration_minutes" > 0 and "appointment_kinds"."buffer_minutes" >= 0 and "appointment_kinds"."amount_in_paisa" >= 0 and "appointment_kinds"."min_notice_hours" >= 0 and "appointment_kinds"."max_advance_days" > 0)
);
--> statement-breakpoint
-- The spec's consultation becomes the default kind, at today's price, length and buffer (the spec's
-- defaults when the clinic never saved a price): every existing slot and booking takes it.
-- No notice and a ten-year horizon: the spec's consultation is bookable as far ahead as slots exist.
INSERT INTO "appointment_kinds" ("id", "name", "names", "mode", "duration_minutes", "buffer_minutes", "amount_in_paisa", "max_advance_days", "colour", "is_default")
SELECT 'consultation', 'Video consultation', '{"hi": "वीडियो परामर्श", "kn": "ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ"}'::jsonb,
       'video', coalesce(p.duration_minutes, 60), coalesce(p.buffer_minutes, 15), coalesce(p.amount_in_paisa, 200000), 3650, '#2f6f73', true
  FROM (SELECT 1) one LEFT JOIN "pricing" p ON p.id = 1;
--> statement-breakpoint
DROP INDEX "slots_start_at_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind_id" text DEFAULT 'consultation' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "visit_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "practitioner_id" text;--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "kind_ids" text[] DEFAULT '{consultation}' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "registration_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_kinds_one_default_idx" ON "appointment_kinds" USING btree ("is_default") WHERE "appointment_kinds"."is_default";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_id_appointment_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."appointment_kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_practitioner_id_staff_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_kind_idx" ON "bookings" USING btree ("kind_id");--> statement-breakpoint
CREATE INDEX "slots_kind_ids_idx" ON "slots" USING gin ("kind_ids");--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_practitioner_start_key" UNIQUE NULLS NOT DISTINCT("practitioner_id","start_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_check" CHECK ("bookings"."attendance" in ('attended', 'no_show'));