import { errorResponseSchema, Role, type SearchQuery } from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createUser } from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../test/responses.ts';
import { marketplaceVisitors } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../platform/auth/cookies.ts';
import { hashSecret } from '../../platform/auth/secrets.ts';
import { createSearchStateRepo } from './stateRepo.ts';
import { createSearchStateService } from './stateService.ts';
import { VISITOR_COOKIE } from './visitorCookie.ts';

const { database, server } = useTestServer();

const halifax: SearchQuery = {
  location: 'Halifax, NS, Canada',
  latitude: 44.6488,
  longitude: -63.5752,
  city1: 'Halifax',
  state1: 'Nova Scotia',
  country1: 'Canada',
  area_level_1: 'NS',
  area_level_2: 'Halifax County',
  area_level_3: null,
  locality: 'Halifax',
  sublocality: 'North End',
};
const toronto: SearchQuery = {
  location: 'Toronto, ON, Canada',
  latitude: 43.6532,
  longitude: -79.3832,
  city1: 'Toronto',
  state1: 'Ontario',
  country1: 'Canada',
};

type Data<T> = { data: T };

const readQuery = async (client: BrowserClient, searchType: string) =>
  (
    await expectBody<Data<SearchQuery | null>>(
      await client.request(`/api/cookie/${searchType}`),
      200,
    )
  ).data;

const saveQuery = (client: BrowserClient, searchType: string, query: unknown) =>
  client.json(`/api/cookie/${searchType}`, 'PUT', query);

describe('a new visitor', () => {
  it('gets an HttpOnly, SameSite=Lax visitor cookie for a year and empty state', async () => {
    const client = new BrowserClient(server);
    const response = await client.request('/api/cookie/homecare');
    expect(await expectBody(response, 200)).toEqual({ data: null });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(client.cookies.get(VISITOR_COOKIE)).toMatch(/^[\w-]{43}$/);

    const current = await client.request('/api/cookie/current-search-type');
    expect(await expectBody(current, 200)).toEqual({ data: null });
    // The cookie is set once and then kept.
    expect(current.headers.getSetCookie()).toEqual([]);
    for (const product of ['homecare', 'sharecare', 'adultDay']) {
      const address = await client.request(`/api/${product}Address`);
      expect(await expectBody(address, 200)).toEqual({ [`${product}Address`]: null });
    }
  });
});

describe('stored search queries', () => {
  it('keeps one query per search type, each independent of the others', async () => {
    const client = new BrowserClient(server);
    expect(await expectBody(await saveQuery(client, 'homecare', halifax), 200)).toEqual({
      data: halifax,
    });
    expect(await readQuery(client, 'homecare')).toEqual(halifax);
    expect(await readQuery(client, 'shared-living')).toBeNull();

    await expectBody(await saveQuery(client, 'shared-living', toronto), 200);
    expect(await readQuery(client, 'shared-living')).toEqual(toronto);
    expect(await readQuery(client, 'homecare')).toEqual(halifax);
    expect(await readQuery(client, 'day-program')).toBeNull();

    const replaced = { location: 'Somewhere typed', latitude: null, longitude: null };
    await expectBody(await saveQuery(client, 'homecare', replaced), 200);
    expect(await readQuery(client, 'homecare')).toEqual(replaced);
    expect(await readQuery(client, 'shared-living')).toEqual(toronto);
  });

  it('round-trips the current search type', async () => {
    const client = new BrowserClient(server);
    for (const searchType of ['shared-living', 'day-program', 'homecare']) {
      const saved = await client.json('/api/cookie/current-search-type', 'PUT', { searchType });
      expect(await expectBody(saved, 200)).toEqual({ data: searchType });
      const read = await client.request('/api/cookie/current-search-type');
      expect(await expectBody(read, 200)).toEqual({ data: searchType });
    }
    // Choosing a search type stores no query.
    expect(await readQuery(client, 'homecare')).toBeNull();
  });

  it('never shows one visitor another visitor state', async () => {
    const owner = new BrowserClient(server);
    await expectBody(await saveQuery(owner, 'day-program', halifax), 200);
    await owner.json('/api/cookie/current-search-type', 'PUT', { searchType: 'day-program' });

    const other = new BrowserClient(server);
    expect(await readQuery(other, 'day-program')).toBeNull();
    const current = await other.request('/api/cookie/current-search-type');
    expect(await expectBody(current, 200)).toEqual({ data: null });
    expect(await expectBody(await other.request('/api/adultDayAddress'), 200)).toEqual({
      adultDayAddress: null,
    });
    expect(other.cookies.get(VISITOR_COOKIE)).not.toBe(owner.cookies.get(VISITOR_COOKIE));
  });

  it('starts a fresh state for a forged or unknown visitor cookie', async () => {
    for (const forged of ['not-a-visitor-id', 'x'.repeat(43), `${'a'.repeat(42)}%27`]) {
      const client = new BrowserClient(server);
      client.cookies.set(VISITOR_COOKIE, forged);
      expect(await readQuery(client, 'homecare')).toBeNull();
      await expectBody(await saveQuery(client, 'homecare', toronto), 200);
      expect(await readQuery(client, 'homecare')).toEqual(toronto);
    }
    const malformed = new BrowserClient(server);
    malformed.cookies.set(VISITOR_COOKIE, 'not-a-visitor-id');
    await malformed.request('/api/cookie/homecare');
    expect(malformed.cookies.get(VISITOR_COOKIE)).toMatch(/^[\w-]{43}$/);
  });
});

