CREATE TABLE "questionnaire_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"instrument_id" text NOT NULL,
	"next_on" date NOT NULL,
	"every_weeks" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_schedules_weeks_check" CHECK ("questionnaire_schedules"."every_weeks" is null or "questionnaire_schedules"."every_weeks" between 1 and 26)
);
--> statement-breakpoint
ALTER TABLE "questionnaire_schedules" ADD CONSTRAINT "questionnaire_schedules_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_schedules" ADD CONSTRAINT "questionnaire_schedules_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_schedules_due_idx" ON "questionnaire_schedules" USING btree ("next_on");