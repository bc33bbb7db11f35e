-- Decision 0122: every change to what the public slots read answers is announced on the channel
-- `slots_changed`, with the clinic date it touches ('*' when it may touch every date). NOTIFY is
-- transactional: it is delivered on commit, and never for a rolled-back write. Being triggers, no
-- write path (use case, job, admin, command, psql) can forget it.
CREATE FUNCTION notify_slots_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('slots_changed', '*');
    RETURN NULL;
  END IF;
  -- A moved slot (a new date key) changes its old date and its new one; identical payloads in one
  -- transaction are delivered once, so a bulk create of a week sends seven.
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('slots_changed', OLD.date_key);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('slots_changed', NEW.date_key);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_changed_notify AFTER INSERT OR UPDATE OR DELETE ON slots
  FOR EACH ROW EXECUTE FUNCTION notify_slots_changed();
--> statement-breakpoint
CREATE TRIGGER slots_truncated_notify AFTER TRUNCATE ON slots
  FOR EACH STATEMENT EXECUTE FUNCTION notify_slots_changed();
--> statement-breakpoint
-- The general settings hold the holidays, the blackout ranges and the clinic's time zone, which
-- decide every date's answer. Other keys (payment keys, operations notes) never touch it.
CREATE FUNCTION notify_slot_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE'
     OR (TG_OP = 'INSERT' AND NEW.key = 'general')
     OR (TG_OP = 'DELETE' AND OLD.key = 'general')
     OR (TG_OP = 'UPDATE' AND 'general' IN (OLD.key, NEW.key) AND OLD.value IS DISTINCT FROM NEW.value) THEN
    PERFORM pg_notify('slots_changed', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_changed_notify AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION notify_slot_settings_changed();
--> statement-breakpoint
CREATE TRIGGER settings_truncated_notify AFTER TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_slot_settings_changed();
