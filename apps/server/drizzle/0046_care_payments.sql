CREATE TABLE "care_invoice_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"reason" text NOT NULL,
	"opened_on" date NOT NULL,
	"opened_by" integer,
	"resolution" text,
	"resolved_on" date,
	"resolved_by" integer,
	CONSTRAINT "care_invoice_disputes_resolved_complete" CHECK (("care_invoice_disputes"."resolved_on" IS NULL) = ("care_invoice_disputes"."resolution" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "care_payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "care_payment_allocations_amount_positive" CHECK ("care_payment_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "care_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"payer_id" integer,
	"patient_id" integer,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"received_on" date NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_payments_recipient_known" CHECK ("care_payments"."recipient" IN ('payer', 'patient')),
	CONSTRAINT "care_payments_method_known" CHECK ("care_payments"."method" IN ('cheque', 'bankTransfer', 'card')),
	CONSTRAINT "care_payments_currency_known" CHECK ("care_payments"."currency" IN ('CAD', 'USD')),
	CONSTRAINT "care_payments_who_paid" CHECK (("care_payments"."recipient" = 'payer') = ("care_payments"."payer_id" IS NOT NULL) AND ("care_payments"."recipient" = 'patient') = ("care_payments"."patient_id" IS NOT NULL)),
	CONSTRAINT "care_payments_amount_positive" CHECK ("care_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "care_invoice_disputes" ADD CONSTRAINT "care_invoice_disputes_invoice_id_care_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."care_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoice_disputes" ADD CONSTRAINT "care_invoice_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoice_disputes" ADD CONSTRAINT "care_invoice_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_payment_allocations" ADD CONSTRAINT "care_payment_allocations_payment_id_care_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."care_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_payment_allocations" ADD CONSTRAINT "care_payment_allocations_invoice_id_care_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."care_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_payments" ADD CONSTRAINT "care_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_payments" ADD CONSTRAINT "care_payments_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_payments" ADD CONSTRAINT "care_payments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_payments" ADD CONSTRAINT "care_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_invoice_disputes_invoice_idx" ON "care_invoice_disputes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_invoice_disputes_one_open" ON "care_invoice_disputes" USING btree ("invoice_id") WHERE "care_invoice_disputes"."resolved_on" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "care_payment_allocations_once" ON "care_payment_allocations" USING btree ("payment_id","invoice_id");--> statement-breakpoint
CREATE INDEX "care_payment_allocations_invoice_idx" ON "care_payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "care_payments_agency_idx" ON "care_payments" USING btree ("agency_id","received_on");--> statement-breakpoint
CREATE INDEX "care_payments_payer_idx" ON "care_payments" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "care_payments_patient_idx" ON "care_payments" USING btree ("patient_id");