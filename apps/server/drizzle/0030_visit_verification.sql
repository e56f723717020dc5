CREATE TABLE "visit_captures" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"phase" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"distance_metres" double precision,
	"fence_radius_metres" integer NOT NULL,
	"fence" text NOT NULL,
	"timing" text NOT NULL,
	"reason_code" text,
	"captured_offline" boolean DEFAULT false NOT NULL,
	"idempotency_key" uuid,
	"recorded_by" integer,
	CONSTRAINT "visit_captures_phase_known" CHECK ("visit_captures"."phase" IN ('check_in', 'check_out')),
	CONSTRAINT "visit_captures_fence_known" CHECK ("visit_captures"."fence" IN ('inside', 'outside', 'imprecise', 'unverified')),
	CONSTRAINT "visit_captures_timing_known" CHECK ("visit_captures"."timing" IN ('early', 'on_time', 'late')),
	CONSTRAINT "visit_captures_reason_known" CHECK ("visit_captures"."reason_code" IN ('community_visit', 'gps_poor', 'client_not_home', 'client_request', 'travel_delay', 'client_emergency', 'other_address'))
);
--> statement-breakpoint
CREATE TABLE "visit_confirmations" (
	"shift_id" integer PRIMARY KEY NOT NULL,
	"signature_key" text,
	"signature_sha256" text,
	"signed_at" timestamp with time zone,
	"signature_missing_reason" text,
	"task_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_confirmations_signature_complete" CHECK (("visit_confirmations"."signature_key" IS NULL) = ("visit_confirmations"."signature_sha256" IS NULL) AND ("visit_confirmations"."signature_key" IS NULL) = ("visit_confirmations"."signed_at" IS NULL)),
	CONSTRAINT "visit_confirmations_signature_or_reason" CHECK ("visit_confirmations"."signature_key" IS NULL OR "visit_confirmations"."signature_missing_reason" IS NULL),
	CONSTRAINT "visit_confirmations_reason_known" CHECK ("visit_confirmations"."signature_missing_reason" IN ('client_asleep', 'client_refused', 'client_unable'))
);
--> statement-breakpoint
CREATE TABLE "visit_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phase" text NOT NULL,
	"reason_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text,
	CONSTRAINT "visit_exceptions_kind_known" CHECK ("visit_exceptions"."kind" IN ('out_of_fence', 'early', 'late', 'no_signature', 'missed', 'offline')),
	CONSTRAINT "visit_exceptions_phase_known" CHECK ("visit_exceptions"."phase" IN ('check_in', 'check_out', 'visit')),
	CONSTRAINT "visit_exceptions_resolution_complete" CHECK (("visit_exceptions"."resolved_at" IS NULL) = ("visit_exceptions"."resolution_note" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "visit_verification_settings" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"fence_radius_metres" integer NOT NULL,
	"early_window_minutes" integer NOT NULL,
	"late_window_minutes" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_settings_positive" CHECK ("visit_verification_settings"."fence_radius_metres" > 0 AND "visit_verification_settings"."early_window_minutes" >= 0 AND "visit_verification_settings"."late_window_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visit_captures" ADD CONSTRAINT "visit_captures_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_captures" ADD CONSTRAINT "visit_captures_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_confirmations" ADD CONSTRAINT "visit_confirmations_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exceptions" ADD CONSTRAINT "visit_exceptions_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exceptions" ADD CONSTRAINT "visit_exceptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exceptions" ADD CONSTRAINT "visit_exceptions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_verification_settings" ADD CONSTRAINT "visit_verification_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_verification_settings" ADD CONSTRAINT "visit_verification_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_captures_shift_phase_unique" ON "visit_captures" USING btree ("shift_id","phase");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_captures_idempotency_unique" ON "visit_captures" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_exceptions_shift_kind_unique" ON "visit_exceptions" USING btree ("shift_id","kind","phase");--> statement-breakpoint
CREATE INDEX "visit_exceptions_open_idx" ON "visit_exceptions" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "visit_exceptions"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "visit_exceptions_agency_idx" ON "visit_exceptions" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);