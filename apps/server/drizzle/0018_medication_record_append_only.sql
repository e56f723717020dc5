-- The medication administration record is a legal record: entries are added, never changed or
-- removed; a correction is a new entry naming the one it corrects. The one change allowed is the
-- database's own, when the user who recorded an entry is deleted and `recorded_by` becomes null
-- (ON DELETE SET NULL); everything else is refused.
CREATE FUNCTION medication_administrations_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.recorded_by IS NULL
    AND (NEW.id, NEW.medication_id, NEW.patient_id, NEW.scheduled_for, NEW.status, NEW.reason,
      NEW.comment, NEW.late, NEW.late_reason, NEW.recorded_at, NEW.corrects_id)
      IS NOT DISTINCT FROM
      (OLD.id, OLD.medication_id, OLD.patient_id, OLD.scheduled_for, OLD.status, OLD.reason,
      OLD.comment, OLD.late, OLD.late_reason, OLD.recorded_at, OLD.corrects_id)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'medication_administrations is append-only (% refused)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER medication_administrations_append_only
  BEFORE UPDATE OR DELETE ON medication_administrations
  FOR EACH ROW EXECUTE FUNCTION medication_administrations_append_only();
--> statement-breakpoint
-- Medications are discontinued, never deleted: their administrations point at them for good.
CREATE FUNCTION patient_medications_never_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'patient_medications rows are discontinued, not deleted'
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER patient_medications_never_deleted
  BEFORE DELETE ON patient_medications
  FOR EACH ROW EXECUTE FUNCTION patient_medications_never_deleted();
