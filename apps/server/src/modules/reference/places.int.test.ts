import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { provinceId } from '../../../test/factories/reference.ts';
import { useTestServer } from '../../../test/harness.ts';
import { fieldErrorsOf } from '../../../test/json.ts';

type Province = { id: number; country: string; code: string; name: string };
type City = {
  id: number;
  name: string;
  provinceCode: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
};

const { database, server } = useTestServer();

async function get<T>(path: string): Promise<{ data: T; meta: { total: number } }> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return response.json() as Promise<{ data: T; meta: { total: number } }>;
}

const codes = (provinces: Province[]) => provinces.map((province) => province.code).sort();

describe('provinces and states', () => {
  it('has every Canadian province and territory', async () => {
    const { data } = await get<Province[]>('/api/provinces?country=CA&perPage=100');
    expect(codes(data)).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
  });

  it('has the 50 US states and the District of Columbia', async () => {
    const { data } = await get<Province[]>('/api/provinces?country=US&perPage=100');
    expect(data).toHaveLength(51);
    expect(codes(data)).toEqual(expect.arrayContaining(['AK', 'CA', 'DC', 'HI', 'NY', 'TX', 'WY']));
  });

  it("has Spain's 50 provinces and the autonomous cities of Ceuta and Melilla, by INE names", async () => {
    const { data } = await get<Province[]>('/api/provinces?country=ES&perPage=100');
    expect(data).toHaveLength(52);
    const names = data.map((province) => province.name);
    expect(names).toEqual(
      expect.arrayContaining(['A Coruña', 'Araba/Álava', 'Illes Balears', 'Ceuta', 'Melilla']),
    );
    expect(data.find((province) => province.code === 'SE')?.name).toBe('Sevilla');
  });

  it('answers the countries with their provinces in one call', async () => {
    const { data } = await get<{ countries: { code: string; provinces: Province[] }[] }>(
      '/api/location-data',
    );
    expect(data.countries.map((country) => [country.code, country.provinces.length])).toEqual([
      ['CA', 13],
      ['US', 51],
      ['ES', 52],
    ]);
  });
});

describe('cities', () => {
  it.each([
    ['Toronto', 'ON', 43.7, -79.4],
    ['Vancouver', 'BC', 49.25, -123.1],
    ['Calgary', 'AB', 51.05, -114.1],
    ['New York', 'NY', 40.7, -74.0],
    ['Los Angeles', 'CA', 34.05, -118.2],
    ['Madrid', 'M', 40.4, -3.7],
    ['Sevilla', 'SE', 37.4, -6.0],
  ])('has %s (%s) where it is on the map', async (name, province, latitude, longitude) => {
    const { data } = await get<City[]>(`/api/cities?q=${encodeURIComponent(name)}`);
    const city = data.find((entry) => entry.name === name && entry.provinceCode === province);
    expect(city, name).toBeDefined();
    expect(city?.latitude).toBeCloseTo(latitude, 0);
    expect(city?.longitude).toBeCloseTo(longitude, 0);
    expect(city?.population).toBeGreaterThan(50_000);
  });

  it('puts the largest place of a name first among equally good matches', async () => {
    const { data } = await get<City[]>('/api/cities?q=london');
    const londons = data.filter((city) => city.name === 'London');
    expect(londons[0]?.provinceCode).toBe('ON');
    const populations = londons.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(londons.length).toBeGreaterThan(1);
  });

  it('matches names without their accents, and in any case', async () => {
    const { data } = await get<City[]>('/api/cities?q=MONTREAL');
    expect(data[0]).toMatchObject({ name: 'Montréal', provinceCode: 'QC' });
  });

  it('matches a word inside a name and tolerates a typo, from three letters', async () => {
    const inside = await get<City[]>('/api/cities?q=san%20sebast');
    expect(inside.data.map((city) => city.name)).toContain('Donostia-San Sebastián');
    const typo = await get<City[]>('/api/cities?q=pitsburgh');
    expect(typo.data[0]).toMatchObject({ name: 'Pittsburgh', provinceCode: 'PA' });
  });

  it('filters by province and by country', async () => {
    const ontario = await provinceId(database.db, 'CA', 'ON');
    const inOntario = await get<City[]>(`/api/cities?province=${ontario}&q=lon`);
    expect(inOntario.data.map((city) => city.name)).toEqual(['London']);
    const spanish = await get<City[]>('/api/cities?country=ES&q=cordoba');
    expect(spanish.data[0]).toMatchObject({ name: 'Córdoba', provinceCode: 'CO' });
    expect(spanish.data.every((city) => city.country === 'ES')).toBe(true);
  });

  it('has every Spanish provincial capital', async () => {
    const capitals = await database.db.execute<{ missing: number }>(sql`
      SELECT count(*)::int AS missing FROM provinces p
      WHERE p.country = 'ES' AND NOT EXISTS (
        SELECT 1 FROM cities c WHERE c.province_id = p.id AND c.population > 30000)`);
    expect(capitals.rows[0]?.missing).toBe(0);
  });

  it('searches through the indexes, not by reading every city', async () => {
    await database.db.transaction(async (tx) => {
      // With 5,000 rows the planner may still prefer a scan; forbidding it proves the index fits.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const prefix = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM cities WHERE search_name LIKE 'tor%'`,
      );
      expect(prefix.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'cities_search_name_prefix_idx',
      );
      const fuzzy = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM cities WHERE search_name % 'pittsburg'`,
      );
      expect(fuzzy.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'cities_search_name_trgm_idx',
      );
    });
  });
});

describe('desired locations: where care is wanted', () => {
  type Location = {
    cityId: number;
    label: string;
    province: { code: string; labels: Record<string, string> };
    country: string;
  };

  it('answers matching cities with their province, ready to show', async () => {
    const { data } = await get<Location[]>('/api/desired-locations?q=vancou');
    expect(data[0]).toMatchObject({
      label: 'Vancouver, BC, Canada',
      province: { code: 'BC', labels: { 'es-ES': 'Columbia Británica' } },
      country: 'CA',
    });
    expect(data.map((location) => location.label)).toContain('Vancouver, WA, United States');
  });

  it('limits to a country and to a page size of at most 25', async () => {
    const { data } = await get<Location[]>('/api/desired-locations?q=vancou&country=US');
    expect(data.map((location) => location.country)).toEqual(['US']);
    expect((await server.request('/api/desired-locations?q=to&perPage=26')).status).toBe(422);
  });

  it('needs at least two letters to search', async () => {
    const response = await server.request('/api/desired-locations?q=t');
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toHaveProperty('q');
  });
});
