CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind_id" text NOT NULL,
	"sessions" integer NOT NULL,
	"amount_in_paisa" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"sell_online" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_numbers_check" CHECK ("packages"."sessions" > 0 and "packages"."amount_in_paisa" >= 0 and "packages"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "package_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purchase_id" text NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"booking_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_credits_reason_check" CHECK ("package_credits"."reason" in ('purchased', 'used', 'returned', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"name" text NOT NULL,
	"kind_id" text NOT NULL,
	"sessions_total" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text,
	"paid_at" timestamp with time zone,
	"expires_on" text,
	"sold_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_purchases_status_check" CHECK ("package_purchases"."payment_status" in ('PENDING', 'PAID', 'REFUNDED'))
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"purchase_id" text,
	"booking_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_link_id" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('open', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "payment_links_one_target_check" CHECK (num_nonnulls("payment_links"."purchase_id", "payment_links"."booking_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_kind_id_appointment_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."appointment_kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_credits_purchase_idx" ON "package_credits" USING btree ("purchase_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_credits_one_purchase_idx" ON "package_credits" USING btree ("purchase_id") WHERE "package_credits"."reason" = 'purchased';--> statement-breakpoint
CREATE INDEX "package_purchases_patient_idx" ON "package_purchases" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_open_purchase_idx" ON "payment_links" USING btree ("purchase_id") WHERE "payment_links"."status" = 'open' and "payment_links"."purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_open_booking_idx" ON "payment_links" USING btree ("booking_id") WHERE "payment_links"."status" = 'open' and "payment_links"."booking_id" is not null;