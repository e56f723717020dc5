CREATE TABLE "caregiver_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"caregiver_id" integer NOT NULL,
	"week_day" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "caregiver_availability_week_day_known" CHECK ("caregiver_availability"."week_day" IN (1, 2, 3, 4, 5, 6, 7)),
	CONSTRAINT "caregiver_availability_order" CHECK ("caregiver_availability"."start_time" < "caregiver_availability"."end_time")
);
--> statement-breakpoint
CREATE TABLE "caregiver_competencies" (
	"caregiver_id" integer NOT NULL,
	"skill" text NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "caregiver_competencies_caregiver_id_skill_pk" PRIMARY KEY("caregiver_id","skill"),
	CONSTRAINT "caregiver_competencies_skill_known" CHECK ("caregiver_competencies"."skill" IN ('personalCare', 'mobilityTransfers', 'mealPreparation', 'medicationAdministration', 'dementiaCare', 'diabetesCare', 'woundCare', 'palliativeCare')),
	CONSTRAINT "caregiver_competencies_level_known" CHECK ("caregiver_competencies"."level" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "caregiver_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"caregiver_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text,
	"issued_on" date NOT NULL,
	"expires_on" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_documents_kind_known" CHECK ("caregiver_documents"."kind" IN ('pswCertificate', 'nursingRegistration', 'firstAidCpr', 'vulnerableSectorCheck', 'tbScreening', 'immunization', 'driversLicense', 'foodHandler', 'whmis', 'other')),
	CONSTRAINT "caregiver_documents_dates_order" CHECK ("caregiver_documents"."expires_on" IS NULL OR "caregiver_documents"."expires_on" > "caregiver_documents"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "caregiver_languages" (
	"caregiver_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "caregiver_languages_caregiver_id_language_id_pk" PRIMARY KEY("caregiver_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "caregiver_role_assignments" (
	"caregiver_id" integer NOT NULL,
	"caregiver_role_id" integer NOT NULL,
	CONSTRAINT "caregiver_role_assignments_caregiver_id_caregiver_role_id_pk" PRIMARY KEY("caregiver_id","caregiver_role_id")
);
--> statement-breakpoint
CREATE TABLE "caregiver_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"caregiver_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_status_changes_from_known" CHECK ("caregiver_status_changes"."from_status" IN ('pending', 'hired', 'notHired', 'offBoarded')),
	CONSTRAINT "caregiver_status_changes_to_known" CHECK ("caregiver_status_changes"."to_status" IN ('pending', 'hired', 'notHired', 'offBoarded'))
);
--> statement-breakpoint
CREATE TABLE "caregivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"date_of_birth" date,
	"bio" text,
	"street" text,
	"unit" text,
	"city_id" integer,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"profession_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregivers_status_known" CHECK ("caregivers"."status" IN ('pending', 'hired', 'notHired', 'offBoarded')),
	CONSTRAINT "caregivers_latitude_range" CHECK ("caregivers"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "caregivers_longitude_range" CHECK ("caregivers"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "caregivers_coordinates_together" CHECK (("caregivers"."latitude" IS NULL) = ("caregivers"."longitude" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "caregiver_availability" ADD CONSTRAINT "caregiver_availability_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_competencies" ADD CONSTRAINT "caregiver_competencies_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_documents" ADD CONSTRAINT "caregiver_documents_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_languages" ADD CONSTRAINT "caregiver_languages_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_languages" ADD CONSTRAINT "caregiver_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_role_assignments" ADD CONSTRAINT "caregiver_role_assignments_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_role_assignments" ADD CONSTRAINT "caregiver_role_assignments_caregiver_role_id_caregiver_roles_id_fk" FOREIGN KEY ("caregiver_role_id") REFERENCES "public"."caregiver_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_status_changes" ADD CONSTRAINT "caregiver_status_changes_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_status_changes" ADD CONSTRAINT "caregiver_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caregiver_availability_caregiver_idx" ON "caregiver_availability" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "caregiver_availability_week_day_idx" ON "caregiver_availability" USING btree ("week_day","caregiver_id");--> statement-breakpoint
CREATE INDEX "caregiver_competencies_skill_idx" ON "caregiver_competencies" USING btree ("skill","level");--> statement-breakpoint
CREATE INDEX "caregiver_documents_caregiver_idx" ON "caregiver_documents" USING btree ("caregiver_id","expires_on");--> statement-breakpoint
CREATE INDEX "caregiver_languages_language_idx" ON "caregiver_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "caregiver_status_changes_caregiver_idx" ON "caregiver_status_changes" USING btree ("caregiver_id","changed_at");--> statement-breakpoint
CREATE INDEX "caregivers_agency_name_idx" ON "caregivers" USING btree ("agency_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "caregivers_agency_email_unique" ON "caregivers" USING btree ("agency_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "caregivers_agency_user_unique" ON "caregivers" USING btree ("agency_id","user_id") WHERE "caregivers"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "caregivers_user_idx" ON "caregivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "caregivers_profession_idx" ON "caregivers" USING btree ("profession_id");