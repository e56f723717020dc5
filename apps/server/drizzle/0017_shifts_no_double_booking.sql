-- Custom SQL migration file, put your code below! ---- A caregiver is never booked on two overlapping shifts, even when two assignments race: the
-- database refuses the second (SQLSTATE 23P01), which the API answers with 409. btree_gist lets
-- the integer caregiver id share a GiST index with the time range; a trusted extension since
-- PostgreSQL 13, so a database owner may create it on a managed server too.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_no_double_booking" EXCLUDE USING gist (
  "caregiver_id" WITH =,
  tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("cancelled_at" IS NULL AND "assignment" IN ('offered', 'accepted'));
