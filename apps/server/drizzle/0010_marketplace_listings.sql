CREATE TABLE "marketplace_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"language_ids" integer[] DEFAULT '{}' NOT NULL,
	"care_type_ids" integer[] DEFAULT '{}' NOT NULL,
	"open_days" smallint[] DEFAULT '{}' NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"price_min_cents" integer NOT NULL,
	"price_max_cents" integer NOT NULL,
	"price_unit" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city_id" integer,
	"photo_urls" text[] DEFAULT '{}' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listings_product_known" CHECK ("marketplace_listings"."product" IN ('homecare', 'sharecare', 'adultDay')),
	CONSTRAINT "marketplace_listings_price_unit_known" CHECK ("marketplace_listings"."price_unit" IN ('hour', 'day', 'month')),
	CONSTRAINT "marketplace_listings_services_known" CHECK ("marketplace_listings"."services" <@ ARRAY['personal-care', 'companionship', 'meal-preparation', 'medication-reminders', 'nursing', 'respite', 'private-room', 'shared-meals', 'supported-living', 'transportation', 'activities', 'therapy']::text[]),
	CONSTRAINT "marketplace_listings_open_days_known" CHECK ("marketplace_listings"."open_days" <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
	CONSTRAINT "marketplace_listings_price_range" CHECK ("marketplace_listings"."price_min_cents" >= 0 AND "marketplace_listings"."price_min_cents" <= "marketplace_listings"."price_max_cents"),
	CONSTRAINT "marketplace_listings_latitude_range" CHECK ("marketplace_listings"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "marketplace_listings_longitude_range" CHECK ("marketplace_listings"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_listings_location_idx" ON "marketplace_listings" USING btree ("product","latitude","longitude");--> statement-breakpoint
CREATE INDEX "marketplace_listings_search_trgm_idx" ON "marketplace_listings" USING gin (lower(coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketplace_listings_agency_idx" ON "marketplace_listings" USING btree ("agency_id");