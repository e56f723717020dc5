-- Clinical notes are a legal record. Once signed, a note's words, owner and author never change
-- (only its privacy, hold and amendment window may); no note is ever deleted, draft or signed.
CREATE FUNCTION notes_signed_text_frozen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'notes are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.signed_at IS NOT NULL AND (
    NEW.kind, NEW.patient_id, NEW.hub_id, NEW.cluster_id, NEW.parent_id, NEW.author_id,
    NEW.note_type_id, NEW.template_id, NEW.title, NEW.body, NEW.signed_at, NEW.created_at
  ) IS DISTINCT FROM (
    OLD.kind, OLD.patient_id, OLD.hub_id, OLD.cluster_id, OLD.parent_id, OLD.author_id,
    OLD.note_type_id, OLD.template_id, OLD.title, OLD.body, OLD.signed_at, OLD.created_at
  ) THEN
    RAISE EXCEPTION 'a signed note''s text is frozen' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notes_signed_text_frozen
  BEFORE UPDATE OR DELETE ON notes
  FOR EACH ROW EXECUTE FUNCTION notes_signed_text_frozen();
--> statement-breakpoint
-- Text changes and the action and list logs are added to, never changed or removed.
CREATE TRIGGER note_text_changes_append_only
  BEFORE UPDATE OR DELETE ON note_text_changes
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();
--> statement-breakpoint
CREATE TRIGGER note_actions_append_only
  BEFORE UPDATE OR DELETE ON note_actions
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();
--> statement-breakpoint
CREATE TRIGGER note_list_log_append_only
  BEFORE UPDATE OR DELETE ON note_list_log
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();
--> statement-breakpoint
-- A document is never removed: the one change allowed is hiding it, once.
CREATE FUNCTION note_documents_hide_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.hidden_at IS NULL
    AND (NEW.id, NEW.note_id, NEW.file_name, NEW.content_type, NEW.size_bytes, NEW.storage_key,
      NEW.uploaded_by, NEW.uploaded_at)
      IS NOT DISTINCT FROM
      (OLD.id, OLD.note_id, OLD.file_name, OLD.content_type, OLD.size_bytes, OLD.storage_key,
      OLD.uploaded_by, OLD.uploaded_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'note documents are only ever hidden (% refused)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER note_documents_hide_only
  BEFORE UPDATE OR DELETE ON note_documents
  FOR EACH ROW EXECUTE FUNCTION note_documents_hide_only();
