CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('owner', 'practitioner', 'front_desk')),
	CONSTRAINT "staff_email_lower_check" CHECK ("staff"."email" = lower("staff"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_live_email_idx" ON "staff" USING btree ("email") WHERE "staff"."removed_at" is null;