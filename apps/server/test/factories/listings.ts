import type { ListingWriteInput } from '@hearth/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { careTypes, languages, marketplaceListings } from '../../src/db/schema/index.ts';

type ListingValues = typeof marketplaceListings.$inferInsert;

/** A published listing at a place; everything else plain unless given. */
export async function createListing(
  db: Database,
  values: Pick<ListingValues, 'agencyId' | 'name' | 'latitude' | 'longitude'> &
    Partial<ListingValues>,
): Promise<number> {
  const [row] = await db
    .insert(marketplaceListings)
    .values({
      product: 'homecare',
      priceMinCents: 3000,
      priceMaxCents: 4000,
      priceUnit: 'hour',
      published: true,
      ...values,
    })
    .returning({ id: marketplaceListings.id });
  if (row === undefined) {
    throw new Error('no listing created');
  }
  return row.id;
}

/** Reference ids a listing form picks from: two seeded languages and a home care type. */
export async function listingReferences(db: Database) {
  const langs = await db
    .select({ id: languages.id, code: languages.code })
    .from(languages)
    .where(inArray(languages.code, ['en', 'fr']));
  const types = await db
    .select({ id: careTypes.id, product: careTypes.product })
    .from(careTypes)
    .orderBy(asc(careTypes.id));
  const idOf = <T extends { id: number }>(row: T | undefined, what: string) => {
    if (row === undefined) {
      throw new Error(`no ${what} in the reference data`);
    }
    return row.id;
  };
  return {
    englishId: idOf(
      langs.find((row) => row.code === 'en'),
      'English',
    ),
    frenchId: idOf(
      langs.find((row) => row.code === 'fr'),
      'French',
    ),
    homecareTypeId: idOf(
      types.find((row) => row.product === 'homecare'),
      'home care type',
    ),
    dayProgramTypeId: idOf(
      types.find((row) => row.product === 'adultDay'),
      'day program type',
    ),
  };
}

/** A valid home care listing as its agency's form sends it; `overrides` replace whole fields. */
export function listingInput(overrides: Partial<ListingWriteInput> = {}): ListingWriteInput {
  return {
    product: 'homecare',
    name: 'Maple home care',
    description: 'Personal care and companionship at home.',
    services: ['personal-care', 'companionship'],
    openDays: [1, 2, 3, 4, 5],
    opensAt: '08:00',
    closesAt: '18:00',
    price: { minCents: 3200, maxCents: 4500, unit: 'hour' },
    latitude: 43.65,
    longitude: -79.38,
    ...overrides,
  };
}
