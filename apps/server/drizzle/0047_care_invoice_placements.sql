ALTER TABLE "care_invoices" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "care_invoice_lines" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "care_invoice_lines" ADD CONSTRAINT "care_invoice_lines_referral_id_shared_living_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."shared_living_referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_referral_id_shared_living_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."shared_living_referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_invoice_lines_referral_idx" ON "care_invoice_lines" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "care_invoices_referral_idx" ON "care_invoices" USING btree ("referral_id");--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_one_person_cared_for" CHECK (num_nonnulls("care_invoices"."patient_id", "care_invoices"."referral_id") = 1);--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_placement_to_resident" CHECK ("care_invoices"."referral_id" IS NULL OR "care_invoices"."recipient" = 'patient');--> statement-breakpoint
-- Hand-written: the resident of an issued placement invoice is one of its frozen billed facts.
CREATE OR REPLACE FUNCTION refuse_issued_care_invoice_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'draft' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' OR
     (NEW.agency_id, NEW.run_id, NEW.recipient, NEW.payer_id, NEW.patient_id, NEW.referral_id,
      NEW.number,
      NEW.period_start, NEW.period_end, NEW.issued_on, NEW.due_on, NEW.issued_at, NEW.currency,
      NEW.subtotal_cents, NEW.tax_lines, NEW.total_cents)
     IS DISTINCT FROM
     (OLD.agency_id, OLD.run_id, OLD.recipient, OLD.payer_id, OLD.patient_id, OLD.referral_id,
      OLD.number,
      OLD.period_start, OLD.period_end, OLD.issued_on, OLD.due_on, OLD.issued_at, OLD.currency,
      OLD.subtotal_cents, OLD.tax_lines, OLD.total_cents)
     OR NEW.status = 'draft'
     OR (OLD.credit_note_number IS NOT NULL AND NEW.credit_note_number IS DISTINCT FROM OLD.credit_note_number)
  THEN
    RAISE EXCEPTION 'care invoice % is issued (% refused)', OLD.id, TG_OP
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
