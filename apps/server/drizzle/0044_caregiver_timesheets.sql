CREATE TABLE "timesheet_revision_visits" (
	"revision_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone NOT NULL,
	"verified_minutes" integer NOT NULL,
	CONSTRAINT "timesheet_revision_visits_revision_id_shift_id_pk" PRIMARY KEY("revision_id","shift_id"),
	CONSTRAINT "timesheet_revision_visits_minutes" CHECK ("timesheet_revision_visits"."verified_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"revision" integer NOT NULL,
	"reason" text,
	"visit_count" integer NOT NULL,
	"verified_minutes" integer NOT NULL,
	"mileage_km" double precision,
	"approved_by" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_revisions_number" CHECK ("timesheet_revisions"."revision" >= 1),
	CONSTRAINT "timesheet_revisions_reason" CHECK (("timesheet_revisions"."revision" = 1) = ("timesheet_revisions"."reason" IS NULL)),
	CONSTRAINT "timesheet_revisions_period" CHECK ("timesheet_revisions"."period_end" = "timesheet_revisions"."period_start" + 14),
	CONSTRAINT "timesheet_revisions_totals" CHECK ("timesheet_revisions"."visit_count" >= 0 AND "timesheet_revisions"."verified_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "timesheet_revision_visits" ADD CONSTRAINT "timesheet_revision_visits_revision_id_timesheet_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."timesheet_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_revision_visits" ADD CONSTRAINT "timesheet_revision_visits_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_revision_visits" ADD CONSTRAINT "timesheet_revision_visits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_revisions" ADD CONSTRAINT "timesheet_revisions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_revisions" ADD CONSTRAINT "timesheet_revisions_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_revisions" ADD CONSTRAINT "timesheet_revisions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_revisions_period_unique" ON "timesheet_revisions" USING btree ("agency_id","period_start","caregiver_id","revision");--> statement-breakpoint
-- Hand-written: an approved timesheet is a payroll record; a change is a new revision, never an edit (function from 0021).
CREATE TRIGGER timesheet_revisions_append_only
  BEFORE UPDATE OR DELETE ON timesheet_revisions
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();--> statement-breakpoint
CREATE TRIGGER timesheet_revision_visits_append_only
  BEFORE UPDATE OR DELETE ON timesheet_revision_visits
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();
