CREATE INDEX "bookings_unlinked_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."patient_id" is null and ("bookings"."status" = 'PAID' or "bookings"."is_admin_booking");--> statement-breakpoint
-- Patient search (decision 0099): "name, email or phone contains" is served by trigram indexes when
-- PostgreSQL has pg_trgm (the embedded one does; on DATABASE_URL it is a trusted extension the
-- database owner may create since PostgreSQL 13). Without it the search still works, by scanning.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available: the patient search scans the patients table';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS patients_name_trgm_idx ON patients USING gin (lower(name) gin_trgm_ops) WHERE merged_into IS NULL AND erased_at IS NULL';
    EXECUTE 'CREATE INDEX IF NOT EXISTS patients_email_trgm_idx ON patients USING gin (email gin_trgm_ops) WHERE merged_into IS NULL AND erased_at IS NULL';
    EXECUTE 'CREATE INDEX IF NOT EXISTS patients_phone_trgm_idx ON patients USING gin (phone gin_trgm_ops) WHERE merged_into IS NULL AND erased_at IS NULL';
  END IF;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'patient search trigram indexes not made: %', SQLERRM;
END $$;
