-- An assessment's status history is a record of who decided what and why: rows are added, never
-- changed or removed. The one change allowed is the database's own, when a user who made a change
-- is deleted and `changed_by` becomes null (ON DELETE SET NULL); everything else is refused.
CREATE FUNCTION assessment_status_changes_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.changed_by IS NULL
    AND (NEW.id, NEW.assessment_id, NEW.from_status, NEW.to_status, NEW.changed_at, NEW.reason)
      IS NOT DISTINCT FROM
      (OLD.id, OLD.assessment_id, OLD.from_status, OLD.to_status, OLD.changed_at, OLD.reason)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'assessment_status_changes is append-only (% refused)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER assessment_status_changes_append_only
  BEFORE UPDATE OR DELETE ON assessment_status_changes
  FOR EACH ROW EXECUTE FUNCTION assessment_status_changes_append_only();
