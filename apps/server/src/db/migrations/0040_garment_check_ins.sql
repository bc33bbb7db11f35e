CREATE TABLE "garment_check_in_plans" (
	"patient_id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"channel" text NOT NULL,
	"since" date NOT NULL,
	"enabled_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garment_check_in_plans_channel_check" CHECK ("garment_check_in_plans"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "garment_check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"hours_per_day" integer,
	CONSTRAINT "garment_check_ins_patient_due_key" UNIQUE("patient_id","due_on"),
	CONSTRAINT "garment_check_ins_hours_check" CHECK ("garment_check_ins"."hours_per_day" is null or "garment_check_ins"."hours_per_day" between 0 and 24)
);
--> statement-breakpoint
ALTER TABLE "garment_check_in_plans" ADD CONSTRAINT "garment_check_in_plans_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_check_in_plans" ADD CONSTRAINT "garment_check_in_plans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_check_ins" ADD CONSTRAINT "garment_check_ins_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_check_ins" ADD CONSTRAINT "garment_check_ins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;