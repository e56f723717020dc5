CREATE TABLE "caregiver_birthday_announcements" (
	"caregiver_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"priority" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" IN ('careRequest.received', 'posting.accepted', 'referral.closed', 'note.appended', 'caregiver.birthday')),
	CONSTRAINT "notifications_priority_known" CHECK ("notifications"."priority" IN (1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "caregiver_birthday_announcements" ADD CONSTRAINT "caregiver_birthday_announcements_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_birthday_announcements_unique" ON "caregiver_birthday_announcements" USING btree ("caregiver_id","day");--> statement-breakpoint
CREATE INDEX "notifications_recipient_newest_idx" ON "notifications" USING btree ("recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" IS NULL;