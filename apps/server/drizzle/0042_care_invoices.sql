CREATE TABLE "care_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"assessment_id" integer,
	"shift_id" integer,
	"service_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_unit" text NOT NULL,
	"rate_cents" integer NOT NULL,
	"rate_unit" text,
	"share_basis_points" integer,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "care_invoice_lines_kind_known" CHECK ("care_invoice_lines"."kind" IN ('visit', 'day', 'advance', 'trueUp', 'placement')),
	CONSTRAINT "care_invoice_lines_quantity_unit_known" CHECK ("care_invoice_lines"."quantity_unit" IN ('minutes', 'visits', 'days', 'periods')),
	CONSTRAINT "care_invoice_lines_share_range" CHECK ("care_invoice_lines"."share_basis_points" IS NULL OR "care_invoice_lines"."share_basis_points" BETWEEN 1 AND 9999)
);
--> statement-breakpoint
CREATE TABLE "care_invoice_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_visits" integer DEFAULT 0 NOT NULL,
	"processed_visits" integer DEFAULT 0 NOT NULL,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "care_invoice_runs_status_known" CHECK ("care_invoice_runs"."status" IN ('queued', 'running', 'finished', 'failed')),
	CONSTRAINT "care_invoice_runs_period_order" CHECK ("care_invoice_runs"."period_start" < "care_invoice_runs"."period_end")
);
--> statement-breakpoint
CREATE TABLE "care_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"run_id" integer,
	"recipient" text NOT NULL,
	"payer_id" integer,
	"patient_id" integer NOT NULL,
	"number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_on" date,
	"due_on" date,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"voided_on" date,
	"void_reason" text,
	"credit_note_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_invoices_status_known" CHECK ("care_invoices"."status" IN ('draft', 'issued', 'partiallyPaid', 'paid', 'disputed', 'voided')),
	CONSTRAINT "care_invoices_recipient_known" CHECK ("care_invoices"."recipient" IN ('payer', 'patient')),
	CONSTRAINT "care_invoices_currency_known" CHECK ("care_invoices"."currency" IN ('CAD', 'USD')),
	CONSTRAINT "care_invoices_payer_for_payer" CHECK (("care_invoices"."recipient" = 'payer') = ("care_invoices"."payer_id" IS NOT NULL)),
	CONSTRAINT "care_invoices_numbered_once_issued" CHECK (("care_invoices"."status" = 'draft') = ("care_invoices"."number" IS NULL)),
	CONSTRAINT "care_invoices_void_complete" CHECK (("care_invoices"."status" = 'voided') = ("care_invoices"."voided_on" IS NOT NULL) AND ("care_invoices"."voided_on" IS NULL) = ("care_invoices"."void_reason" IS NULL)),
	CONSTRAINT "care_invoices_period_order" CHECK ("care_invoices"."period_start" < "care_invoices"."period_end"),
	CONSTRAINT "care_invoices_paid_not_negative" CHECK ("care_invoices"."paid_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "care_invoice_lines" ADD CONSTRAINT "care_invoice_lines_invoice_id_care_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."care_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoice_lines" ADD CONSTRAINT "care_invoice_lines_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoice_lines" ADD CONSTRAINT "care_invoice_lines_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoice_runs" ADD CONSTRAINT "care_invoice_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoice_runs" ADD CONSTRAINT "care_invoice_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_run_id_care_invoice_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."care_invoice_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_invoice_lines_invoice_idx" ON "care_invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "care_invoice_lines_shift_idx" ON "care_invoice_lines" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "care_invoice_runs_agency_idx" ON "care_invoice_runs" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "care_invoices_number_unique" ON "care_invoices" USING btree ("agency_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "care_invoices_credit_note_unique" ON "care_invoices" USING btree ("agency_id","credit_note_number");--> statement-breakpoint
CREATE INDEX "care_invoices_agency_status_idx" ON "care_invoices" USING btree ("agency_id","status","issued_on");--> statement-breakpoint
CREATE INDEX "care_invoices_patient_idx" ON "care_invoices" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "care_invoices_payer_idx" ON "care_invoices" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "care_invoices_run_idx" ON "care_invoices" USING btree ("run_id");