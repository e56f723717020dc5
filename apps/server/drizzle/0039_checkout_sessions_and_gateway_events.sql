CREATE TABLE "checkout_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"gateway_session_id" text NOT NULL,
	"url" text NOT NULL,
	"agency_id" integer,
	"partner_id" integer,
	"product_id" integer NOT NULL,
	"payment_mode" smallint NOT NULL,
	"invoice_schedule" smallint NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" integer,
	"payment_id" integer,
	"refunded_as_duplicate_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_one_organisation" CHECK (num_nonnulls("checkout_sessions"."agency_id", "checkout_sessions"."partner_id") = 1),
	CONSTRAINT "checkout_sessions_status_known" CHECK ("checkout_sessions"."status" IN ('open', 'complete', 'expired')),
	CONSTRAINT "checkout_sessions_payment_mode_known" CHECK ("checkout_sessions"."payment_mode" IN (0, 1, 2)),
	CONSTRAINT "checkout_sessions_schedule_known" CHECK ("checkout_sessions"."invoice_schedule" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_product_id_membership_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."membership_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_payment_id_subscription_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."subscription_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_gateway_session_unique" ON "checkout_sessions" USING btree ("gateway_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_reference_unique" ON "checkout_sessions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "checkout_sessions_agency_idx" ON "checkout_sessions" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_partner_idx" ON "checkout_sessions" USING btree ("partner_id");