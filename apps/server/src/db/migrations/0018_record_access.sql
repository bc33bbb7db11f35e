CREATE TABLE "record_access_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"patient_id" text,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_access_codes_end_reason_check" CHECK ("record_access_codes"."end_reason" is null or "record_access_codes"."end_reason" in ('used', 'replaced', 'attempts'))
);
--> statement-breakpoint
CREATE TABLE "record_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"booking_id" text NOT NULL,
	"patient_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "record_access_codes" ADD CONSTRAINT "record_access_codes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_access_codes" ADD CONSTRAINT "record_access_codes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_sessions" ADD CONSTRAINT "record_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_sessions" ADD CONSTRAINT "record_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_access_codes_booking_idx" ON "record_access_codes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "record_sessions_expires_idx" ON "record_sessions" USING btree ("expires_at");