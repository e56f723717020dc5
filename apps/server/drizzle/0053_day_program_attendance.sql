CREATE TABLE "attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"arrival_time" text,
	"departure_time" text,
	"reason" text,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrections" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_records_status_known" CHECK ("attendance_records"."status" IN ('present', 'absent', 'leftEarly')),
	CONSTRAINT "attendance_records_arrival_format" CHECK ("attendance_records"."arrival_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "attendance_records_departure_format" CHECK ("attendance_records"."departure_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "attendance_records_departure_after_arrival" CHECK ("attendance_records"."departure_time" >= "attendance_records"."arrival_time"),
	CONSTRAINT "attendance_records_absent_untimed" CHECK ("attendance_records"."status" <> 'absent' OR ("attendance_records"."arrival_time" IS NULL AND "attendance_records"."departure_time" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "day_program_capacities" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"capacity_per_day" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_program_capacities_positive" CHECK ("day_program_capacities"."capacity_per_day" > 0)
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_program_id_agencies_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_program_capacities" ADD CONSTRAINT "day_program_capacities_program_id_agencies_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_patient_day" ON "attendance_records" USING btree ("patient_id","day");--> statement-breakpoint
CREATE INDEX "attendance_records_program_day_idx" ON "attendance_records" USING btree ("program_id","day");