ALTER TABLE "leads" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_reference_unique" UNIQUE("reference");