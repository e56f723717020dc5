ALTER TABLE "visit_changes" ADD COLUMN "before_fence" text;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD COLUMN "before_distance_metres" double precision;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD COLUMN "before_fence_radius_metres" integer;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD COLUMN "before_timing" text;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD COLUMN "after_fence" text;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD COLUMN "after_distance_metres" double precision;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD COLUMN "after_fence_radius_metres" integer;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD COLUMN "after_timing" text;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_before_fence_known" CHECK ("visit_changes"."before_fence" IN ('inside', 'outside', 'imprecise', 'unverified'));--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_after_fence_known" CHECK ("visit_changes"."after_fence" IN ('inside', 'outside', 'imprecise', 'unverified'));--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_before_timing_known" CHECK ("visit_changes"."before_timing" IN ('early', 'on_time', 'late'));--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_after_timing_known" CHECK ("visit_changes"."after_timing" IN ('early', 'on_time', 'late'));