-- Files are stored uncompressed (they are photos and documents, compressed already) and out of
-- line, so substring() reads only the pages of the slice a node is serving.
ALTER TABLE "stored_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- A stored file belongs to the row that names it: when that row is deleted (by the app, or by a
-- cascade from its listing or agency) or stops naming it (a replaced photo), the file goes in the
-- same transaction. The trigger's argument names the owner's key column.
CREATE FUNCTION "release_stored_file"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  released text := to_jsonb(OLD) ->> TG_ARGV[0];
BEGIN
  IF released IS NOT NULL
    AND (TG_OP = 'DELETE' OR released IS DISTINCT FROM to_jsonb(NEW) ->> TG_ARGV[0]) THEN
    DELETE FROM "stored_files" WHERE "key" = released;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "marketplace_listing_photos_release_file"
  AFTER DELETE OR UPDATE OF "storage_key" ON "marketplace_listing_photos"
  FOR EACH ROW EXECUTE FUNCTION "release_stored_file"('storage_key');
--> statement-breakpoint
CREATE TRIGGER "caregivers_release_photo_file"
  AFTER DELETE OR UPDATE OF "photo_storage_key" ON "caregivers"
  FOR EACH ROW EXECUTE FUNCTION "release_stored_file"('photo_storage_key');
--> statement-breakpoint
CREATE TRIGGER "note_documents_release_file"
  AFTER DELETE OR UPDATE OF "storage_key" ON "note_documents"
  FOR EACH ROW EXECUTE FUNCTION "release_stored_file"('storage_key');
--> statement-breakpoint
CREATE TRIGGER "visit_confirmations_release_signature_file"
  AFTER DELETE OR UPDATE OF "signature_key" ON "visit_confirmations"
  FOR EACH ROW EXECUTE FUNCTION "release_stored_file"('signature_key');
