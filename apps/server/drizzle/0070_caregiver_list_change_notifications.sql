-- Each node may answer an agency's default caregiver list from memory; it must hear when
-- anything the list shows changes. The payload is the agency's id ('*': every list).
CREATE FUNCTION notify_caregiver_list_agency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('caregiver_list_changes', (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('caregiver_list_changes', (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A profile's languages or documents: the agencies of the changed rows' caregivers, once per
-- statement (a profile's lists are replaced whole, many rows at a time).
CREATE FUNCTION notify_caregiver_list_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('caregiver_list_changes', agency_id::text)
    FROM (SELECT DISTINCT c.agency_id FROM old_rows JOIN caregivers c ON c.id = old_rows.caregiver_id) AS changed;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('caregiver_list_changes', agency_id::text)
    FROM (SELECT DISTINCT c.agency_id FROM new_rows JOIN caregivers c ON c.id = new_rows.caregiver_id) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What every list shows the names of (reference data, an agency's name reaches one agency only).
CREATE FUNCTION notify_caregiver_list_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('caregiver_list_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER caregivers_notify_list AFTER INSERT OR UPDATE OR DELETE ON caregivers
  FOR EACH ROW EXECUTE FUNCTION notify_caregiver_list_agency('agency_id');
--> statement-breakpoint
CREATE TRIGGER agencies_notify_list AFTER UPDATE OR DELETE ON agencies
  FOR EACH ROW EXECUTE FUNCTION notify_caregiver_list_agency('id');
--> statement-breakpoint
CREATE TRIGGER caregiver_languages_notify_list_insert AFTER INSERT ON caregiver_languages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_children();
--> statement-breakpoint
CREATE TRIGGER caregiver_languages_notify_list_update AFTER UPDATE ON caregiver_languages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_children();
--> statement-breakpoint
CREATE TRIGGER caregiver_languages_notify_list_delete AFTER DELETE ON caregiver_languages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_children();
--> statement-breakpoint
CREATE TRIGGER caregiver_documents_notify_list_insert AFTER INSERT ON caregiver_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_children();
--> statement-breakpoint
CREATE TRIGGER caregiver_documents_notify_list_update AFTER UPDATE ON caregiver_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_children();
--> statement-breakpoint
CREATE TRIGGER caregiver_documents_notify_list_delete AFTER DELETE ON caregiver_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_children();
--> statement-breakpoint
CREATE TRIGGER professions_notify_list AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON professions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_everything();
--> statement-breakpoint
CREATE TRIGGER cities_notify_list AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_everything();
--> statement-breakpoint
CREATE TRIGGER languages_notify_list AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_everything();
--> statement-breakpoint
CREATE TRIGGER caregivers_notify_list_truncate AFTER TRUNCATE ON caregivers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_everything();
--> statement-breakpoint
CREATE TRIGGER agencies_notify_list_truncate AFTER TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_everything();
--> statement-breakpoint
CREATE TRIGGER caregiver_languages_notify_list_truncate AFTER TRUNCATE ON caregiver_languages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_everything();
--> statement-breakpoint
CREATE TRIGGER caregiver_documents_notify_list_truncate AFTER TRUNCATE ON caregiver_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caregiver_list_everything();
