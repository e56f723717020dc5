import type { ListingService, ListingSort, WeekDay } from '@hearth/domain';
import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  cities,
  listingSearchText,
  marketplaceListings,
} from '../../../db/schema/index.ts';
import { everyWordIn } from '../../../platform/db/textSearch.ts';
import { distanceKm, type Point, withinKm } from '../../../platform/geo/nearby.ts';
import { agencyListed, listingColumns } from './listingColumns.ts';

const listings = marketplaceListings;

export type ListingFilter = {
  product: string;
  near: Point & { radiusKm: number };
  q?: string | undefined;
  careTypeIds: readonly number[];
  languageIds: readonly number[];
  services: readonly ListingService[];
  priceMaxCents?: number | undefined;
  openOn?: WeekDay | undefined;
  /** Only rated listings at least this good; an unrated listing never passes. */
  minRating?: number | undefined;
};

// `column @> ARRAY[…]`: the listing offers every value asked for.
const holdsAll = (column: AnyPgColumn, values: readonly (number | string)[], type: string) =>
  values.length === 0
    ? undefined
    : sql`${column} @> ARRAY[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::${sql.raw(type)}[]`;

function filterCondition(filter: ListingFilter): SQL | undefined {
  return and(
    eq(listings.published, true),
    agencyListed,
    eq(listings.product, filter.product),
    withinKm(listings, filter.near, filter.near.radiusKm),
    filter.q === undefined ? undefined : everyWordIn(listingSearchText(listings), filter.q),
    holdsAll(listings.careTypeIds, filter.careTypeIds, 'integer'),
    holdsAll(listings.languageIds, filter.languageIds, 'integer'),
    holdsAll(listings.services, filter.services, 'text'),
    filter.priceMaxCents === undefined
      ? undefined
      : lte(listings.priceMinCents, filter.priceMaxCents),
    filter.openOn === undefined
      ? undefined
      : holdsAll(listings.openDays, [filter.openOn], 'smallint'),
    filter.minRating === undefined ? undefined : gte(listings.rating, filter.minRating),
  );
}

export function createListingRepo(db: Database) {
  return {
    /**
     * Published listings of one product within the radius, nearest first or best rated first
     * (the unrated after every rated one, nearest first), with the total.
     */
    async search(
      filter: ListingFilter,
      sort: ListingSort,
      page: { limit: number; offset: number },
    ) {
      const where = filterCondition(filter);
      const distance = sql<number>`${distanceKm(listings, filter.near)}`.mapWith(Number);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...listingColumns,
            cityId: cities.id,
            cityName: cities.name,
            distanceKm: distance,
          })
          .from(listings)
          .innerJoin(agencies, eq(agencies.id, listings.agencyId))
          .leftJoin(cities, eq(cities.id, listings.cityId))
          .where(where)
          .orderBy(
            ...(sort === 'rating' ? [sql`${listings.rating} DESC NULLS LAST`] : []),
            asc(distance),
            asc(listings.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(listings).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type ListingRepo = ReturnType<typeof createListingRepo>;
export type ListingRecord = Awaited<ReturnType<ListingRepo['search']>>['rows'][number];
