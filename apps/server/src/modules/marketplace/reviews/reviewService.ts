import {
  type AuditVerb,
  type ListingRating,
  type ReportedReview,
  type Review,
  type ReviewViewer,
  Role,
} from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { violatedConstraint } from '../../../platform/db/constraints.ts';
import { AppError } from '../../../platform/errors.ts';
import { reviewDto } from './dto.ts';
import { speaksForOrganisation } from './policy.ts';
import type { ReviewRecord, ReviewRepo, ReviewText } from './reviewRepo.ts';

type Page = { page: number; perPage: number };

const listingNotFound = () => new AppError('not_found', 'listing_not_found');
const reviewNotFound = () => new AppError('not_found', 'review_not_found');

const limits = ({ page, perPage }: Page) => ({ limit: perPage, offset: (page - 1) * perPage });

const audit = (
  tx: Transaction,
  context: AuditContext,
  action: AuditVerb<'review.'>,
  review: { id: number; organisationId: number },
  details: Record<string, unknown> = {},
) =>
  writeAudit(tx, context, {
    action: `review.${action}`,
    subjectType: 'listing_review',
    subjectId: review.id,
    agencyId: review.organisationId,
    details,
  });

/**
 * Reviews that can be trusted: written only by a family whose patient this organisation has
 * visited (EVV check-out), once per listing; the listing's visible totals move in the same
 * transaction as every write, so search reads a rating it never has to count.
 */
