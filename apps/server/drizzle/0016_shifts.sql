CREATE TABLE "medication_administrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"medication_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"scheduled_for" timestamp with time zone,
	"status" smallint NOT NULL,
	"reason" text,
	"comment" text,
	"late" boolean DEFAULT false NOT NULL,
	"late_reason" text,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrects_id" bigint,
	CONSTRAINT "medication_administrations_id_medication" UNIQUE("id","medication_id"),
	CONSTRAINT "medication_administrations_status_known" CHECK ("medication_administrations"."status" IN (1, 2, 3, 4)),
	CONSTRAINT "medication_administrations_reason_known" CHECK ("medication_administrations"."reason" IN ('vomiting', 'patientRefused', 'patientNotInFacility', 'missedDose', 'heldForParameters')),
	CONSTRAINT "medication_administrations_reason_by_status" CHECK (CASE "medication_administrations"."status" WHEN 1 THEN "medication_administrations"."reason" IS NULL WHEN 4 THEN true ELSE "medication_administrations"."reason" IS NOT NULL END),
	CONSTRAINT "medication_administrations_comment_when_required" CHECK ("medication_administrations"."reason" IS NULL OR "medication_administrations"."reason" NOT IN ('missedDose', 'heldForParameters') OR "medication_administrations"."comment" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "patient_medications" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"name" text NOT NULL,
	"dose" text NOT NULL,
	"route" smallint NOT NULL,
	"times" text[] DEFAULT '{}'::text[] NOT NULL,
	"week_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"prn" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"instructions" text,
	"prescriber" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discontinued_at" timestamp with time zone,
	"discontinued_by" integer,
	"discontinued_reason" text,
	CONSTRAINT "patient_medications_route_known" CHECK ("patient_medications"."route" IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)),
	CONSTRAINT "patient_medications_dates_order" CHECK ("patient_medications"."end_date" IS NULL OR "patient_medications"."end_date" >= "patient_medications"."start_date"),
	CONSTRAINT "patient_medications_schedule" CHECK ("patient_medications"."prn" OR cardinality("patient_medications"."times") > 0)
);
--> statement-breakpoint
CREATE TABLE "patient_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"care_service" text NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"recurrence" smallint,
	"recurrence_days" smallint[],
	"due_date" date NOT NULL,
	"previous_id" integer,
	"created_by" integer,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_tasks_state_known" CHECK ("patient_tasks"."state" IN (0, 1, 2)),
	CONSTRAINT "patient_tasks_visibility_known" CHECK ("patient_tasks"."visibility" IN (0, 1, 2)),
	CONSTRAINT "patient_tasks_recurrence_known" CHECK ("patient_tasks"."recurrence" IN (1, 2, 3, 4)),
	CONSTRAINT "patient_tasks_care_service_known" CHECK ("patient_tasks"."care_service" IN ('bathing', 'dressing', 'toileting', 'mobility', 'mealPreparation', 'feeding', 'housekeeping', 'companionship', 'medicationReminder', 'vitalSigns', 'medicationAdministration', 'bloodGlucose', 'simpleWoundCare', 'complexWoundCare', 'catheterCare', 'injections', 'nursingAssessment')),
	CONSTRAINT "patient_tasks_custom_days" CHECK (("patient_tasks"."recurrence" = 4) = ("patient_tasks"."recurrence_days" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "posting_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"posting_id" integer NOT NULL,
	"agency_id" integer,
	"caregiver_id" integer,
	"response" text DEFAULT 'pending' NOT NULL,
	"responded_by" integer,
	"responded_at" timestamp with time zone,
	CONSTRAINT "posting_offers_response_known" CHECK ("posting_offers"."response" IN ('pending', 'accepted', 'declined')),
	CONSTRAINT "posting_offers_one_party" CHECK (num_nonnulls("posting_offers"."agency_id", "posting_offers"."caregiver_id") = 1),
	CONSTRAINT "posting_offers_responded" CHECK (("posting_offers"."response" = 'pending') = ("posting_offers"."responded_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"posted_by_agency_id" integer NOT NULL,
	"posted_by_user_id" integer,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"filled_by_agency_id" integer,
	"filled_by_caregiver_id" integer,
	"filled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_status_known" CHECK ("postings"."status" IN ('open', 'filled', 'withdrawn')),
	CONSTRAINT "postings_filled_by_one" CHECK (("postings"."status" = 'filled') = (num_nonnulls("postings"."filled_by_agency_id", "postings"."filled_by_caregiver_id") = 1 AND "postings"."filled_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"caregiver_id" integer,
	"assignment" text DEFAULT 'unassigned' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"check_in_latitude" double precision,
	"check_in_longitude" double precision,
	"check_in_accuracy" double precision,
	"checked_out_at" timestamp with time zone,
	"check_out_latitude" double precision,
	"check_out_longitude" double precision,
	"check_out_accuracy" double precision,
	"missed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_order" CHECK ("shifts"."starts_at" < "shifts"."ends_at"),
	CONSTRAINT "shifts_assignment_known" CHECK ("shifts"."assignment" IN ('unassigned', 'offered', 'accepted', 'declined')),
	CONSTRAINT "shifts_caregiver_with_assignment" CHECK (("shifts"."caregiver_id" IS NULL) = ("shifts"."assignment" = 'unassigned')),
	CONSTRAINT "shifts_check_in_complete" CHECK (("shifts"."checked_in_at" IS NULL) = ("shifts"."check_in_latitude" IS NULL) AND ("shifts"."checked_in_at" IS NULL) = ("shifts"."check_in_longitude" IS NULL) AND ("shifts"."checked_in_at" IS NULL) = ("shifts"."check_in_accuracy" IS NULL)),
	CONSTRAINT "shifts_check_out_complete" CHECK (("shifts"."checked_out_at" IS NULL) = ("shifts"."check_out_latitude" IS NULL) AND ("shifts"."checked_out_at" IS NULL) = ("shifts"."check_out_longitude" IS NULL) AND ("shifts"."checked_out_at" IS NULL) = ("shifts"."check_out_accuracy" IS NULL)),
	CONSTRAINT "shifts_check_out_after_check_in" CHECK ("shifts"."checked_out_at" IS NULL OR ("shifts"."checked_in_at" IS NOT NULL AND "shifts"."checked_out_at" >= "shifts"."checked_in_at")),
	CONSTRAINT "shifts_checked_in_by_accepted" CHECK ("shifts"."checked_in_at" IS NULL OR "shifts"."assignment" = 'accepted')
);
--> statement-breakpoint
ALTER TABLE "medication_administrations" ADD CONSTRAINT "medication_administrations_medication_id_patient_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."patient_medications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_administrations" ADD CONSTRAINT "medication_administrations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_administrations" ADD CONSTRAINT "medication_administrations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_administrations" ADD CONSTRAINT "medication_administrations_corrects_same_medication" FOREIGN KEY ("corrects_id","medication_id") REFERENCES "public"."medication_administrations"("id","medication_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD CONSTRAINT "patient_medications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD CONSTRAINT "patient_medications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD CONSTRAINT "patient_medications_discontinued_by_users_id_fk" FOREIGN KEY ("discontinued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tasks" ADD CONSTRAINT "patient_tasks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tasks" ADD CONSTRAINT "patient_tasks_previous_id_patient_tasks_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."patient_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tasks" ADD CONSTRAINT "patient_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tasks" ADD CONSTRAINT "patient_tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_offers" ADD CONSTRAINT "posting_offers_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_offers" ADD CONSTRAINT "posting_offers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_offers" ADD CONSTRAINT "posting_offers_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_offers" ADD CONSTRAINT "posting_offers_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_posted_by_agency_id_agencies_id_fk" FOREIGN KEY ("posted_by_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_posted_by_user_id_users_id_fk" FOREIGN KEY ("posted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_filled_by_agency_id_agencies_id_fk" FOREIGN KEY ("filled_by_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_filled_by_caregiver_id_caregivers_id_fk" FOREIGN KEY ("filled_by_caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_administrations_medication_idx" ON "medication_administrations" USING btree ("medication_id","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_administrations_one_original" ON "medication_administrations" USING btree ("medication_id","scheduled_for") WHERE "medication_administrations"."corrects_id" IS NULL AND "medication_administrations"."scheduled_for" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "medication_administrations_one_correction" ON "medication_administrations" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "patient_medications_patient_idx" ON "patient_medications" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_tasks_patient_idx" ON "patient_tasks" USING btree ("patient_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_tasks_previous_unique" ON "patient_tasks" USING btree ("previous_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posting_offers_agency_unique" ON "posting_offers" USING btree ("posting_id","agency_id") WHERE "posting_offers"."agency_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "posting_offers_caregiver_unique" ON "posting_offers" USING btree ("posting_id","caregiver_id") WHERE "posting_offers"."caregiver_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "posting_offers_one_accepted" ON "posting_offers" USING btree ("posting_id") WHERE "posting_offers"."response" = 'accepted';--> statement-breakpoint
CREATE INDEX "posting_offers_agency_idx" ON "posting_offers" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "posting_offers_caregiver_idx" ON "posting_offers" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "postings_agency_idx" ON "postings" USING btree ("posted_by_agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "postings_one_open_per_assessment" ON "postings" USING btree ("assessment_id") WHERE "postings"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_assessment_start_unique" ON "shifts" USING btree ("assessment_id","starts_at");--> statement-breakpoint
CREATE INDEX "shifts_agency_start_idx" ON "shifts" USING btree ("agency_id","starts_at");--> statement-breakpoint
CREATE INDEX "shifts_caregiver_start_idx" ON "shifts" USING btree ("caregiver_id","starts_at");--> statement-breakpoint
CREATE INDEX "shifts_patient_start_idx" ON "shifts" USING btree ("patient_id","starts_at");