import { ATTENDED_STATUSES } from '@hearth/domain';
import { and, count, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import {
  attendanceRecords,
  listingReviewReports,
  listingReviews,
  marketplaceListings,
  patientContacts,
  shifts,
  users,
} from '../../../db/schema/index.ts';
import type { Reader } from '../../../platform/db/writer.ts';
import { agencyListed } from '../listings/listingColumns.ts';

const listings = marketplaceListings;
const reviews = listingReviews;

const reviewColumns = {
  id: reviews.id,
  listingId: reviews.listingId,
  authorUserId: reviews.authorUserId,
  authorName: users.name,
  rating: reviews.rating,
  body: reviews.body,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  replyBody: reviews.replyBody,
  repliedAt: reviews.repliedAt,
  replyUpdatedAt: reviews.replyUpdatedAt,
  hiddenAt: reviews.hiddenAt,
  organisationId: listings.agencyId,
  listingName: listings.name,
};

export type ReviewText = { rating: number; body: string };

export function createReviewRepo(db: Database) {
  const selectReviews = (reader: Reader) =>
    reader
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorUserId))
      .innerJoin(listings, eq(listings.id, reviews.listingId));

  /** Moves a listing's visible totals by this much, in the review write's transaction. */
  async function adjustTotals(
    tx: Transaction,
    listingId: number,
    reviewsBy: number,
    starsBy: number,
  ) {
    await tx
      .update(listings)
      .set({
        reviewCount: sql`${listings.reviewCount} + ${reviewsBy}`,
        reviewRatingSum: sql`${listings.reviewRatingSum} + ${starsBy}`,
      })
      .where(eq(listings.id, listingId));
  }

  return {
    adjustTotals,

    /** A listing families can see (published, its organisation in the marketplace), or undefined. */
    async findOpenListing(listingId: number) {
      const [row] = await db
        .select({
          id: listings.id,
          organisationId: listings.agencyId,
          rating: listings.rating,
          reviewCount: listings.reviewCount,
        })
        .from(listings)
        .where(and(eq(listings.id, listingId), eq(listings.published, true), agencyListed));
      return row;
    },

    /**
     * Whether the family is a contact of a patient this organisation has visited, the visit
     * checked out (EVV) and not cancelled: the one proof a review stands on.
     */
    /**
     * The family's patient was cared for by the organisation, on the record: a visit checked out
     * (EVV), or a day at the organisation's adult day program they attended.
     */
    async hasVerifiedVisit(userId: number, organisationId: number): Promise<boolean> {
      const visits = db
        .select({ id: shifts.id })
        .from(shifts)
        .innerJoin(patientContacts, eq(patientContacts.patientId, shifts.patientId))
        .where(
          and(
            eq(patientContacts.userId, userId),
            eq(shifts.agencyId, organisationId),
            isNotNull(shifts.checkedOutAt),
            isNull(shifts.cancelledAt),
          ),
        )
        .limit(1);
      const attendedDays = db
        .select({ id: attendanceRecords.id })
        .from(attendanceRecords)
        .innerJoin(patientContacts, eq(patientContacts.patientId, attendanceRecords.patientId))
        .where(
          and(
            eq(patientContacts.userId, userId),
            eq(attendanceRecords.programId, organisationId),
            inArray(attendanceRecords.status, [...ATTENDED_STATUSES]),
          ),
        )
        .limit(1);
      const [visit, day] = await Promise.all([visits, attendedDays]);
      return visit.length > 0 || day.length > 0;
    },

    async visibleOf(listingId: number, page: { limit: number; offset: number }) {
      const visible = and(eq(reviews.listingId, listingId), isNull(reviews.hiddenAt));
      const [rows, [total]] = await Promise.all([
        selectReviews(db)
          .where(visible)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(reviews).where(visible),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(reader: Reader, reviewId: number) {
      const [row] = await selectReviews(reader).where(eq(reviews.id, reviewId));
      return row;
    },

    async findOwn(listingId: number, userId: number) {
      const [row] = await selectReviews(db).where(
        and(eq(reviews.listingId, listingId), eq(reviews.authorUserId, userId)),
      );
      return row;
    },

    /** The reviews of this listing the person has reported. */
    async reportedBy(listingId: number, userId: number): Promise<number[]> {
      const rows = await db
        .select({ reviewId: listingReviewReports.reviewId })
        .from(listingReviewReports)
        .innerJoin(reviews, eq(reviews.id, listingReviewReports.reviewId))
        .where(
          and(eq(reviews.listingId, listingId), eq(listingReviewReports.reporterUserId, userId)),
        );
      return rows.map((row) => row.reviewId);
    },

    async insert(tx: Transaction, listingId: number, authorUserId: number, text: ReviewText) {
      const [row] = await tx
        .insert(reviews)
        .values({ listingId, authorUserId, ...text })
        .returning({ id: reviews.id });
      if (row === undefined) {
        throw new Error('no review inserted');
      }
      return row.id;
    },

    async update(tx: Transaction, reviewId: number, text: ReviewText) {
      await tx
        .update(reviews)
        .set({ ...text, updatedAt: sql`now()` })
        .where(eq(reviews.id, reviewId));
    },

    async setReply(tx: Transaction, reviewId: number, body: string, byUserId: number) {
      await tx
        .update(reviews)
        .set({
          replyBody: body,
          replyByUserId: byUserId,
          repliedAt: sql`coalesce(${reviews.repliedAt}, now())`,
          replyUpdatedAt: sql`now()`,
        })
        .where(eq(reviews.id, reviewId));
    },

    async setHidden(tx: Transaction, reviewId: number, byUserId: number | null) {
      await tx
        .update(reviews)
        .set(
          byUserId === null
            ? { hiddenAt: null, hiddenByUserId: null }
            : { hiddenAt: sql`now()`, hiddenByUserId: byUserId },
        )
        .where(eq(reviews.id, reviewId));
    },

    /** Locks the review's row, so two moderations (or an edit and a hide) move totals once. */
    async lock(tx: Transaction, reviewId: number) {
      await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .for('update');
    },

    async insertReport(tx: Transaction, reviewId: number, reporterUserId: number, reason: string) {
      await tx.insert(listingReviewReports).values({ reviewId, reporterUserId, reason });
    },

    /** Reviews someone reported and no admin has hidden, the most reported first. */
    async reported(page: { limit: number; offset: number }) {
      const tally = db
        .select({
          reviewId: listingReviewReports.reviewId,
          reports: count().as('reports'),
          lastReportAt: max(listingReviewReports.createdAt).as('last_report_at'),
        })
        .from(listingReviewReports)
        .groupBy(listingReviewReports.reviewId)
        .as('tally');
      const open = isNull(reviews.hiddenAt);
      const [rows, [total]] = await Promise.all([
        selectReviews(db)
          .innerJoin(tally, eq(tally.reviewId, reviews.id))
          .where(open)
          .orderBy(desc(tally.reports), desc(tally.lastReportAt), desc(reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(reviews)
          .innerJoin(tally, eq(tally.reviewId, reviews.id))
          .where(open),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async reportsOf(reviewIds: readonly number[]) {
      if (reviewIds.length === 0) {
        return [];
      }
      return db
        .select({
          reviewId: listingReviewReports.reviewId,
          reason: listingReviewReports.reason,
          createdAt: listingReviewReports.createdAt,
        })
        .from(listingReviewReports)
        .where(inArray(listingReviewReports.reviewId, [...reviewIds]))
        .orderBy(listingReviewReports.createdAt);
    },
  };
}

export type ReviewRepo = ReturnType<typeof createReviewRepo>;
export type ReviewRecord = NonNullable<Awaited<ReturnType<ReviewRepo['findOwn']>>>;
