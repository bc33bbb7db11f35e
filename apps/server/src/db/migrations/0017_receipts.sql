CREATE TABLE "receipt_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"against_receipt_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"tax_treatment" text NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text NOT NULL,
	"clinic" jsonb NOT NULL,
	"patient" jsonb NOT NULL,
	"service" jsonb NOT NULL,
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('receipt', 'credit_note')),
	CONSTRAINT "receipts_tax_treatment_check" CHECK ("receipts"."tax_treatment" in ('exempt', 'taxable')),
	CONSTRAINT "receipts_number_length_check" CHECK (char_length("receipts"."number") <= 16),
	CONSTRAINT "receipts_amount_check" CHECK ("receipts"."amount" > 0),
	CONSTRAINT "receipts_credit_note_check" CHECK (("receipts"."kind" = 'credit_note') = ("receipts"."against_receipt_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_year_sequence_key" ON "receipts" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_booking_kind_key" ON "receipts" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "receipts_issued_at_idx" ON "receipts" USING btree ("issued_at");