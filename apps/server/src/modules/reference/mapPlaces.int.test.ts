import { errorResponseSchema, MAP_PLACES_LIMIT, mapPlacesResponseSchema } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../test/json.ts';

const { database, server } = useTestServer();

// About 60 km around Toronto: the Greater Toronto Area's cities and nothing across the lake.
const aroundToronto = 'west=-80&south=43.4&east=-79&north=44';

async function placesIn(bounds: string) {
  const response = await server.request(`/api/map-places?${bounds}`);
  expect(response.status, bounds).toBe(200);
  return (await bodyOf(response, mapPlacesResponseSchema)).data;
}

describe('the city names a map without tiles shows', () => {
  it('answers the current cities in view, largest first, each inside the bounds', async () => {
    const places = await placesIn(aroundToronto);
    expect(places[0]).toMatchObject({ name: 'Toronto' });
    expect(places.map((place) => place.name)).toEqual(
      expect.arrayContaining(['Mississauga', 'Brampton', 'Oakville']),
    );
    for (const place of places) {
      expect(place.latitude).toBeGreaterThanOrEqual(43.4);
      expect(place.latitude).toBeLessThanOrEqual(44);
      expect(place.longitude).toBeGreaterThanOrEqual(-80);
      expect(place.longitude).toBeLessThanOrEqual(-79);
    }
    const populations = places.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('keeps a whole continent to the largest few hundred', async () => {
    const places = await placesIn('west=-170&south=10&east=-50&north=80');
    expect(places).toHaveLength(MAP_PLACES_LIMIT);
    expect(places.map((place) => place.name)).toEqual(
      expect.arrayContaining(['New York', 'Los Angeles', 'Toronto', 'Montréal']),
    );
  });

  it('leaves out a retired city', async () => {
    await database.db.execute(sql`UPDATE cities SET retired_at = now() WHERE name = 'Mississauga'`);
    const names = (await placesIn(aroundToronto)).map((place) => place.name);
    expect(names).toContain('Toronto');
    expect(names).not.toContain('Mississauga');
  });

  it('refuses bounds that are turned around or off the globe', async () => {
    const turned = await server.request('/api/map-places?west=-79&south=43.4&east=-80&north=44');
    expect(turned.status).toBe(422);
    const { fields } = errorResponseSchema.parse(await turned.json());
    expect(fields).toEqual({ east: { code: 'bounds_east_of_west' } });
    const upsideDown = await server.request(
      '/api/map-places?west=-80&south=44&east=-79&north=43.4',
    );
    expect(errorResponseSchema.parse(await upsideDown.json()).fields).toEqual({
      north: { code: 'bounds_north_of_south' },
    });
    const off = await server.request('/api/map-places?west=-200&south=43.4&east=-79&north=44');
    expect(off.status).toBe(422);
    expect(await fieldErrorsOf(off)).toHaveProperty('west');
  });
});
