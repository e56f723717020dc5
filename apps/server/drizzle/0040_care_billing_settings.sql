CREATE TABLE "care_billing_settings" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"rounding_rule" smallint NOT NULL,
	"increment_minutes" smallint NOT NULL,
	"invoice_schedule" smallint NOT NULL,
	"invoice_prefix" text NOT NULL,
	"payment_terms_days" smallint NOT NULL,
	"tax_registration_number" text,
	"charges_sales_tax" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_billing_settings" ADD CONSTRAINT "care_billing_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;