export function createReviewService(db: Database, repo: ReviewRepo) {
  async function openListing(listingId: number) {
    const listing = await repo.findOpenListing(listingId);
    if (listing === undefined) {
      throw listingNotFound();
    }
    return listing;
  }

  /** A review anyone may see: on a listing still open, and not hidden. */
  async function visibleReview(reviewId: number): Promise<ReviewRecord> {
    const row = await repo.find(db, reviewId);
    if (row === undefined || row.hiddenAt !== null) {
      throw reviewNotFound();
    }
    await openListing(row.listingId);
    return row;
  }

  async function reread(reviewId: number): Promise<Review> {
    const row = await repo.find(db, reviewId);
    if (row === undefined) {
      throw reviewNotFound();
    }
    return reviewDto(row);
  }

  async function mayReview(actor: Actor, organisationId: number): Promise<boolean> {
    return actor.role === Role.user && repo.hasVerifiedVisit(actor.userId, organisationId);
  }

  async function reportedDto(rows: ReviewRecord[]): Promise<ReportedReview[]> {
    const reports = await repo.reportsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...reviewDto(row),
      listingName: row.listingName,
      hidden: row.hiddenAt !== null,
      reports: reports
        .filter((report) => report.reviewId === row.id)
        .map((report) => ({ reason: report.reason, createdAt: report.createdAt.toISOString() })),
    }));
  }

  return {
    async list(listingId: number, page: Page) {
      const listing = await openListing(listingId);
      const { rows, total } = await repo.visibleOf(listingId, limits(page));
      const rating: ListingRating | null =
        listing.rating === null ? null : { average: listing.rating, count: listing.reviewCount };
      return { data: rows.map(reviewDto), total, rating };
    },

    async viewer(actor: Actor, listingId: number): Promise<ReviewViewer> {
      const listing = await openListing(listingId);
      const own = await repo.findOwn(listingId, actor.userId);
      return {
        mayReview: own === undefined && (await mayReview(actor, listing.organisationId)),
        ownReview: own === undefined ? null : reviewDto(own),
        mayReply: speaksForOrganisation(actor, listing.organisationId),
        reportedReviewIds: await repo.reportedBy(listingId, actor.userId),
      };
    },

    async create(
      actor: Actor,
      context: AuditContext,
      listingId: number,
      text: ReviewText,
    ): Promise<Review> {
      const listing = await openListing(listingId);
      if (await repo.findOwn(listingId, actor.userId)) {
        throw new AppError('conflict', 'review_exists_edit');
      }
      if (!(await mayReview(actor, listing.organisationId))) {
        throw new AppError('review_needs_verified_visit', 'review_needs_verified_visit');
      }
      try {
        const reviewId = await db.transaction(async (tx) => {
          const id = await repo.insert(tx, listingId, actor.userId, text);
          await repo.adjustTotals(tx, listingId, 1, text.rating);
          await audit(tx, context, 'created', { id, organisationId: listing.organisationId });
          return id;
        });
        return await reread(reviewId);
      } catch (error) {
        // The same family's second review sent at the same instant: the index refused it.
        if (violatedConstraint(error) === 'listing_reviews_listing_author_unique') {
          throw new AppError('conflict', 'review_exists');
        }
        throw error;
      }
    },

    /** The author edits their own review; the listing's totals follow the new stars. */
    async update(
      actor: Actor,
      context: AuditContext,
      reviewId: number,
      text: ReviewText,
    ): Promise<Review> {
      const row = await visibleReview(reviewId);
      if (row.authorUserId !== actor.userId) {
        throw new AppError('forbidden', 'review_author_only');
      }
      await db.transaction(async (tx) => {
        await repo.lock(tx, reviewId);
        const current = await repo.find(tx, reviewId);
        if (current === undefined || current.hiddenAt !== null) {
          throw reviewNotFound();
        }
        await repo.update(tx, reviewId, text);
        await repo.adjustTotals(tx, row.listingId, 0, text.rating - current.rating);
        await audit(tx, context, 'updated', row, { rating: text.rating });
      });
      return reread(reviewId);
    },

    /** The listing's organisation answers in public, once; answering again edits the answer. */
    async reply(actor: Actor, context: AuditContext, reviewId: number, body: string) {
      const row = await visibleReview(reviewId);
      if (!speaksForOrganisation(actor, row.organisationId)) {
        throw new AppError('forbidden', 'listing_organisation_replies');
      }
      await db.transaction(async (tx) => {
        await repo.setReply(tx, reviewId, body, actor.userId);
        await audit(tx, context, row.replyBody === null ? 'replied' : 'reply_updated', row);
      });
      return reread(reviewId);
    },

    async report(actor: Actor, context: AuditContext, reviewId: number, reason: string) {
      const row = await visibleReview(reviewId);
      try {
        await db.transaction(async (tx) => {
          await repo.insertReport(tx, reviewId, actor.userId, reason);
          await audit(tx, context, 'reported', row);
        });
      } catch (error) {
        if (violatedConstraint(error) === 'listing_review_reports_review_reporter_unique') {
          throw new AppError('conflict', 'review_reported');
        }
        throw error;
      }
    },

    async reported(page: Page) {
      const { rows, total } = await repo.reported(limits(page));
      return { data: await reportedDto(rows), total };
    },

    /** An admin hides a review (or shows it again): it leaves (or rejoins) the listing's rating. */
    async setHidden(actor: Actor, context: AuditContext, reviewId: number, hidden: boolean) {
      const changed = await db.transaction(async (tx) => {
        await repo.lock(tx, reviewId);
        const row = await repo.find(tx, reviewId);
        if (row === undefined) {
          throw reviewNotFound();
        }
        if ((row.hiddenAt !== null) !== hidden) {
          await repo.setHidden(tx, reviewId, hidden ? actor.userId : null);
          const sign = hidden ? -1 : 1;
          await repo.adjustTotals(tx, row.listingId, sign, sign * row.rating);
          await audit(tx, context, hidden ? 'hidden' : 'shown', row);
        }
        return row.id;
      });
      const row = await repo.find(db, changed);
      if (row === undefined) {
        throw reviewNotFound();
      }
      const [dto] = await reportedDto([row]);
      if (dto === undefined) {
        throw reviewNotFound();
      }
      return dto;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
