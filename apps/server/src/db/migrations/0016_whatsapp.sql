CREATE TABLE "whatsapp_opt_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"phone" text NOT NULL,
	"wording" text NOT NULL,
	"method" text NOT NULL,
	"taken_by" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "whatsapp_opt_ins_method_check" CHECK ("whatsapp_opt_ins"."method" in ('online', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"booking_id" text,
	"to_phone" text NOT NULL,
	"template" text,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text_body" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"not_after" timestamp with time zone,
	"provider_message_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "whatsapp_outbox_status_check" CHECK ("whatsapp_outbox"."status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_opt_ins_booking_key" ON "whatsapp_opt_ins" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_phone_idx" ON "whatsapp_opt_ins" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_kind_booking_key" ON "whatsapp_outbox" USING btree ("kind","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_provider_id_key" ON "whatsapp_outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_due_idx" ON "whatsapp_outbox" USING btree ("next_attempt_at") WHERE "whatsapp_outbox"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_created_idx" ON "whatsapp_outbox" USING btree ("created_at");