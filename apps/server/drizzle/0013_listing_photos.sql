CREATE TABLE "marketplace_listing_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listing_photos_type_known" CHECK ("marketplace_listing_photos"."content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "marketplace_listing_photos_size_positive" CHECK ("marketplace_listing_photos"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_listing_photos" ADD CONSTRAINT "marketplace_listing_photos_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_listing_photos_storage_key_unique" ON "marketplace_listing_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "marketplace_listing_photos_listing_idx" ON "marketplace_listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_retired_unpublished" CHECK (NOT ("marketplace_listings"."published" AND "marketplace_listings"."retired_at" IS NOT NULL));