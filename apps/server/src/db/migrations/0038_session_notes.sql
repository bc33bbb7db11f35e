CREATE TABLE "session_note_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "session_note_versions" (
	"note_id" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"template_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"author" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_note_versions_number_key" UNIQUE("note_id","number"),
	CONSTRAINT "session_note_versions_kind_check" CHECK ("session_note_versions"."kind" in ('draft', 'signed', 'edited', 'amendment'))
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"template_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "session_notes_booking_key" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "session_note_versions" ADD CONSTRAINT "session_note_versions_note_id_session_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."session_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;