ALTER TABLE "agencies" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_kind_known" CHECK ("agencies"."kind" IN (1, 2, 3));