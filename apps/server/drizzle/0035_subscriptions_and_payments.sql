CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"partner_id" integer,
	"subscription_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_mode" smallint NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"reference" text,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_one_organisation" CHECK (num_nonnulls("subscription_payments"."agency_id", "subscription_payments"."partner_id") = 1),
	CONSTRAINT "subscription_payments_status_known" CHECK ("subscription_payments"."status" IN (0, 1, 2)),
	CONSTRAINT "subscription_payments_mode_known" CHECK ("subscription_payments"."payment_mode" IN (0, 1, 2)),
	CONSTRAINT "subscription_payments_currency_known" CHECK ("subscription_payments"."currency" IN ('CAD', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"partner_id" integer,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_mode" smallint NOT NULL,
	"invoice_schedule" smallint NOT NULL,
	"unit_of_measure" smallint NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"current_period_start" date NOT NULL,
	"current_period_end" date NOT NULL,
	"anchor_day" smallint NOT NULL,
	"trial_end" date,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_one_organisation" CHECK (num_nonnulls("subscriptions"."agency_id", "subscriptions"."partner_id") = 1),
	CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" IN ('trialing', 'active', 'pastDue', 'cancelled')),
	CONSTRAINT "subscriptions_payment_mode_known" CHECK ("subscriptions"."payment_mode" IN (0, 1, 2)),
	CONSTRAINT "subscriptions_schedule_known" CHECK ("subscriptions"."invoice_schedule" IN (1, 2)),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."current_period_start" < "subscriptions"."current_period_end")
);
--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_membership_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."membership_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_invoice_number_unique" ON "subscription_payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_period_unique" ON "subscription_payments" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "subscription_payments_issued_idx" ON "subscription_payments" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "subscription_payments_agency_idx" ON "subscription_payments" USING btree ("agency_id","issued_at");--> statement-breakpoint
CREATE INDEX "subscription_payments_partner_idx" ON "subscription_payments" USING btree ("partner_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_agency_unique" ON "subscriptions" USING btree ("agency_id") WHERE "subscriptions"."status" <> 'cancelled' AND "subscriptions"."agency_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_partner_unique" ON "subscriptions" USING btree ("partner_id") WHERE "subscriptions"."status" <> 'cancelled' AND "subscriptions"."partner_id" IS NOT NULL;