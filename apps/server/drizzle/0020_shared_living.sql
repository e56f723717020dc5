CREATE TABLE "hub_event_attendees" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_event_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hub_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "hub_events_kind_known" CHECK ("hub_events"."kind" IN ('outing', 'training', 'meeting')),
	CONSTRAINT "hub_events_ends_after_start" CHECK ("hub_events"."ends_at" >= "hub_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "hub_member_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_members_status_known" CHECK ("hub_members"."status" IN (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "lead_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_status_changes_from_known" CHECK ("lead_status_changes"."from_status" IN ('new', 'contacted', 'screening', 'approved', 'declined')),
	CONSTRAINT "lead_status_changes_to_known" CHECK ("lead_status_changes"."to_status" IN ('new', 'contacted', 'screening', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "shared_living_clusters" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_living_homes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster_id" integer NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"city_id" integer,
	"host_name" text NOT NULL,
	"host_email" text,
	"host_phone" text,
	"host_user_id" integer,
	"capacity" smallint NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_living_homes_capacity_range" CHECK ("shared_living_homes"."capacity" BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE TABLE "shared_living_hubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"agency_id" integer,
	"partner_id" integer,
	"description" text,
	"city_id" integer,
	"phone" text,
	"email" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_living_hubs_one_operator" CHECK (num_nonnulls("shared_living_hubs"."agency_id", "shared_living_hubs"."partner_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "shared_living_referral_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"close_reason" smallint,
	"milestone" text,
	"milestone_on" date,
	"note" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_living_referral_events_kind_known" CHECK ("shared_living_referral_events"."kind" IN ('created', 'status', 'milestone', 'placement', 'details'))
);
--> statement-breakpoint
CREATE TABLE "shared_living_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"partner_id" integer,
	"referred_by" integer,
	"care_coordinator_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"phone" text,
	"needs" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"close_reason" smallint,
	"close_note" text,
	"hospital_admitted_on" date,
	"hospital_discharge_on" date,
	"visit_on" date,
	"approved_on" date,
	"accepted_on" date,
	"move_in_on" date,
	"move_out_on" date,
	"home_id" integer,
	"billing_frequency" smallint,
	"rate_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_living_referrals_status_known" CHECK ("shared_living_referrals"."status" IN (1, 2, 3)),
	CONSTRAINT "shared_living_referrals_close_reason_known" CHECK ("shared_living_referrals"."close_reason" IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)),
	CONSTRAINT "shared_living_referrals_closed_with_reason" CHECK (("shared_living_referrals"."status" = 3) = ("shared_living_referrals"."close_reason" IS NOT NULL)),
	CONSTRAINT "shared_living_referrals_billing_frequency_known" CHECK ("shared_living_referrals"."billing_frequency" IN (0, 1, 2, 3, 4)),
	CONSTRAINT "shared_living_referrals_rate_positive" CHECK ("shared_living_referrals"."rate_cents" >= 0),
	CONSTRAINT "shared_living_referrals_move_out_after_in" CHECK ("shared_living_referrals"."move_out_on" IS NULL OR ("shared_living_referrals"."move_in_on" IS NOT NULL AND "shared_living_referrals"."move_out_on" >= "shared_living_referrals"."move_in_on")),
	CONSTRAINT "shared_living_referrals_discharge_after_admission" CHECK ("shared_living_referrals"."hospital_discharge_on" IS NULL OR "shared_living_referrals"."hospital_admitted_on" IS NULL OR "shared_living_referrals"."hospital_discharge_on" >= "shared_living_referrals"."hospital_admitted_on")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hub_event_attendees" ADD CONSTRAINT "hub_event_attendees_event_id_hub_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."hub_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_event_attendees" ADD CONSTRAINT "hub_event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_events" ADD CONSTRAINT "hub_events_hub_id_shared_living_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."shared_living_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_events" ADD CONSTRAINT "hub_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_member_changes" ADD CONSTRAINT "hub_member_changes_member_id_hub_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."hub_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_member_changes" ADD CONSTRAINT "hub_member_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_members" ADD CONSTRAINT "hub_members_hub_id_shared_living_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."shared_living_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_members" ADD CONSTRAINT "hub_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_clusters" ADD CONSTRAINT "shared_living_clusters_hub_id_shared_living_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."shared_living_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_homes" ADD CONSTRAINT "shared_living_homes_cluster_id_shared_living_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."shared_living_clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_homes" ADD CONSTRAINT "shared_living_homes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_homes" ADD CONSTRAINT "shared_living_homes_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_hubs" ADD CONSTRAINT "shared_living_hubs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_hubs" ADD CONSTRAINT "shared_living_hubs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_hubs" ADD CONSTRAINT "shared_living_hubs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_hubs" ADD CONSTRAINT "shared_living_hubs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_referral_events" ADD CONSTRAINT "shared_living_referral_events_referral_id_shared_living_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."shared_living_referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_referral_events" ADD CONSTRAINT "shared_living_referral_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_referrals" ADD CONSTRAINT "shared_living_referrals_hub_id_shared_living_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."shared_living_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_referrals" ADD CONSTRAINT "shared_living_referrals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_referrals" ADD CONSTRAINT "shared_living_referrals_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_referrals" ADD CONSTRAINT "shared_living_referrals_care_coordinator_id_care_coordinators_id_fk" FOREIGN KEY ("care_coordinator_id") REFERENCES "public"."care_coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_living_referrals" ADD CONSTRAINT "shared_living_referrals_home_id_shared_living_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."shared_living_homes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_event_attendees_user_idx" ON "hub_event_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hub_events_hub_starts_idx" ON "hub_events" USING btree ("hub_id","starts_at");--> statement-breakpoint
CREATE INDEX "hub_member_changes_member_idx" ON "hub_member_changes" USING btree ("member_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_members_hub_user_unique" ON "hub_members" USING btree ("hub_id","user_id");--> statement-breakpoint
CREATE INDEX "hub_members_user_idx" ON "hub_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lead_status_changes_lead_idx" ON "lead_status_changes" USING btree ("lead_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_living_clusters_hub_name_unique" ON "shared_living_clusters" USING btree ("hub_id","name");--> statement-breakpoint
CREATE INDEX "shared_living_homes_cluster_idx" ON "shared_living_homes" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "shared_living_hubs_agency_idx" ON "shared_living_hubs" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "shared_living_hubs_partner_idx" ON "shared_living_hubs" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "shared_living_referral_events_referral_idx" ON "shared_living_referral_events" USING btree ("referral_id","at");--> statement-breakpoint
CREATE INDEX "shared_living_referrals_hub_status_idx" ON "shared_living_referrals" USING btree ("hub_id","status");--> statement-breakpoint
CREATE INDEX "shared_living_referrals_partner_idx" ON "shared_living_referrals" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "shared_living_referrals_home_idx" ON "shared_living_referrals" USING btree ("home_id");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");