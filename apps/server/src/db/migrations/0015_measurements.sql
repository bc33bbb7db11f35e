CREATE TABLE "measurement_reminders" (
	"patient_id" text NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurement_reminders_patient_id_kind_due_on_pk" PRIMARY KEY("patient_id","kind","due_on"),
	CONSTRAINT "measurement_reminders_kind_check" CHECK ("measurement_reminders"."kind" in ('garment', 'remeasure'))
);
--> statement-breakpoint
CREATE TABLE "measurement_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"taken_on" date NOT NULL,
	"limb" text NOT NULL,
	"reference_point" text,
	"spacing_cm" numeric NOT NULL,
	"affected_cm" numeric[] NOT NULL,
	"other_cm" numeric[],
	"bioimpedance" numeric,
	"isl_stage" text,
	"garment_kind" text,
	"garment_class" text,
	"garment_issued_on" date,
	"notes" text,
	"home_care_note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurement_sessions_limb_check" CHECK ("measurement_sessions"."limb" in ('left_arm', 'right_arm', 'left_leg', 'right_leg')),
	CONSTRAINT "measurement_sessions_isl_check" CHECK ("measurement_sessions"."isl_stage" is null or "measurement_sessions"."isl_stage" in ('0', 'I', 'II', 'III')),
	CONSTRAINT "measurement_sessions_points_check" CHECK ("measurement_sessions"."other_cm" is null or cardinality("measurement_sessions"."other_cm") = cardinality("measurement_sessions"."affected_cm"))
);
--> statement-breakpoint
ALTER TABLE "measurement_reminders" ADD CONSTRAINT "measurement_reminders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_sessions" ADD CONSTRAINT "measurement_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_sessions_patient_idx" ON "measurement_sessions" USING btree ("patient_id","taken_on");