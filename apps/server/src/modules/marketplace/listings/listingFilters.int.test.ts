import { CareType } from '@hearth/domain';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createListing } from '../../../../test/factories/listings.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { languages } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let english: number;
let french: number;

type SearchBody = { data: { name: string }[]; meta: { total: number } };

// Every listing here is at this point, so only the filters tell them apart.
const at = 'latitude=40.4&longitude=-3.7';

async function names(searchType: string, query: string): Promise<string[]> {
  const body = await expectBody<SearchBody>(
    await server.request(`/api/marketplace/${searchType}/listings?${at}&${query}`),
    200,
  );
  expect(body.meta.total).toBe(body.data.length);
  return body.data.map((row) => row.name).sort();
}

beforeAll(async () => {
  const { db } = database;
  const [first, second] = await db
    .select({ id: languages.id })
    .from(languages)
    .orderBy(asc(languages.id))
    .limit(2);
  english = first?.id ?? 0;
  french = second?.id ?? 0;
  const agencyId = await createAgency(db);
  const home = (name: string, more = {}) =>
    createListing(db, {
      agencyId,
      name,
      latitude: 40.4,
      longitude: -3.7,
      product: 'sharecare',
      careTypeIds: [CareType.sharedLiving],
      languageIds: [english, french],
      services: ['private-room', 'shared-meals'],
      openDays: [1, 2, 3, 4, 5],
      priceMinCents: 200_000,
      priceMaxCents: 300_000,
      priceUnit: 'month',
      ...more,
    });
  await home('Every filter');
  await home('Other care type', { careTypeIds: [CareType.dayProgram] });
  await home('French only', { languageIds: [french] });
  await home('Dearer', { priceMinCents: 260_000 });
  await home('Weekends', { openDays: [6, 7] });
  await home('No private room', { services: ['shared-meals'] });

  const program = (name: string, description = 'A day program') =>
    createListing(db, {
      agencyId,
      name,
      description,
      latitude: 40.4,
      longitude: -3.7,
      product: 'adultDay',
    });
  await program('100% Sunshine');
  await program('Garden_Club');
  await program("O'Brien House");
  await program('Back\\slash Centre');
  await program('Quiet Hours', 'Music; -- and art');
  await program('Plain Centre');
});

describe('filters of a listing search', () => {
  it('combines care type, language, price, open day and service', async () => {
    const query = `careType=${CareType.sharedLiving}&language=${english}&priceMax=250000&openOn=1&service=private-room`;
    expect(await names('shared-living', query)).toEqual(['Every filter']);
  });

  it('narrows by each filter alone', async () => {
    const all = await names('shared-living', '');
    expect(all).toHaveLength(6);
    expect(await names('shared-living', `careType=${CareType.dayProgram}`)).toEqual([
      'Other care type',
    ]);
    expect(await names('shared-living', `language=${english}`)).not.toContain('French only');
    expect(await names('shared-living', 'priceMax=250000')).not.toContain('Dearer');
    expect(await names('shared-living', 'openOn=6')).toEqual(['Weekends']);
    expect(await names('shared-living', 'service=private-room')).not.toContain('No private room');
  });

  it('reads a repeated filter and a comma list alike: every value must be offered', async () => {
    const repeated = await names('shared-living', `language=${english}&language=${french}`);
    expect(repeated).toEqual(await names('shared-living', `language=${english},${french}`));
    expect(repeated).not.toContain('French only');
    expect(repeated).toHaveLength(5);
  });

  it('refuses an unknown service, weekday or price with field errors', async () => {
    // A list's field errors name the item too (`service.0`); the field is what the form shows.
    const refused = async (query: string) =>
      Object.keys(
        await expectFieldErrors(
          await server.request(`/api/marketplace/shared-living/listings?${at}&${query}`),
        ),
      ).map((key) => key.split('.')[0]);
    expect(await refused('service=massage')).toContain('service');
    expect(await refused('openOn=8')).toContain('openOn');
    expect(await refused('priceMax=cheap')).toContain('priceMax');
    expect(await refused('careType=-1')).toContain('careType');
  });
});

describe('text in a listing search', () => {
  it.each([
    ['%', ['100% Sunshine']],
    ['_', ['Garden_Club']],
    ["o'brien", ["O'Brien House"]],
    ['\\', ['Back\\slash Centre']],
    [';--', []],
    ['; --', ['Quiet Hours']],
    ['centre', ['Back\\slash Centre', 'Plain Centre']],
  ])('takes %j literally', async (q, expected) => {
    expect(await names('day-program', `q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('still lists every program after those searches', async () => {
    expect(await names('day-program', '')).toHaveLength(6);
  });
});
