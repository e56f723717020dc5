CREATE TABLE "marketplace_listing_holds" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"held_since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "charge_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "next_charge_on" date;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_listing_holds" ADD CONSTRAINT "marketplace_listing_holds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" IN ('careRequest.received', 'posting.accepted', 'referral.closed', 'note.appended', 'caregiver.birthday', 'subscription.paymentFailed', 'subscription.pastDue', 'subscription.trialEnding', 'subscription.paymentRecovered'));