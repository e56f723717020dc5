CREATE TABLE "listing_review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_body" text,
	"reply_by_user_id" integer,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by_user_id" integer,
	CONSTRAINT "listing_reviews_rating_range" CHECK ("listing_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "listing_reviews_reply_complete" CHECK (("listing_reviews"."reply_body" IS NULL) = ("listing_reviews"."replied_at" IS NULL) AND ("listing_reviews"."reply_body" IS NULL) = ("listing_reviews"."reply_updated_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "review_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "rating" double precision GENERATED ALWAYS AS (CASE WHEN review_count >= 3 THEN round(review_rating_sum::numeric / review_count, 1)::double precision END) STORED;--> statement-breakpoint
ALTER TABLE "listing_review_reports" ADD CONSTRAINT "listing_review_reports_review_id_listing_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."listing_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_review_reports" ADD CONSTRAINT "listing_review_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_reply_by_user_id_users_id_fk" FOREIGN KEY ("reply_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_review_reports_review_reporter_unique" ON "listing_review_reports" USING btree ("review_id","reporter_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reviews_listing_author_unique" ON "listing_reviews" USING btree ("listing_id","author_user_id");--> statement-breakpoint
CREATE INDEX "listing_reviews_listing_visible_idx" ON "listing_reviews" USING btree ("listing_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listing_reviews"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "marketplace_listings_rating_idx" ON "marketplace_listings" USING btree ("product","rating" DESC NULLS LAST) WHERE "marketplace_listings"."rating" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_review_totals" CHECK ("marketplace_listings"."review_count" >= 0 AND "marketplace_listings"."review_rating_sum" BETWEEN "marketplace_listings"."review_count" AND 5 * "marketplace_listings"."review_count");