ALTER TABLE "note_templates" ADD COLUMN "name_labels" jsonb;--> statement-breakpoint
ALTER TABLE "note_templates" ADD COLUMN "title_labels" jsonb;--> statement-breakpoint
ALTER TABLE "note_templates" ADD COLUMN "body_labels" jsonb;