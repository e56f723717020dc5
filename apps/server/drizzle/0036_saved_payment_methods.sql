ALTER TABLE "subscription_payments" ADD COLUMN "gateway_payment_ref" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gateway_customer_ref" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_ref" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_last4" text;