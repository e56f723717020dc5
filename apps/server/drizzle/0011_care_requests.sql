CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"patient_id" integer,
	"care_type_id" integer,
	"services" text[] DEFAULT '{}' NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_status_known" CHECK ("assessments"."status" IN (1, 2, 3, 4, 5, 6, 7)),
	CONSTRAINT "assessments_patient_unless_requested" CHECK ("assessments"."patient_id" IS NOT NULL OR "assessments"."status" = 7),
	CONSTRAINT "assessments_services_known" CHECK ("assessments"."services" <@ ARRAY['personal-care', 'companionship', 'meal-preparation', 'medication-reminders', 'nursing', 'respite', 'private-room', 'shared-meals', 'supported-living', 'transportation', 'activities', 'therapy']::text[])
);
--> statement-breakpoint
CREATE TABLE "care_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"assessment_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"preferred_contact" text NOT NULL,
	"visit_date" date,
	"message" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"seen_by" integer,
	CONSTRAINT "care_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "care_requests_assessment_id_unique" UNIQUE("assessment_id"),
	CONSTRAINT "care_requests_kind_known" CHECK ("care_requests"."kind" IN ('requestCare', 'bookVisit')),
	CONSTRAINT "care_requests_preferred_contact_known" CHECK ("care_requests"."preferred_contact" IN ('email', 'phone', 'text')),
	CONSTRAINT "care_requests_reachable" CHECK ("care_requests"."contact_email" IS NOT NULL OR "care_requests"."contact_phone" IS NOT NULL),
	CONSTRAINT "care_requests_visit_date_for_visits" CHECK (("care_requests"."kind" = 'bookVisit') = ("care_requests"."visit_date" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"listing_id" integer,
	"agency_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_known" CHECK ("leads"."kind" IN ('careSeeker', 'host')),
	CONSTRAINT "leads_location_known" CHECK ("leads"."location" IN ('referralForm', 'bookAVisit', 'landing', 'hostSignUp')),
	CONSTRAINT "leads_status_known" CHECK ("leads"."status" IN ('new', 'contacted', 'screening', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_care_type_id_care_types_id_fk" FOREIGN KEY ("care_type_id") REFERENCES "public"."care_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_requests" ADD CONSTRAINT "care_requests_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_requests" ADD CONSTRAINT "care_requests_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_requests" ADD CONSTRAINT "care_requests_seen_by_users_id_fk" FOREIGN KEY ("seen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_agency_status_idx" ON "assessments" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "assessments_patient_idx" ON "assessments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "care_requests_listing_idx" ON "care_requests" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "care_requests_created_idx" ON "care_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_agency_status_idx" ON "leads" USING btree ("agency_id","status");