import type { Locale } from '@hearth/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  agencyProfiles,
  careTypes,
  cities,
  languages,
  marketplaceListings,
  provinces,
} from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { agencyListed, listingColumns } from './listingColumns.ts';

const listings = marketplaceListings;

/** The reading of one listing's public page. */
export function createListingDetailRepo(db: Database) {
  async function namesOf(
    table: typeof languages | typeof careTypes,
    ids: number[],
    locale: Locale,
  ) {
    if (ids.length === 0) {
      return [];
    }
    return db
      .select({ id: table.id, name: labelIn(table.labels, locale) })
      .from(table)
      .where(inArray(table.id, ids))
      .orderBy(asc(table.sortOrder), asc(table.id));
  }

  return {
    /** A published listing of an agency still in the marketplace, or undefined. */
    async findPublished(listingId: number) {
      const [row] = await db
        .select({
          ...listingColumns,
          agencyPhone: agencyProfiles.phone,
          agencyWebsite: agencyProfiles.website,
          cityId: cities.id,
          cityName: cities.name,
          citySlug: cities.slug,
          provinceCode: provinces.code,
          provinceName: provinces.name,
          country: provinces.country,
        })
        .from(listings)
        .innerJoin(agencies, eq(agencies.id, listings.agencyId))
        .leftJoin(agencyProfiles, eq(agencyProfiles.agencyId, listings.agencyId))
        .leftJoin(cities, eq(cities.id, listings.cityId))
        .leftJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(and(eq(listings.id, listingId), eq(listings.published, true), agencyListed));
      return row;
    },

    languageNames: (ids: number[], locale: Locale) => namesOf(languages, ids, locale),
    careTypeNames: (ids: number[], locale: Locale) => namesOf(careTypes, ids, locale),
  };
}

export type ListingDetailRepo = ReturnType<typeof createListingDetailRepo>;
export type ListingDetailRecord = NonNullable<
  Awaited<ReturnType<ListingDetailRepo['findPublished']>>
>;
