import { fileURLToPath } from 'node:url';
import { AgencyStanding } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../../test/factories/listings.ts';
import { city, createProfiledAgency } from '../../../../test/factories/organisations.ts';
import { useTestServer } from '../../../../test/harness.ts';

// With the web app built, as in production: these paths are answered before the page fallback.
const { database, server } = useTestServer({
  webDistDir: fileURLToPath(new URL('../../../../test/webApp', import.meta.url)),
});
const site = 'http://hearth.test';
let homecare: number;
let sharedLiving: number;

beforeAll(async () => {
  const { db } = database;
  const toronto = await city(db, 'toronto');
  const place = { latitude: toronto.latitude, longitude: toronto.longitude, cityId: toronto.id };
  const agencyId = await createProfiledAgency(db);
  homecare = await createListing(db, { agencyId, name: 'Maple home care', ...place });
  sharedLiving = await createListing(db, {
    agencyId,
    name: 'Maple house',
    product: 'sharecare',
    ...place,
  });
  await createListing(db, { agencyId, name: 'Draft', ...place, published: false });
  const terminated = await createProfiledAgency(db, { standing: AgencyStanding.terminated });
  await createListing(db, { agencyId: terminated, name: 'Gone', ...place });
});

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

async function readXml(pathname: string): Promise<string> {
  const response = await server.request(pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  return response.text();
}

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them off the API and every signed-in area, names the sitemap', async () => {
    const response = await server.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /en-us/user',
        'Disallow: /en-ca/user',
        'Disallow: /es-es/user',
        `Sitemap: ${site}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('GET /sitemap.xml', () => {
  it('points to the sitemap of each locale', async () => {
    const xml = await readXml('/sitemap.xml');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(xml)).toStrictEqual([
      `${site}/sitemaps/en-us.xml`,
      `${site}/sitemaps/en-ca.xml`,
      `${site}/sitemaps/es-es.xml`,
    ]);
  });

  it("lists a locale's home, searches and the listings anyone may open, nothing else", async () => {
    const xml = await readXml('/sitemaps/es-es.xml');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locations(xml).sort()).toStrictEqual(
      [
        `${site}/es-es`,
        `${site}/es-es/homecare`,
        `${site}/es-es/shared-living`,
        `${site}/es-es/day-program`,
        `${site}/es-es/homecare/listings/${homecare}`,
        `${site}/es-es/shared-living/listings/${sharedLiving}`,
      ].sort(),
    );
  });

  it('links each page to its translations and dates each listing', async () => {
    const xml = await readXml('/sitemaps/en-ca.xml');
    const listing = `/shared-living/listings/${sharedLiving}`;
    const entry = xml.split('<url>').find((part) => part.includes(`<loc>${site}/en-ca${listing}<`));
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    for (const [hreflang, base] of [
      ['en-US', '/en-us'],
      ['en-CA', '/en-ca'],
      ['es-ES', '/es-es'],
    ]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${site}${base}${listing}"/>`,
      );
    }
  });
});
