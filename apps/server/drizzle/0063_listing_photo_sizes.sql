CREATE TABLE "marketplace_listing_photo_sizes" (
	"photo_id" integer NOT NULL,
	"width" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "marketplace_listing_photo_sizes_photo_id_width_pk" PRIMARY KEY("photo_id","width"),
	CONSTRAINT "marketplace_listing_photo_sizes_type_known" CHECK ("marketplace_listing_photo_sizes"."content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "marketplace_listing_photo_sizes_size_positive" CHECK ("marketplace_listing_photo_sizes"."byte_size" > 0),
	CONSTRAINT "marketplace_listing_photo_sizes_width_positive" CHECK ("marketplace_listing_photo_sizes"."width" > 0)
);
--> statement-breakpoint
ALTER TABLE "marketplace_listing_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listing_photo_sizes" ADD CONSTRAINT "marketplace_listing_photo_sizes_photo_id_marketplace_listing_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."marketplace_listing_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_listing_photo_sizes_storage_key_unique" ON "marketplace_listing_photo_sizes" USING btree ("storage_key");