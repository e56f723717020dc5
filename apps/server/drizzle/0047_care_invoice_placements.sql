ALTER TABLE "care_invoices" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "care_invoice_lines" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "care_invoice_lines" ADD CONSTRAINT "care_invoice_lines_referral_id_shared_living_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."shared_living_referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_referral_id_shared_living_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."shared_living_referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_invoice_lines_referral_idx" ON "care_invoice_lines" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "care_invoices_referral_idx" ON "care_invoices" USING btree ("referral_id");--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_one_person_cared_for" CHECK (num_nonnulls("care_invoices"."patient_id", "care_invoices"."referral_id") = 1);--> statement-breakpoint
ALTER TABLE "care_invoices" ADD CONSTRAINT "care_invoices_placement_to_resident" CHECK ("care_invoices"."referral_id" IS NULL OR "care_invoices"."recipient" = 'patient');