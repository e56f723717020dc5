-- A photo's resized copies go with it (the cascade), and their files with them, as its own file.
CREATE TRIGGER "marketplace_listing_photo_sizes_release_file"
  AFTER DELETE OR UPDATE OF "storage_key" ON "marketplace_listing_photo_sizes"
  FOR EACH ROW EXECUTE FUNCTION "release_stored_file"('storage_key');
--> statement-breakpoint
-- The galleries as they are: photos uploaded before resizing have no width or sizes yet; the
-- sizing job makes them and rewrites the gallery.
UPDATE "marketplace_listings" AS "listing" SET "photos" = (
  SELECT jsonb_agg(
    jsonb_build_object('id', "photo"."id", 'width', NULL, 'resizedWidths', '[]'::jsonb)
    ORDER BY "photo"."position", "photo"."id")
  FROM "marketplace_listing_photos" AS "photo"
  WHERE "photo"."listing_id" = "listing"."id")
WHERE EXISTS (
  SELECT 1 FROM "marketplace_listing_photos" AS "photo" WHERE "photo"."listing_id" = "listing"."id");
