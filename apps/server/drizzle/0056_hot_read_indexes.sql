DROP INDEX "caregivers_agency_name_idx";--> statement-breakpoint
DROP INDEX "notes_patient_idx";--> statement-breakpoint
CREATE INDEX "caregivers_name_idx" ON "caregivers" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "caregivers_agency_name_idx" ON "caregivers" USING btree ("agency_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "notes_patient_idx" ON "notes" USING btree ("patient_id","created_at","id","kind","parent_id","signed_at","privacy","author_id");