CREATE TABLE "care_invoice_run_exceptions" (
	"run_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	CONSTRAINT "care_invoice_run_exceptions_run_id_shift_id_pk" PRIMARY KEY("run_id","shift_id"),
	CONSTRAINT "care_invoice_run_exceptions_has_reason" CHECK (cardinality("care_invoice_run_exceptions"."reasons") > 0)
);
--> statement-breakpoint
ALTER TABLE "care_invoice_runs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_invoice_run_exceptions" ADD CONSTRAINT "care_invoice_run_exceptions_run_id_care_invoice_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."care_invoice_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoice_run_exceptions" ADD CONSTRAINT "care_invoice_run_exceptions_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;