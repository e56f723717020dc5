-- Notifications stored before their kinds carried params (an agency upgrading from the first
-- wave) get the params their words need, read from the row their link points at, so the web words
-- them in the reader's language instead of showing the stored English. Only what that row says for
-- certain: the stored English is never parsed, and a row whose source is gone keeps its params (the
-- web then says the kind's general words). Params a row has already are kept as they are.

-- A care request opens one assessment, the link's.
UPDATE "notifications" AS n
SET "params" = jsonb_build_object(
    'careRequestId', cr."id",
    'assessmentId', cr."assessment_id",
    'reference', cr."reference",
    'requestKind', cr."kind",
    'contactName', cr."contact_name"
  ) || n."params"
FROM "care_requests" AS cr
WHERE n."kind" = 'careRequest.received'
  AND NOT (n."params" ?& ARRAY['contactName', 'reference'])
  AND cr."assessment_id" = substring(n."link" FROM '^/user/assessments/([0-9]{1,9})$')::integer;
--> statement-breakpoint
-- The link names the posting's assessment, which may have had several postings: the accepted one
-- is the posting filled in the notifying transaction (the same now()), or the assessment's only
-- filled posting.
UPDATE "notifications" AS n
SET "params" = jsonb_build_object('postingId', p."id", 'assessmentId', p."assessment_id") || n."params"
FROM "postings" AS p
WHERE n."kind" = 'posting.accepted'
  AND NOT (n."params" ? 'postingId')
  AND p."status" = 'filled'
  AND p."assessment_id" = substring(n."link" FROM '^/user/assessments/([0-9]{1,9})$')::integer
  AND (
    p."filled_at" = n."created_at"
    OR NOT EXISTS (
      SELECT 1 FROM "postings" AS other
      WHERE other."assessment_id" = p."assessment_id"
        AND other."status" = 'filled'
        AND other."id" <> p."id"
    )
  );
--> statement-breakpoint
UPDATE "notifications" AS n
SET "params" = jsonb_build_object('referralId', r."id", 'hubId', r."hub_id") || n."params"
FROM "shared_living_referrals" AS r
WHERE n."kind" = 'referral.closed'
  AND NOT (n."params" ? 'referralId')
  AND r."id" = substring(n."link" FROM '^/user/shared-living/referrals/([0-9]{1,9})$')::integer;
--> statement-breakpoint
-- The caregiver's name as the birthday job writes it: first and last.
UPDATE "notifications" AS n
SET "params" = jsonb_build_object(
    'caregiverId', c."id",
    'caregiverName', c."first_name" || ' ' || c."last_name"
  ) || n."params"
FROM "caregivers" AS c
WHERE n."kind" = 'caregiver.birthday'
  AND NOT (n."params" ? 'caregiverName')
  AND c."id" = substring(n."link" FROM '^/user/caregivers/([0-9]{1,9})$')::integer;
