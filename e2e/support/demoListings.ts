import { type APIRequestContext, expect } from '@playwright/test';

/** The id of the demo's home care listing nearest downtown Toronto, found as a visitor's search finds it. */
export async function nearestHomeCareListing(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/marketplace/homecare/listings', {
    params: { latitude: 43.65, longitude: -79.38, perPage: 1 },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number }[] };
  const listing = data[0];
  if (listing === undefined) {
    throw new Error('the demo data has no home care listing near Toronto');
  }
  return listing.id;
}

/** The id of the demo listing of this name, as a visitor's search in its city finds it. */
export async function demoListingNamed(
  request: APIRequestContext,
  { searchType, city, name }: { searchType: string; city: string; name: string },
): Promise<number> {
  const response = await request.get(`/api/marketplace/${searchType}/listings`, {
    params: { city, perPage: 100 },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const listing = data.find((hit) => hit.name === name);
  if (listing === undefined) {
    throw new Error(`the demo data has no listing named ${name} in ${city}`);
  }
  return listing.id;
}
