CREATE TABLE "patient_allergies" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"allergen" text NOT NULL,
	"reaction" smallint NOT NULL,
	"notes" text,
	CONSTRAINT "patient_allergies_reaction_known" CHECK ("patient_allergies"."reaction" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "patient_assistance" (
	"patient_id" integer NOT NULL,
	"activity" text NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "patient_assistance_patient_id_activity_pk" PRIMARY KEY("patient_id","activity"),
	CONSTRAINT "patient_assistance_activity_known" CHECK ("patient_assistance"."activity" IN ('bathing', 'dressing', 'grooming', 'toileting', 'continence', 'transferring', 'mobility', 'eating')),
	CONSTRAINT "patient_assistance_level_range" CHECK ("patient_assistance"."level" BETWEEN 0 AND 7)
);
--> statement-breakpoint
CREATE TABLE "patient_care_team" (
	"patient_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "patient_care_team_patient_id_user_id_pk" PRIMARY KEY("patient_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "patient_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"name" text NOT NULL,
	"relationship_id" integer,
	"phone" text,
	"email" text,
	"emergency" boolean DEFAULT false NOT NULL,
	"consent_to_share" boolean DEFAULT false NOT NULL,
	"consent_recorded_at" timestamp with time zone,
	"consent_recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_contacts_consent_recorded" CHECK ("patient_contacts"."consent_to_share" = ("patient_contacts"."consent_recorded_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "patient_diagnoses" (
	"patient_id" integer NOT NULL,
	"diagnosis_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "patient_diagnoses_patient_id_diagnosis_id_pk" PRIMARY KEY("patient_id","diagnosis_id")
);
--> statement-breakpoint
CREATE TABLE "patient_languages" (
	"patient_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "patient_languages_patient_id_language_id_pk" PRIMARY KEY("patient_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"partner_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"preferred_name" text,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"phone" text,
	"email" text,
	"street" text,
	"unit" text,
	"city_id" integer,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"payer_id" integer,
	"care_coordinator_id" integer,
	"ambulatory_level" smallint,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_gender_known" CHECK ("patients"."gender" IN ('female', 'male', 'nonBinary', 'other', 'undisclosed')),
	CONSTRAINT "patients_status_known" CHECK ("patients"."status" IN ('active', 'onHold', 'discharged')),
	CONSTRAINT "patients_ambulatory_level_known" CHECK ("patients"."ambulatory_level" IN (1, 2, 3)),
	CONSTRAINT "patients_latitude_range" CHECK ("patients"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "patients_longitude_range" CHECK ("patients"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_assistance" ADD CONSTRAINT "patient_assistance_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_care_team" ADD CONSTRAINT "patient_care_team_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_care_team" ADD CONSTRAINT "patient_care_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_contacts" ADD CONSTRAINT "patient_contacts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_contacts" ADD CONSTRAINT "patient_contacts_relationship_id_relationships_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."relationships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_contacts" ADD CONSTRAINT "patient_contacts_consent_recorded_by_users_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_diagnoses" ADD CONSTRAINT "patient_diagnoses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_diagnoses" ADD CONSTRAINT "patient_diagnoses_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_languages" ADD CONSTRAINT "patient_languages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_languages" ADD CONSTRAINT "patient_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_allergies_patient_idx" ON "patient_allergies" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_care_team_user_idx" ON "patient_care_team" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "patient_contacts_patient_idx" ON "patient_contacts" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_diagnoses_one_primary" ON "patient_diagnoses" USING btree ("patient_id") WHERE "patient_diagnoses"."is_primary";--> statement-breakpoint
CREATE INDEX "patients_agency_name_idx" ON "patients" USING btree ("agency_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "patients_partner_idx" ON "patients" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "patients_payer_idx" ON "patients" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "patients_care_coordinator_idx" ON "patients" USING btree ("care_coordinator_id");