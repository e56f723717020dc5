ALTER TABLE "sign_ins" ADD COLUMN "device_hash" text;--> statement-breakpoint
CREATE INDEX "sign_ins_ip_idx" ON "sign_ins" USING btree ("ip","created_at");