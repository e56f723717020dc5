import type { ListingWrite } from '@hearth/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { agencies, careTypes, cities, marketplaceListings } from '../../../db/schema/index.ts';
import type { Reader, Writer } from '../../../platform/db/writer.ts';
import { listingColumns } from './listingColumns.ts';

const listings = marketplaceListings;

export type OwnListingFilter = {
  agencyId: number;
  product?: string | undefined;
  published?: boolean | undefined;
};

/** The columns a write sets: the listing as its agency describes it, at a resolved point. */
export type ListingValues = Omit<ListingWrite, 'price' | 'latitude' | 'longitude'> & {
  latitude: number;
  longitude: number;
  priceMinCents: number;
  priceMaxCents: number;
  priceUnit: string;
};

const ownColumns = {
  ...listingColumns,
  cityId: cities.id,
  cityName: cities.name,
  published: listings.published,
  updatedAt: listings.updatedAt,
};

const live = isNull(listings.retiredAt);

const filterOf = (filter: OwnListingFilter): SQL | undefined =>
  and(
    eq(listings.agencyId, filter.agencyId),
    live,
    filter.product === undefined ? undefined : eq(listings.product, filter.product),
    filter.published === undefined ? undefined : eq(listings.published, filter.published),
  );

/** The SQL of an agency's own listings: drafts and published, never retired ones. */
export function createOwnListingRepo(db: Database) {
  const selectOwn = (reader: Reader) =>
    reader
      .select(ownColumns)
      .from(listings)
      .innerJoin(agencies, eq(agencies.id, listings.agencyId))
      .leftJoin(cities, eq(cities.id, listings.cityId));

  return {
    async list(filter: OwnListingFilter, page: { limit: number; offset: number }) {
      const where = filterOf(filter);
      const [rows, [total]] = await Promise.all([
        selectOwn(db)
          .where(where)
          .orderBy(desc(listings.updatedAt), asc(listings.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(listings).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(reader: Reader, listingId: number) {
      const [row] = await selectOwn(reader).where(and(eq(listings.id, listingId), live));
      return row;
    },

    /** The listing's agency, locking the row so its photos and state change one at a time. */
    async lockAgencyOf(tx: Writer, listingId: number): Promise<number | undefined> {
      const [row] = await tx
        .select({ agencyId: listings.agencyId })
        .from(listings)
        .where(and(eq(listings.id, listingId), live))
        .for('update');
      return row?.agencyId;
    },

    async agencyOf(listingId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ agencyId: listings.agencyId })
        .from(listings)
        .where(and(eq(listings.id, listingId), live));
      return row?.agencyId;
    },

    async agencyExists(agencyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      return row !== undefined;
    },

    async cityCentre(cityId: number) {
      const [row] = await db
        .select({ latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(eq(cities.id, cityId));
      return row;
    },

    /** Of `ids`, the care types that are not of `product` (absent ones included). */
    async careTypesNotOf(product: string, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) {
        return [];
      }
      const found = await db
        .select({ id: careTypes.id })
        .from(careTypes)
        .where(and(inArray(careTypes.id, [...ids]), eq(careTypes.product, product)));
      const ofProduct = new Set(found.map((row) => row.id));
      return ids.filter((id) => !ofProduct.has(id));
    },

    async insert(tx: Writer, agencyId: number, values: ListingValues): Promise<number> {
      const [row] = await tx
        .insert(listings)
        .values({ ...values, agencyId, published: false })
        .returning({ id: listings.id });
      if (row === undefined) {
        throw new Error('listing insert returned no row');
      }
      return row.id;
    },

    async update(tx: Writer, listingId: number, values: ListingValues): Promise<void> {
      await tx
        .update(listings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(listings.id, listingId));
    },

    async setPublished(tx: Writer, listingId: number, published: boolean): Promise<void> {
      await tx
        .update(listings)
        .set({ published, updatedAt: sql`now()` })
        .where(eq(listings.id, listingId));
    },

    async retire(tx: Writer, listingId: number): Promise<void> {
      await tx
        .update(listings)
        .set({ published: false, retiredAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(listings.id, listingId));
    },
  };
}

export type OwnListingRepo = ReturnType<typeof createOwnListingRepo>;
export type OwnListingRecord = NonNullable<Awaited<ReturnType<OwnListingRepo['find']>>>;
