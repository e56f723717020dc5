CREATE TABLE "care_invoice_number_counters" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_contacts" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "care_invoice_number_counters" ADD CONSTRAINT "care_invoice_number_counters_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_contacts" ADD CONSTRAINT "patient_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_contacts_user_idx" ON "patient_contacts" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: an issued invoice never changes. Its billed facts and lines are frozen once it
-- leaves draft; only what follows it (status, payments, the void and its credit note) moves, and
-- it is never deleted.
CREATE FUNCTION refuse_issued_care_invoice_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'draft' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' OR
     (NEW.agency_id, NEW.run_id, NEW.recipient, NEW.payer_id, NEW.patient_id, NEW.number,
      NEW.period_start, NEW.period_end, NEW.issued_on, NEW.due_on, NEW.issued_at, NEW.currency,
      NEW.subtotal_cents, NEW.tax_lines, NEW.total_cents)
     IS DISTINCT FROM
     (OLD.agency_id, OLD.run_id, OLD.recipient, OLD.payer_id, OLD.patient_id, OLD.number,
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
--> statement-breakpoint
CREATE TRIGGER care_invoices_issued_frozen
  BEFORE UPDATE OR DELETE ON care_invoices
  FOR EACH ROW EXECUTE FUNCTION refuse_issued_care_invoice_change();
--> statement-breakpoint
CREATE FUNCTION refuse_issued_care_invoice_line_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  invoice_status text;
BEGIN
  SELECT status INTO invoice_status FROM care_invoices
    WHERE id = CASE WHEN TG_OP = 'INSERT' THEN NEW.invoice_id ELSE OLD.invoice_id END;
  -- A cascade from a deleted draft finds no invoice left: it was a draft's line.
  IF invoice_status IS NOT NULL AND invoice_status <> 'draft' THEN
    RAISE EXCEPTION 'the lines of an issued care invoice are frozen (% refused)', TG_OP
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER care_invoice_lines_issued_frozen
  BEFORE INSERT OR UPDATE OR DELETE ON care_invoice_lines
  FOR EACH ROW EXECUTE FUNCTION refuse_issued_care_invoice_line_change();
