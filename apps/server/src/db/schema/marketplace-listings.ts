import {
  ListingService,
  MarketplaceProduct,
  PriceUnit,
  RATING_MIN_REVIEWS,
  WeekDay,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { agencies } from './organisations.ts';
import { cities } from './reference.ts';
import { searchText, trigramsOf } from './search.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

// Every element of an array column is one of the enumeration's codes.
const allIn = (
  column: AnyPgColumn,
  codes: readonly (string | number)[],
  type: 'text' | 'smallint',
) =>
  sql`${column} <@ ARRAY[${sql.raw(codes.map((code) => (typeof code === 'number' ? String(code) : `'${code}'`)).join(', '))}]::${sql.raw(type)}[]`;

/** The text a listing search reads: its name and description. */
export const listingSearchText = (table: Record<'name' | 'description', AnyPgColumn>) =>
  searchText(table.name, table.description);

/** A photo of a listing's gallery as its `photos` column keeps it. */
export type StoredListingPhoto = {
  id: number;
  /** In pixels; null while an upload from before resizing waits for its sizes. */
  width: number | null;
  /** The standard widths it was resized to, narrowest first. */
  resizedWidths: number[];
};

/**
 * What a family finds in the marketplace: one agency's home care, shared living home or adult
 * day program at one place. Languages and care types are reference ids held in arrays, as a
 * search asks "holds all of these" of a handful of small numbers and writes are whole-listing.
 */
export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: serial('id').primaryKey(),
    product: text('product').notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    services: text('services').array().notNull().default(sql`'{}'`),
    languageIds: integer('language_ids').array().notNull().default(sql`'{}'`),
    careTypeIds: integer('care_type_ids').array().notNull().default(sql`'{}'`),
    /** ISO weekdays (Monday 1) the listing is open on. */
    openDays: smallint('open_days').array().notNull().default(sql`'{}'`),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    priceMinCents: integer('price_min_cents').notNull(),
    priceMaxCents: integer('price_max_cents').notNull(),
    priceUnit: text('price_unit').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    /**
     * The gallery in order, rewritten from its photo rows with every change to them, so a search
     * reads what a page needs to pick a photo's size without a join.
     */
    photos: jsonb('photos').$type<StoredListingPhoto[]>().notNull().default(sql`'[]'::jsonb`),
    published: boolean('published').notNull().default(false),
    /**
     * The visible reviews' count and star total, kept in the transaction of every review write so
     * a search reads a rating without counting reviews.
     */
    reviewCount: integer('review_count').notNull().default(0),
    reviewRatingSum: integer('review_rating_sum').notNull().default(0),
    /** The average stars, only from `RATING_MIN_REVIEWS` reviews: what search filters and sorts on. */
    rating: doublePrecision('rating').generatedAlwaysAs(
      sql`CASE WHEN review_count >= ${sql.raw(String(RATING_MIN_REVIEWS))} THEN round(review_rating_sum::numeric / review_count, 1)::double precision END`,
    ),
    /** Retired by its agency: off the marketplace and its lists, kept for the care requests. */
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // A search reads one product inside a bounding box (latitude band first, then longitude).
    index('marketplace_listings_location_idx').on(table.product, table.latitude, table.longitude),
    index('marketplace_listings_search_trgm_idx').using(
      'gin',
      trigramsOf(listingSearchText(table)),
    ),
    index('marketplace_listings_agency_idx').on(table.agencyId),
    // Best rated first: the rated listings of one product, in rating order.
    index('marketplace_listings_rating_idx')
      .on(table.product, table.rating.desc())
      .where(sql`${table.rating} IS NOT NULL`),
    check('marketplace_listings_product_known', oneOf(table.product, MarketplaceProduct.codes)),
    check('marketplace_listings_price_unit_known', oneOf(table.priceUnit, PriceUnit.codes)),
    check(
      'marketplace_listings_services_known',
      allIn(table.services, ListingService.codes, 'text'),
    ),
    check('marketplace_listings_open_days_known', allIn(table.openDays, WeekDay.codes, 'smallint')),
    check(
      'marketplace_listings_price_range',
      sql`${table.priceMinCents} >= 0 AND ${table.priceMinCents} <= ${table.priceMaxCents}`,
    ),
    check(
      'marketplace_listings_retired_unpublished',
      sql`NOT (${table.published} AND ${table.retiredAt} IS NOT NULL)`,
    ),
    check(
      'marketplace_listings_review_totals',
      sql`${table.reviewCount} >= 0 AND ${table.reviewRatingSum} BETWEEN ${table.reviewCount} AND 5 * ${table.reviewCount}`,
    ),
    check('marketplace_listings_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('marketplace_listings_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);

/**
 * Agencies whose listings are off the marketplace while their membership is past due: hidden,
 * not unpublished or deleted, so they come back as they were once the membership is paid.
 */
export const marketplaceListingHolds = pgTable('marketplace_listing_holds', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  heldSince: timestamptz('held_since').notNull().defaultNow(),
});
