CREATE TABLE "patient_link_suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"other_patient_id" text NOT NULL,
	"reasons" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	CONSTRAINT "patient_link_suggestions_pair_check" CHECK ("patient_link_suggestions"."patient_id" <> "patient_link_suggestions"."other_patient_id"),
	CONSTRAINT "patient_link_suggestions_reasons_check" CHECK (cardinality("patient_link_suggestions"."reasons") > 0 and "patient_link_suggestions"."reasons" <@ array['email', 'phone', 'name']),
	CONSTRAINT "patient_link_suggestions_resolution_check" CHECK (("patient_link_suggestions"."resolution" is null and "patient_link_suggestions"."resolved_at" is null)
        or ("patient_link_suggestions"."resolution" in ('merged', 'dismissed') and "patient_link_suggestions"."resolved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "patient_link_suggestions" ADD CONSTRAINT "patient_link_suggestions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_link_suggestions" ADD CONSTRAINT "patient_link_suggestions_other_patient_id_patients_id_fk" FOREIGN KEY ("other_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_link_suggestions_pair_key" ON "patient_link_suggestions" USING btree (least("patient_id", "other_patient_id"),greatest("patient_id", "other_patient_id"));--> statement-breakpoint
CREATE INDEX "patient_link_suggestions_patient_idx" ON "patient_link_suggestions" USING btree ("patient_id") WHERE "patient_link_suggestions"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "patient_link_suggestions_other_idx" ON "patient_link_suggestions" USING btree ("other_patient_id") WHERE "patient_link_suggestions"."resolved_at" is null;