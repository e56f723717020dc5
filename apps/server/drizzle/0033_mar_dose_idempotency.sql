ALTER TABLE "medication_administrations" ADD COLUMN "captured_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "medication_administrations" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "medication_administrations_idempotency_unique" ON "medication_administrations" USING btree ("idempotency_key");