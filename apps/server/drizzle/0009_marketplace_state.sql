CREATE TABLE "marketplace_search_queries" (
	"visitor_id_hash" text NOT NULL,
	"search_type" text NOT NULL,
	"query" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_search_queries_visitor_id_hash_search_type_pk" PRIMARY KEY("visitor_id_hash","search_type")
);
--> statement-breakpoint
CREATE TABLE "marketplace_visitors" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"current_search_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_search_queries" ADD CONSTRAINT "marketplace_search_queries_visitor_id_hash_marketplace_visitors_id_hash_fk" FOREIGN KEY ("visitor_id_hash") REFERENCES "public"."marketplace_visitors"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_visitors_updated_at_idx" ON "marketplace_visitors" USING btree ("updated_at");