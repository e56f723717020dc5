import { AgencyStanding } from '@hearth/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../../test/factories/listings.ts';
import { city, createProfiledAgency } from '../../../../test/factories/organisations.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { careTypes, languages } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let published: number;
let draft: number;
let ofTerminated: number;
let frenchId: number;
let englishId: number;
let careTypeId: number;

type DetailBody = {
  data: {
    id: number;
    name: string;
    agency: { name: string; phone: string | null; website: string | null };
    city: { name: string; slug: string; provinceCode: string; country: string } | null;
    languages: { id: number; name: string }[];
    careTypes: { id: number; name: string }[];
    price: { minCents: number; maxCents: number; unit: string };
    opensAt: string | null;
    distanceKm?: number;
  };
};

const read = (id: number | string, locale = 'en-US') =>
  server.request(`/api/marketplace/listings/${id}`, { headers: { 'accept-language': locale } });

beforeAll(async () => {
  const { db } = database;
  const langs = await db
    .select({ id: languages.id, code: languages.code })
    .from(languages)
    .where(inArray(languages.code, ['en', 'fr']));
  englishId = langs.find((row) => row.code === 'en')?.id ?? 0;
  frenchId = langs.find((row) => row.code === 'fr')?.id ?? 0;
  const [careType] = await db
    .select({ id: careTypes.id })
    .from(careTypes)
    .where(eq(careTypes.product, 'homecare'))
    .limit(1);
  careTypeId = careType?.id ?? 0;
  const toronto = await city(db, 'toronto');
  const agencyId = await createProfiledAgency(db, {
    name: 'Maple Care',
    phone: '+1 416-555-0199',
    website: 'https://maple.example',
  });
  const place = { latitude: toronto.latitude, longitude: toronto.longitude, cityId: toronto.id };
  published = await createListing(db, {
    agencyId,
    name: 'Maple home care',
    ...place,
    languageIds: [frenchId, englishId],
    careTypeIds: [careTypeId],
    opensAt: '08:30',
    closesAt: '17:00',
  });
  draft = await createListing(db, { agencyId, name: 'Draft', ...place, published: false });
  const terminated = await createProfiledAgency(db, { standing: AgencyStanding.terminated });
  ofTerminated = await createListing(db, { agencyId: terminated, name: 'Gone', ...place });
});

describe('GET /api/marketplace/listings/{listingId}', () => {
  it("answers a published listing with its agency's contact and named references", async () => {
    const { data } = await expectBody<DetailBody>(await read(published), 200);
    expect(data).toMatchObject({
      id: published,
      name: 'Maple home care',
      agency: { name: 'Maple Care', phone: '+1 416-555-0199', website: 'https://maple.example' },
      city: { name: 'Toronto', slug: 'toronto', provinceCode: 'ON', country: 'CA' },
      price: { minCents: 3000, maxCents: 4000, unit: 'hour' },
      opensAt: '08:30',
    });
    expect(data.languages.map((language) => language.id).sort()).toEqual(
      [englishId, frenchId].sort(),
    );
    expect(data.careTypes.map((careType) => careType.id)).toEqual([careTypeId]);
    expect(data).not.toHaveProperty('distanceKm');
  });

  it('names the languages in the asking locale', async () => {
    const english = await expectBody<DetailBody>(await read(published, 'en-US'), 200);
    const spanish = await expectBody<DetailBody>(await read(published, 'es-ES'), 200);
    const french = (body: DetailBody) =>
      body.data.languages.find((language) => language.id === frenchId)?.name;
    expect(french(english)).toBe('French');
    expect(french(spanish)).toBe('Francés');
  });

  it('answers 404 for a draft, a terminated agency and an absent id alike', async () => {
    for (const id of [draft, ofTerminated, 999_999]) {
      const body = await expectBody<{ code: string }>(await read(id), 404);
      expect(body.code).toBe('not_found');
    }
  });

  it('refuses an id that is not a number with a 422', async () => {
    expect(await expectFieldErrors(await read('abc'))).toHaveProperty('listingId');
  });
});
