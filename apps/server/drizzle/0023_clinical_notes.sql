CREATE TABLE "note_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb,
	CONSTRAINT "note_actions_kind_known" CHECK ("note_actions"."kind" IN ('patient', 'hub')),
	CONSTRAINT "note_actions_action_known" CHECK ("note_actions"."action" IN ('hold', 'unhold', 'extend', 'view', 'updatePrivacy', 'updateNoteFields', 'deleteDocument', 'appendNote', 'insertText', 'strikeText'))
);
--> statement-breakpoint
CREATE TABLE "note_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	CONSTRAINT "note_documents_size_positive" CHECK ("note_documents"."size_bytes" > 0),
	CONSTRAINT "note_documents_hidden_by_someone" CHECK (("note_documents"."hidden_at" IS NULL) = ("note_documents"."hidden_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "note_list_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer,
	"hub_id" integer,
	"cluster_id" integer,
	"is_draft" boolean NOT NULL,
	"query" jsonb,
	"note_ids" integer[] NOT NULL,
	CONSTRAINT "note_list_log_kind_known" CHECK ("note_list_log"."kind" IN ('patient', 'hub'))
);
--> statement-breakpoint
CREATE TABLE "note_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"note_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"agency_id" integer,
	"retired_at" timestamp with time zone,
	CONSTRAINT "note_templates_kind_known" CHECK ("note_templates"."kind" IN ('patient', 'hub'))
);
--> statement-breakpoint
CREATE TABLE "note_text_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_text_changes_kind_known" CHECK ("note_text_changes"."kind" IN ('insert', 'strike')),
	CONSTRAINT "note_text_changes_range" CHECK ("note_text_changes"."start_offset" >= 0 AND (("note_text_changes"."kind" = 'insert' AND "note_text_changes"."end_offset" = "note_text_changes"."start_offset")
        OR ("note_text_changes"."kind" = 'strike' AND "note_text_changes"."end_offset" > "note_text_changes"."start_offset"))),
	CONSTRAINT "note_text_changes_text_present" CHECK (length("note_text_changes"."text") > 0)
);
--> statement-breakpoint
CREATE TABLE "note_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"applies_to" text DEFAULT 'both' NOT NULL,
	"agency_id" integer,
	"retired_at" timestamp with time zone,
	CONSTRAINT "note_types_named" CHECK (num_nonnulls("note_types"."code", "note_types"."name") = 1),
	CONSTRAINT "note_types_applies_to_known" CHECK ("note_types"."applies_to" IN ('patient', 'hub', 'both'))
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"patient_id" integer,
	"hub_id" integer,
	"cluster_id" integer,
	"parent_id" integer,
	"author_id" integer NOT NULL,
	"note_type_id" integer NOT NULL,
	"template_id" integer,
	"title" text,
	"body" text DEFAULT '' NOT NULL,
	"privacy" smallint DEFAULT 1 NOT NULL,
	"signed_at" timestamp with time zone,
	"amendable_until" timestamp with time zone,
	"held_at" timestamp with time zone,
	"held_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("notes"."title", '') || ' ' || "notes"."body")) STORED,
	CONSTRAINT "notes_kind_known" CHECK ("notes"."kind" IN ('patient', 'hub')),
	CONSTRAINT "notes_privacy_known" CHECK ("notes"."privacy" IN (1, 2, 3, 4, 5, 6)),
	CONSTRAINT "notes_owner_matches_kind" CHECK (("notes"."kind" = 'patient' AND "notes"."patient_id" IS NOT NULL AND "notes"."hub_id" IS NULL AND "notes"."cluster_id" IS NULL)
        OR ("notes"."kind" = 'hub' AND "notes"."hub_id" IS NOT NULL AND "notes"."patient_id" IS NULL)),
	CONSTRAINT "notes_signed_amendable" CHECK (("notes"."signed_at" IS NULL) = ("notes"."amendable_until" IS NULL)),
	CONSTRAINT "notes_held_by_someone" CHECK (("notes"."held_at" IS NULL) = ("notes"."held_by" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "note_actions" ADD CONSTRAINT "note_actions_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_actions" ADD CONSTRAINT "note_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_documents" ADD CONSTRAINT "note_documents_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_documents" ADD CONSTRAINT "note_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_documents" ADD CONSTRAINT "note_documents_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_list_log" ADD CONSTRAINT "note_list_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_list_log" ADD CONSTRAINT "note_list_log_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_list_log" ADD CONSTRAINT "note_list_log_hub_id_shared_living_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."shared_living_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_list_log" ADD CONSTRAINT "note_list_log_cluster_id_shared_living_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."shared_living_clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_templates" ADD CONSTRAINT "note_templates_note_type_id_note_types_id_fk" FOREIGN KEY ("note_type_id") REFERENCES "public"."note_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_templates" ADD CONSTRAINT "note_templates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_text_changes" ADD CONSTRAINT "note_text_changes_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_text_changes" ADD CONSTRAINT "note_text_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_types" ADD CONSTRAINT "note_types_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_hub_id_shared_living_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."shared_living_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_cluster_id_shared_living_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."shared_living_clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_parent_id_notes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_note_type_id_note_types_id_fk" FOREIGN KEY ("note_type_id") REFERENCES "public"."note_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_template_id_note_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."note_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_actions_note_idx" ON "note_actions" USING btree ("note_id","at");--> statement-breakpoint
CREATE INDEX "note_actions_note_action_idx" ON "note_actions" USING btree ("note_id","action","at");--> statement-breakpoint
CREATE INDEX "note_documents_note_idx" ON "note_documents" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "note_list_log_note_ids_idx" ON "note_list_log" USING gin ("note_ids");--> statement-breakpoint
CREATE INDEX "note_text_changes_note_idx" ON "note_text_changes" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "note_types_code_unique" ON "note_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "notes_patient_idx" ON "notes" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_hub_idx" ON "notes" USING btree ("hub_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_cluster_idx" ON "notes" USING btree ("cluster_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_parent_idx" ON "notes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "notes_author_idx" ON "notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "notes_search_idx" ON "notes" USING gin ("search");