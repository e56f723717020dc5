CREATE TABLE "agency_care_types" (
	"agency_id" integer NOT NULL,
	"care_type_id" integer NOT NULL,
	CONSTRAINT "agency_care_types_agency_id_care_type_id_pk" PRIMARY KEY("agency_id","care_type_id")
);
--> statement-breakpoint
CREATE TABLE "agency_languages" (
	"agency_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "agency_languages_agency_id_language_id_pk" PRIMARY KEY("agency_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "agency_profiles" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text,
	"phone" text,
	"email" text,
	"website" text,
	"street" text,
	"unit" text,
	"postal_code" text,
	"city_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"description" text,
	"service_radius_km" integer DEFAULT 25 NOT NULL,
	"standing" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_profiles_standing_known" CHECK ("agency_profiles"."standing" IN (1, 2, 3, 4)),
	CONSTRAINT "agency_profiles_radius_range" CHECK ("agency_profiles"."service_radius_km" BETWEEN 1 AND 500),
	CONSTRAINT "agency_profiles_latitude_range" CHECK ("agency_profiles"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "agency_profiles_longitude_range" CHECK ("agency_profiles"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "agency_standing_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"from_standing" smallint NOT NULL,
	"to_standing" smallint NOT NULL,
	"reason" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_standing_changes_from_known" CHECK ("agency_standing_changes"."from_standing" IN (1, 2, 3, 4)),
	CONSTRAINT "agency_standing_changes_to_known" CHECK ("agency_standing_changes"."to_standing" IN (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "care_coordinators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organisation" text,
	"phone" text,
	"email" text,
	"region" text,
	"province_id" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"phone" text,
	"email" text,
	"website" text,
	"province_id" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payers_kind_known" CHECK ("payers"."kind" IN ('insurer', 'government', 'privatePay'))
);
--> statement-breakpoint
ALTER TABLE "agency_care_types" ADD CONSTRAINT "agency_care_types_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_care_types" ADD CONSTRAINT "agency_care_types_care_type_id_care_types_id_fk" FOREIGN KEY ("care_type_id") REFERENCES "public"."care_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_languages" ADD CONSTRAINT "agency_languages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_languages" ADD CONSTRAINT "agency_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_standing_changes" ADD CONSTRAINT "agency_standing_changes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_standing_changes" ADD CONSTRAINT "agency_standing_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_coordinators" ADD CONSTRAINT "care_coordinators_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payers" ADD CONSTRAINT "payers_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_care_types_care_type_idx" ON "agency_care_types" USING btree ("care_type_id");--> statement-breakpoint
CREATE INDEX "agency_profiles_city_idx" ON "agency_profiles" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "agency_profiles_standing_idx" ON "agency_profiles" USING btree ("standing");--> statement-breakpoint
CREATE INDEX "agency_standing_changes_agency_idx" ON "agency_standing_changes" USING btree ("agency_id","changed_at");--> statement-breakpoint
CREATE INDEX "care_coordinators_name_idx" ON "care_coordinators" USING btree ("name");--> statement-breakpoint
CREATE INDEX "care_coordinators_province_idx" ON "care_coordinators" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payers_name_unique" ON "payers" USING btree (lower("name"));