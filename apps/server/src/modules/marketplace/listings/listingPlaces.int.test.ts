import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createListing } from '../../../../test/factories/listings.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';

// The place fields of a stored search query, sent to the listings search as they are stored.

const { database, server } = useTestServer();

type SearchBody = {
  data: { name: string }[];
  meta: { place: { city: { name: string; provinceCode: string; country: string } | null } };
};

const listingsAt = (query: Record<string, string>) =>
  server.request(`/api/marketplace/homecare/listings?${new URLSearchParams(query)}`);

async function search(query: Record<string, string>): Promise<SearchBody> {
  return expectBody<SearchBody>(await listingsAt(query), 200);
}

/** Where the search looked, as "London, ON". */
async function placeOf(query: Record<string, string>): Promise<string> {
  const { city } = (await search(query)).meta.place;
  return city === null ? 'no city' : `${city.name}, ${city.provinceCode}`;
}

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  await createListing(database.db, {
    agencyId,
    name: 'Ottawa care',
    latitude: 45.41,
    longitude: -75.7,
  });
  await createListing(database.db, {
    agencyId,
    name: 'London Ohio care',
    latitude: 39.89,
    longitude: -83.45,
  });
});

describe('naming the place as a stored query does', () => {
  it('finds the same Ottawa from "Ottawa, ON", "Ottawa, Ontario", "Ottawa" and city1 with state1', async () => {
    const ways: Record<string, string>[] = [
      { location: 'Ottawa, ON' },
      { location: 'Ottawa, Ontario' },
      { location: 'Ottawa, Ontario, Canada' },
      { location: 'Ottawa' },
      { city1: 'Ottawa', state1: 'ON' },
      { city1: 'Ottawa', state1: 'Ontario', country1: 'Canada' },
    ];
    for (const query of ways) {
      expect(await placeOf(query)).toBe('Ottawa, ON');
    }
    expect((await search({ location: 'Ottawa, ON' })).data.map((row) => row.name)).toEqual([
      'Ottawa care',
    ]);
  });

  it('lets the province pick between cities of the same name', async () => {
    // Without a province the most populous London wins; with one, that province's.
    expect(await placeOf({ city1: 'London' })).toBe('London, ON');
    expect(await placeOf({ city1: 'London', state1: 'OH' })).toBe('London, OH');
    expect(await placeOf({ city1: 'London', state1: 'Ohio' })).toBe('London, OH');
    expect(await placeOf({ location: 'London, OH' })).toBe('London, OH');
    expect(await placeOf({ city1: 'Kingston', state1: 'NY' })).toBe('Kingston, NY');
    expect(await placeOf({ city1: 'Kingston', area_level_1: 'New York' })).toBe('Kingston, NY');
    expect((await search({ city1: 'London', state1: 'OH' })).data.map((row) => row.name)).toEqual([
      'London Ohio care',
    ]);
  });

  it('narrows an Ottawa by country: the Ottawa of the United States is in Illinois', async () => {
    expect(await placeOf({ city1: 'Ottawa', country1: 'US' })).toBe('Ottawa, IL');
    expect(await placeOf({ location: 'Ottawa, United States' })).toBe('Ottawa, IL');
  });

  it('uses a locality or a township when it names a known city', async () => {
    expect(await placeOf({ locality: 'Kingston', state1: 'ON' })).toBe('Kingston, ON');
    expect(await placeOf({ sublocality: 'The Glebe', area_level_3: 'Ottawa', state1: 'ON' })).toBe(
      'Ottawa, ON',
    );
  });

  it('lets a point win over any named place', async () => {
    const body = await search({ location: 'London, OH', latitude: '45.41', longitude: '-75.7' });
    expect(body.meta.place.city).toBeNull();
    expect(body.data.map((row) => row.name)).toEqual(['Ottawa care']);
  });
});

describe('refusing a place that cannot be found', () => {
  it.each([
    ['an unknown city in location', { location: 'Qqqxzzv, ON' }, 'location'],
    ['an unknown city1', { city1: 'Qqqxzzv' }, 'city1'],
    ['a city not in the named province', { city1: 'Ottawa', state1: 'NY' }, 'city1'],
    ['an unknown province', { city1: 'Ottawa', state1: 'Atlantis' }, 'state1'],
    ['an unknown country', { city1: 'Ottawa', country1: 'Narnia' }, 'country1'],
    ['a locality that names no city', { locality: 'Qqqxzzv' }, 'locality'],
  ])('answers 422 on the field for %s', async (_case, query, field) => {
    const errors = await expectFieldErrors(await listingsAt(query));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toMatch(/No (city|province|country)/);
  });

  it('refuses a known city beside words that name no province or country', async () => {
    // Springfield, MO is the most populous Springfield, but it is not what the person typed.
    for (const location of ['Springfield, Narnia', 'Ottawa, Atlantis, Canada']) {
      const errors = await expectFieldErrors(await listingsAt({ location }));
      expect(Object.keys(errors)).toEqual(['location']);
    }
  });

  it('still asks for a place when only a province or country is given', async () => {
    const errors = await expectFieldErrors(await listingsAt({ state1: 'ON', country1: 'CA' }));
    expect(Object.keys(errors)).toEqual(['city']);
  });

  it('refuses place text longer than a stored query may hold', async () => {
    const errors = await expectFieldErrors(await listingsAt({ city1: 'x'.repeat(101) }));
    expect(Object.keys(errors)).toEqual(['city1']);
  });
});

describe('offering the closest known places instead', () => {
  type Matches = { data: { name: string; provinceCode: string; country: string }[] };
  const matchesFor = async (location: string) =>
    (
      await expectBody<Matches>(
        await server.request(`/api/marketplace/place-matches?${new URLSearchParams({ location })}`),
        200,
      )
    ).data.map((city) => `${city.name}, ${city.provinceCode}`);

  it('offers the cities of that name, most populous first, when the rest names nothing', async () => {
    const matches = await matchesFor('Springfield, Narnia');
    expect(matches).toHaveLength(5);
    expect(matches.every((match) => match.startsWith('Springfield, '))).toBe(true);
    expect(matches[0]).toBe('Springfield, MO');
  });

  it('keeps to the province the words do name, and finds near spellings', async () => {
    expect(await matchesFor('Otawa, ON')).toContain('Ottawa, ON');
    expect((await matchesFor('Kingston, NY'))[0]).toBe('Kingston, NY');
  });

  it('answers an empty list when nothing comes close, and 422 without words', async () => {
    expect(await matchesFor('Qqqxzzv')).toEqual([]);
    const errors = await expectFieldErrors(
      await server.request('/api/marketplace/place-matches?location='),
    );
    expect(Object.keys(errors)).toEqual(['location']);
  });
});
