ALTER TABLE "assessments" ADD COLUMN "bill_to" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "payer_id" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "payer_share_basis_points" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_payer_idx" ON "assessments" USING btree ("payer_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_bill_to_known" CHECK ("assessments"."bill_to" IN ('payer', 'private', 'split'));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_bill_to_payer" CHECK (("assessments"."payer_id" IS NULL) = ("assessments"."bill_to" = 'private'));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_payer_share_for_split" CHECK (("assessments"."payer_share_basis_points" IS NULL) = ("assessments"."bill_to" <> 'split'));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_payer_share_range" CHECK ("assessments"."payer_share_basis_points" BETWEEN 1 AND 9999);