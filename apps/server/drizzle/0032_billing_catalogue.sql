CREATE TABLE "membership_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"buyer_kinds" text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"unit_of_measure" smallint NOT NULL,
	"entitlements" jsonb NOT NULL,
	"trial_days" smallint DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_products_price_cents" CHECK ("membership_products"."price_cents" >= 0),
	CONSTRAINT "membership_products_trial_days" CHECK ("membership_products"."trial_days" >= 0),
	CONSTRAINT "membership_products_currency_known" CHECK ("membership_products"."currency" IN ('CAD', 'USD')),
	CONSTRAINT "membership_products_unit_known" CHECK ("membership_products"."unit_of_measure" IN (0, 1, 2, 3)),
	CONSTRAINT "membership_products_buyer_kinds_known" CHECK (cardinality("membership_products"."buyer_kinds") > 0 AND "membership_products"."buyer_kinds" <@ ARRAY['agency', 'partner', 'provider']::text[])
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"effective_from" date NOT NULL,
	"components" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_components_array" CHECK (jsonb_typeof("tax_rates"."components") = 'array')
);
--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_products_price_idx" ON "membership_products" USING btree ("currency","price_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_region_day_unique" ON "tax_rates" USING btree ("country","province","effective_from");