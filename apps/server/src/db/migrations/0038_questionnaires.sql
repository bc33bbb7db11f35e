CREATE TABLE "questionnaires" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"instrument_id" text NOT NULL,
	"instrument" jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"answers" jsonb,
	"scores" jsonb,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "questionnaires_status_check" CHECK ("questionnaires"."status" in ('sent', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaires_patient_idx" ON "questionnaires" USING btree ("patient_id","sent_at");--> statement-breakpoint
CREATE INDEX "questionnaires_booking_idx" ON "questionnaires" USING btree ("booking_id");