CREATE TABLE "assessment_schedule_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"week_day" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "assessment_schedule_slots_week_day_known" CHECK ("assessment_schedule_slots"."week_day" IN (1, 2, 3, 4, 5, 6, 7)),
	CONSTRAINT "assessment_schedule_slots_order" CHECK ("assessment_schedule_slots"."starts_at" < "assessment_schedule_slots"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "assessment_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	CONSTRAINT "assessment_status_changes_from_known" CHECK ("assessment_status_changes"."from_status" IN (1, 2, 3, 4, 5, 6, 7)),
	CONSTRAINT "assessment_status_changes_to_known" CHECK ("assessment_status_changes"."to_status" IN (1, 2, 3, 4, 5, 6, 7))
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "rate_cents" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "rate_unit" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "billing_frequency" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "payment_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "assessment_schedule_slots" ADD CONSTRAINT "assessment_schedule_slots_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_status_changes" ADD CONSTRAINT "assessment_status_changes_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_status_changes" ADD CONSTRAINT "assessment_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_schedule_slots_start_unique" ON "assessment_schedule_slots" USING btree ("assessment_id","week_day","starts_at");--> statement-breakpoint
CREATE INDEX "assessment_status_changes_assessment_idx" ON "assessment_status_changes" USING btree ("assessment_id","changed_at");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_rate_unit_known" CHECK ("assessments"."rate_unit" IN ('hour', 'visit', 'day'));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_billing_frequency_known" CHECK ("assessments"."billing_frequency" IN ('none', 'weekly', 'biWeekly', 'monthEnd', 'monthly', 'semiMonthly'));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_payment_status_known" CHECK ("assessments"."payment_status" IN (0, 1, 2));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_rate_not_negative" CHECK ("assessments"."rate_cents" >= 0);--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_rate_with_unit" CHECK (("assessments"."rate_cents" IS NULL) = ("assessments"."rate_unit" IS NULL));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_dates_order" CHECK ("assessments"."end_date" IS NULL OR "assessments"."end_date" >= "assessments"."start_date");