import { z } from 'zod';
import { listMetaSchema } from './envelopes.ts';
import { pathId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

/** A listing shows a rating only from this many visible reviews: two voices are not a rating. */
export const RATING_MIN_REVIEWS = 3;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_REASON_MIN = 5;
export const REVIEW_REPORT_REASON_MAX = 500;

/** A listing's rating: only present with at least `RATING_MIN_REVIEWS` visible reviews. */
export const listingRatingSchema = z.object({
  /** The mean of the visible reviews' stars, to one decimal. */
  average: z.number(),
  count: z.number().int().min(RATING_MIN_REVIEWS),
});
export type ListingRating = z.infer<typeof listingRatingSchema>;

export const reviewWriteSchema = z.object({
  rating: z.int().min(RATING_MIN).max(RATING_MAX),
  body: z.string().trim().min(REVIEW_BODY_MIN).max(REVIEW_BODY_MAX),
});
export type ReviewWriteInput = z.input<typeof reviewWriteSchema>;

export const reviewReplyWriteSchema = z.object({
  body: z.string().trim().min(1).max(REVIEW_REPLY_MAX),
});
export type ReviewReplyWriteInput = z.input<typeof reviewReplyWriteSchema>;

export const reviewReportCreateSchema = z.object({
  reason: z.string().trim().min(REVIEW_REPORT_REASON_MIN).max(REVIEW_REPORT_REASON_MAX),
});
export type ReviewReportCreateInput = z.input<typeof reviewReportCreateSchema>;

export const reviewHiddenSchema = z.object({ hidden: z.boolean() });

export const reviewIdParamsSchema = z.object({ reviewId: pathId });

/** One review as anyone sees it: the family's first name and initial, never the patient. */
export const reviewSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  body: z.string(),
  /** "Uma F.": enough to be a person, not enough to find the family or the patient. */
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  reply: z
    .object({
      body: z.string(),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const listingReviewsQuerySchema = paginationQuerySchema.pick({ page: true, perPage: true });

/** A listing's visible reviews, newest first, with its rating when it has one. */
export const listingReviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  meta: listMetaSchema.extend({ rating: listingRatingSchema.nullable() }),
});

/**
 * What the signed-in person may do on a listing's reviews, so the page offers only what will be
 * allowed: write (a family after a verified visit), edit their own, reply (the organisation).
 */
export const reviewViewerSchema = z.object({
  mayReview: z.boolean(),
  ownReview: reviewSchema.nullable(),
  mayReply: z.boolean(),
  /** The reviews on this listing this person has already reported. */
  reportedReviewIds: z.array(z.number().int()),
});
export type ReviewViewer = z.infer<typeof reviewViewerSchema>;

/** A reported review in the admins' queue, with its reports' reasons. */
export const reportedReviewSchema = reviewSchema.extend({
  listingName: z.string(),
  hidden: z.boolean(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.iso.datetime() })),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const reportedReviewsQuerySchema = paginationQuerySchema.pick({ page: true, perPage: true });
