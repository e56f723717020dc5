ALTER TABLE "caregivers" ADD COLUMN "photo_storage_key" text;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "photo_content_type" text;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "photo_byte_size" integer;--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_photo_together" CHECK (("caregivers"."photo_storage_key" IS NULL) = ("caregivers"."photo_content_type" IS NULL) AND ("caregivers"."photo_storage_key" IS NULL) = ("caregivers"."photo_byte_size" IS NULL));