CREATE TABLE "exercise_logs" (
	"patient_id" text NOT NULL,
	"day" date NOT NULL,
	"done" text[] NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_logs_patient_id_day_pk" PRIMARY KEY("patient_id","day")
);
--> statement-breakpoint
CREATE TABLE "exercise_programmes" (
	"patient_id" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"review_on" date,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"instructions" text NOT NULL,
	"instructions_in" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_url" text,
	"shipped" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programmes" ADD CONSTRAINT "exercise_programmes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaires_patient_idx" ON "questionnaires" USING btree ("patient_id","sent_at");--> statement-breakpoint
CREATE INDEX "questionnaires_booking_idx" ON "questionnaires" USING btree ("booking_id");