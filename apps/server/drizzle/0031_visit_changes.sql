CREATE TABLE "visit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"field" text NOT NULL,
	"before_at" timestamp with time zone,
	"before_latitude" double precision,
	"before_longitude" double precision,
	"before_accuracy" double precision,
	"after_at" timestamp with time zone NOT NULL,
	"after_latitude" double precision NOT NULL,
	"after_longitude" double precision NOT NULL,
	"after_accuracy" double precision NOT NULL,
	"reason" text NOT NULL,
	"resolution" text NOT NULL,
	"note" text,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_changes_field_known" CHECK ("visit_changes"."field" IN ('checkIn', 'checkOut')),
	CONSTRAINT "visit_changes_reason_known" CHECK ("visit_changes"."reason" IN ('caregiverMissedCheckIn', 'caregiverMissedCheckOut', 'caregiverEarlyOrLate', 'mobileDeviceIssue', 'noNetwork', 'wrongLocation', 'serviceOutsideHome', 'clientRequestedChange', 'emergency', 'dataEntryError', 'other')),
	CONSTRAINT "visit_changes_resolution_known" CHECK ("visit_changes"."resolution" IN ('confirmedWithClient', 'confirmedWithCaregiver', 'confirmedWithOutsideEntity', 'timesheetReceived', 'supervisorVerified', 'documentationOnFile', 'caregiverRetrained')),
	CONSTRAINT "visit_changes_before_complete" CHECK (("visit_changes"."before_at" IS NULL) = ("visit_changes"."before_latitude" IS NULL) AND ("visit_changes"."before_at" IS NULL) = ("visit_changes"."before_longitude" IS NULL) AND ("visit_changes"."before_at" IS NULL) = ("visit_changes"."before_accuracy" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_changes_shift_idx" ON "visit_changes" USING btree ("shift_id","changed_at","id");--> statement-breakpoint
-- Hand-written: the history of a visit's corrections is append-only (function from 0021).
CREATE TRIGGER visit_changes_append_only
  BEFORE UPDATE OR DELETE ON visit_changes
  FOR EACH ROW EXECUTE FUNCTION refuse_row_change();
