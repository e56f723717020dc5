-- Each node may answer sessions from memory; it must hear when what a session lookup reads
-- changes, whichever path changed it. The payload is the user's id ('*' for a whole table).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('session_changes', '*');
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM pg_notify('session_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM pg_notify('session_changes', to_jsonb(NEW) ->> TG_ARGV[0]);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session ended, or changed other than by its idle expiry moving forward (the extension every
-- reader makes; a node holding the older expiry only reads again sooner). A new one is not kept
-- anywhere yet.
CREATE TRIGGER sessions_notify_change AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    NEW.idle_expires_at < OLD.idle_expires_at
    OR (OLD.id_hash, OLD.user_id, OLD.csrf_token, OLD.absolute_expires_at)
      IS DISTINCT FROM (NEW.id_hash, NEW.user_id, NEW.csrf_token, NEW.absolute_expires_at)
  ) EXECUTE FUNCTION notify_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- Who the user is to every policy: role, status, organisation, name, email, language.
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('id');
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- A caregiver's agencies.
CREATE TRIGGER caregiver_agencies_notify_change AFTER INSERT OR UPDATE OR DELETE ON caregiver_agencies
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER caregiver_agencies_notify_truncate AFTER TRUNCATE ON caregiver_agencies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