describe('bad input', () => {
  const client = () => new BrowserClient(server);

  it.each([
    ['latitude', { latitude: 91, longitude: 0 }],
    ['latitude', { latitude: -90.5, longitude: 0 }],
    ['longitude', { latitude: 0, longitude: 180.01 }],
    ['latitude', { latitude: 'NaN', longitude: 0 }],
    ['latitude', { latitude: '45.5', longitude: 0 }],
    ['longitude', { latitude: 45 }],
    ['location', { location: 'x'.repeat(201) }],
    ['city1', { city1: 'x'.repeat(101) }],
    ['sublocality', { sublocality: 12 }],
  ])('refuses a bad %s with 422 and stores nothing', async (field, body) => {
    const visitor = client();
    const errors = await expectFieldErrors(await saveQuery(visitor, 'homecare', body));
    expect(Object.keys(errors)).toContain(field);
    expect(await readQuery(visitor, 'homecare')).toBeNull();
  });

  it('says a point without its longitude by the code the web translates', async () => {
    const response = await saveQuery(client(), 'homecare', { latitude: 45 });
    expect(response.status).toBe(422);
    expect(errorResponseSchema.parse(await response.json()).fields?.longitude).toEqual({
      code: 'coordinates_together',
    });
  });

  it('refuses a NaN that is not JSON, a body that is not an object and an unknown type', async () => {
    const visitor = client();
    const nan = await visitor.request('/api/cookie/homecare', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"latitude": NaN, "longitude": 0}',
    });
    expect(nan.status).toBe(400);
    await expectFieldErrors(await saveQuery(visitor, 'homecare', ['Halifax']));
    const errors = await expectFieldErrors(
      await visitor.json('/api/cookie/current-search-type', 'PUT', { searchType: 'sharecare' }),
    );
    expect(Object.keys(errors)).toEqual(['searchType']);
    expect((await visitor.request('/api/cookie/sharecare')).status).toBe(404);
  });
});

describe('CSRF', () => {
  it('needs no token from a visitor without a session', async () => {
    const visitor = new BrowserClient(server);
    visitor.sendCsrfHeader = false;
    await expectBody(await saveQuery(visitor, 'homecare', halifax), 200);
    expect(await readQuery(visitor, 'homecare')).toEqual(halifax);
  });

  it('needs no token from a visitor whose session cookie is stale, and clears that cookie', async () => {
    const visitor = new BrowserClient(server);
    visitor.cookies.set(SESSION_COOKIE, 'a-session-that-ended-long-ago');
    const response = await saveQuery(visitor, 'day-program', halifax);
    await expectBody(response, 200);
    expect(visitor.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await readQuery(visitor, 'day-program')).toEqual(halifax);
  });

  it('works for a signed-in browser that echoes the token, and refuses one that does not', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const browser = await signedInClient(server, user.email, user.password);
    await expectBody(await saveQuery(browser, 'shared-living', toronto), 200);
    expect(await readQuery(browser, 'shared-living')).toEqual(toronto);

    browser.sendCsrfHeader = false;
    expect((await saveQuery(browser, 'shared-living', halifax)).status).toBe(419);
    expect(await readQuery(browser, 'shared-living')).toEqual(toronto);
  });
});

describe('address endpoints', () => {
  it('answer the place of the last query stored for their product, under its own key', async () => {
    const client = new BrowserClient(server);
    await saveQuery(client, 'homecare', halifax);
    await saveQuery(client, 'day-program', { location: 'Typed only' });
    await saveQuery(client, 'homecare', toronto);

    expect(await expectBody(await client.request('/api/homecareAddress'), 200)).toEqual({
      homecareAddress: {
        location: toronto.location,
        city1: 'Toronto',
        state1: 'Ontario',
        country1: 'Canada',
        latitude: toronto.latitude,
        longitude: toronto.longitude,
      },
    });
    expect(await expectBody(await client.request('/api/sharecareAddress'), 200)).toEqual({
      sharecareAddress: null,
    });
    expect(await expectBody(await client.request('/api/adultDayAddress'), 200)).toEqual({
      adultDayAddress: {
        location: 'Typed only',
        city1: null,
        state1: null,
        country1: null,
        latitude: null,
        longitude: null,
      },
    });
  });
});

describe('deleting stale state', () => {
  const service = () => createSearchStateService(createSearchStateRepo(database.db));

  async function visitorLastWritten(daysAgo: number): Promise<BrowserClient> {
    const client = new BrowserClient(server);
    await saveQuery(client, 'homecare', halifax);
    const idHash = hashSecret(client.cookies.get(VISITOR_COOKIE) ?? '');
    await database.db
      .update(marketplaceVisitors)
      .set({ updatedAt: sql`now() - make_interval(days => ${daysAgo})` })
      .where(eq(marketplaceVisitors.idHash, idHash));
    return client;
  }

  it('deletes only visitors not written for 90 days, with their queries', async () => {
    const stale = await visitorLastWritten(91);
    const recent = await visitorLastWritten(89);
    const fresh = await visitorLastWritten(0);

    const deleted = await service().deleteStale();
    expect(deleted).toBe(1);
    expect(await readQuery(stale, 'homecare')).toBeNull();
    expect(await readQuery(recent, 'homecare')).toEqual(halifax);
    expect(await readQuery(fresh, 'homecare')).toEqual(halifax);
    expect(await service().deleteStale()).toBe(0);
  });

  it('keeps a visitor written again since', async () => {
    const client = await visitorLastWritten(120);
    await client.json('/api/cookie/current-search-type', 'PUT', { searchType: 'homecare' });
    await service().deleteStale();
    expect(await readQuery(client, 'homecare')).toEqual(halifax);
  });
});
