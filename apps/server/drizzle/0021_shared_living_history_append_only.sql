-- The shared-living histories (membership changes, referral timelines, host-lead pipeline moves)
-- record who decided what and why: rows are added, never changed or removed. The function is
-- general: any append-only table's trigger may use it.
CREATE FUNCTION refuse_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hub_member_changes_append_only
  BEFORE UPDATE OR DELETE ON hub_member_changes
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();
--> statement-breakpoint
CREATE TRIGGER shared_living_referral_events_append_only
  BEFORE UPDATE OR DELETE ON shared_living_referral_events
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();
--> statement-breakpoint
CREATE TRIGGER lead_status_changes_append_only
  BEFORE UPDATE OR DELETE ON lead_status_changes
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();
