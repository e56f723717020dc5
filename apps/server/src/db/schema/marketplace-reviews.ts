import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { marketplaceListings } from './marketplace-listings.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A family's review of a listing, written after a verified visit by the listing's organisation;
 * one per family per listing. The organisation's one public reply lives on the row. A hidden
 * review (an admin's decision on a report) is shown nowhere and counts in no rating.
 */
export const listingReviews = pgTable(
  'listing_reviews',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    replyBody: text('reply_body'),
    replyByUserId: integer('reply_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    repliedAt: timestamptz('replied_at'),
    replyUpdatedAt: timestamptz('reply_updated_at'),
    hiddenAt: timestamptz('hidden_at'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('listing_reviews_listing_author_unique').on(table.listingId, table.authorUserId),
    // A listing's page reads its visible reviews newest first.
    index('listing_reviews_listing_visible_idx')
      .on(table.listingId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} IS NULL`),
    check('listing_reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    check(
      'listing_reviews_reply_complete',
      sql`(${table.replyBody} IS NULL) = (${table.repliedAt} IS NULL) AND (${table.replyBody} IS NULL) = (${table.replyUpdatedAt} IS NULL)`,
    ),
  ],
);

/** Someone's report that a review is abusive, with their reason; one per person per review. */
export const listingReviewReports = pgTable(
  'listing_review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => listingReviews.id, { onDelete: 'cascade' }),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('listing_review_reports_review_reporter_unique').on(
      table.reviewId,
      table.reporterUserId,
    ),
  ],
);
