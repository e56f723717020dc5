import { AgencyStanding, LISTING_RADIUS_MAX_KM } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createListing } from '../../../../test/factories/listings.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { agencyProfiles } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();

type SearchBody = {
  data: { name: string; distanceKm: number; latitude: number; longitude: number }[];
  meta: {
    total: number;
    place: {
      latitude: number;
      longitude: number;
      radiusKm: number;
      city: { name: string; country: string } | null;
    };
  };
};

// The centre of every search around a point below (central Toronto).
const centre = { latitude: 43.7, longitude: -79.4 };

// Computed here, independently of the server's SQL, to check its distances and order.
function haversineKm(a: typeof centre, b: typeof centre): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

async function search(searchType: string, query: string): Promise<SearchBody> {
  return expectBody<SearchBody>(
    await server.request(`/api/marketplace/${searchType}/listings?${query}`),
    200,
  );
}

const around = (query: string) =>
  search('homecare', `latitude=${centre.latitude}&longitude=${centre.longitude}&${query}`);
const names = (body: SearchBody) => body.data.map((row) => row.name);

beforeAll(async () => {
  const { db } = database;
  const agencyId = await createAgency(db);
  const place = (name: string, latitude: number, longitude: number, more = {}) =>
    createListing(db, { agencyId, name, latitude, longitude, ...more });
  // Created out of distance order, so that the order must come from the search.
  await place('Middle', 43.75, -79.45);
  await place('Edge', 43.88, -79.4);
  await place('Near', 43.71, -79.41);
  await place('Beyond the edge', 43.8801, -79.4);
  await place('Wide', 44.9, -79.4);
  await place('Ottawa', 45.42, -75.69);
  await place('Unpublished', 43.7, -79.4, { published: false });
  await place('Shared home', 43.7, -79.4, { product: 'sharecare' });
  const terminated = await createAgency(db);
  await db
    .insert(agencyProfiles)
    .values({ agencyId: terminated, standing: AgencyStanding.terminated });
  await createListing(db, {
    agencyId: terminated,
    name: 'Terminated',
    latitude: 43.7,
    longitude: -79.4,
  });
});

describe('searching listings around a point', () => {
  it('lists the nearest first, each with its exact distance', async () => {
    const body = await around('radiusKm=30');
    expect(names(body)).toEqual(['Near', 'Middle', 'Edge', 'Beyond the edge']);
    expect(body.meta.total).toBe(4);
    for (const row of body.data) {
      expect(row.distanceKm).toBeCloseTo(haversineKm(centre, row), 6);
    }
    const distances = body.data.map((row) => row.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('includes a listing exactly at the radius and leaves out one just beyond', async () => {
    const all = await around('radiusKm=30');
    const distanceOf = (name: string) =>
      all.data.find((row) => row.name === name)?.distanceKm ?? Number.NaN;
    const edge = distanceOf('Edge');
    const beyond = distanceOf('Beyond the edge');
    expect(beyond - edge).toBeGreaterThan(0.005);
    expect(names(await around(`radiusKm=${edge}`))).toEqual(['Near', 'Middle', 'Edge']);
    expect(names(await around(`radiusKm=${beyond}`))).toContain('Beyond the edge');
  });

  it('searches 25 km when no radius is given', async () => {
    const body = await around('');
    expect(body.meta.place.radiusKm).toBe(25);
    expect(names(body)).toEqual(['Near', 'Middle', 'Edge', 'Beyond the edge']);
  });

  it('narrows an absurd radius to the maximum instead of refusing it', async () => {
    const body = await around('radiusKm=100000');
    expect(body.meta.place.radiusKm).toBe(LISTING_RADIUS_MAX_KM);
    // Wide is about 133 km away; Ottawa, about 350 km, is beyond the maximum.
    expect(names(body)).toContain('Wide');
    expect(names(body)).not.toContain('Ottawa');
  });

  it("never shows an unpublished listing, a terminated agency's, nor another kind of care", async () => {
    const body = await around('radiusKm=1');
    expect(names(body)).toEqual([]);
    expect(names(await search('shared-living', 'latitude=43.7&longitude=-79.4'))).toEqual([
      'Shared home',
    ]);
  });

  it('pages through the results in the same order', async () => {
    const first = await around('radiusKm=30&perPage=2');
    const second = await around('radiusKm=30&perPage=2&page=2');
    expect([...names(first), ...names(second)]).toEqual([
      'Near',
      'Middle',
      'Edge',
      'Beyond the edge',
    ]);
    expect(second.meta.total).toBe(4);
  });
});

describe('searching listings around a named city', () => {
  it('resolves city=Toronto to Toronto and says so', async () => {
    const body = await search('homecare', 'city=Toronto&radiusKm=50');
    expect(body.meta.place.city).toMatchObject({ name: 'Toronto', country: 'CA' });
    expect(body.meta.place.latitude).toBeCloseTo(43.7, 1);
    expect(body.meta.place.longitude).toBeCloseTo(-79.4, 1);
    // Distances are measured from the city's centre, the place the response names.
    const near = body.data.find((row) => row.name === 'Near');
    expect(near?.distanceKm).toBeCloseTo(haversineKm(body.meta.place, near ?? centre), 6);
  });

  it('answers 422 on the city for a place it cannot find', async () => {
    const errors = await expectFieldErrors(
      await server.request('/api/marketplace/homecare/listings?city=Qqqxzzv'),
    );
    expect(Object.keys(errors)).toEqual(['city']);
  });
});

describe('refusing a search that cannot be made', () => {
  const refused = async (query: string) =>
    expectFieldErrors(await server.request(`/api/marketplace/homecare/listings?${query}`));

  it.each([
    ['a latitude past the pole', 'latitude=91&longitude=0', 'latitude'],
    ['a latitude that is not a number', 'latitude=NaN&longitude=0', 'latitude'],
    ['a latitude in letters', 'latitude=abc&longitude=0', 'latitude'],
    ['a longitude out of range', 'latitude=0&longitude=181', 'longitude'],
    ['a latitude without a longitude', 'latitude=43.7', 'longitude'],
    ['no place at all', '', 'city'],
    ['a page larger than 100', 'latitude=0&longitude=0&perPage=101', 'perPage'],
    ['a negative radius', 'latitude=0&longitude=0&radiusKm=-1', 'radiusKm'],
  ])('answers 422 with field errors for %s', async (_case, query, field) => {
    expect(Object.keys(await refused(query))).toContain(field);
  });

  it('answers 422 for an unknown kind of care in the path', async () => {
    const response = await server.request('/api/marketplace/nursing-home/listings?city=Toronto');
    expect(response.status).toBe(422);
  });
});
