-- Decision 0094: an admin booking records how the clinic took payment, and its amount is what was
-- received. The admin bookings made before took none (their dialog said no payment was required,
-- and their cancellations said none was taken): they become 'not_charged', with nothing received.
ALTER TABLE "bookings" ADD COLUMN "payment_method" text;--> statement-breakpoint
UPDATE "bookings" SET "payment_method" = 'not_charged', "amount" = 0, "tax_amount" = 0 WHERE "is_admin_booking";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_check" CHECK (("bookings"."is_admin_booking" and "bookings"."payment_method" in ('not_charged', 'cash', 'upi', 'card')) or (not "bookings"."is_admin_booking" and "bookings"."payment_method" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_not_charged_amount_check" CHECK ("bookings"."payment_method" is distinct from 'not_charged' or ("bookings"."amount" = 0 and "bookings"."tax_amount" = 0));