CREATE INDEX "slots_start_at_idx" ON "slots" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "slots_status_start_at_idx" ON "slots" USING btree ("status","start_at");