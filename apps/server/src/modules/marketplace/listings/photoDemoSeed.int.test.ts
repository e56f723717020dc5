import { LISTING_PHOTO_WIDTHS, type ListingPhoto } from '@hearth/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPassword, useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { runSeeders } from '../../../db/seed/runSeeders.ts';
import { createPostgresFileStore } from '../../../platform/files/postgresFileStore.ts';
import { demoAgenciesSeeder } from '../../directory/agencies/seed.ts';
import { demoUsersSeeder } from '../../identity/seed.ts';
import { demoListingPhotosSeeder } from './photoDemoSeed.ts';
import { demoListingNames, demoListingsSeeder } from './seed.ts';

const { server } = useTestServer({
  seed: (db) =>
    runSeeders(db, [
      demoUsersSeeder(demoPassword),
      demoAgenciesSeeder,
      demoListingsSeeder,
      demoListingPhotosSeeder(createPostgresFileStore(db)),
    ]),
});

type SearchBody = { data: { name: string; photos: ListingPhoto[] }[] };

describe('the demo listings’ photos', () => {
  it('give every demo listing a cover in each standard width, the 1600 px upload left out', async () => {
    const found = await expectBody<SearchBody>(
      await server.request('/api/marketplace/shared-living/listings?city=Toronto&perPage=100'),
      200,
    );
    const listing = found.data.find((hit) => hit.name === 'Maple Home Care — Shared living home');
    expect(listing?.photos).toHaveLength(1);
    const [cover] = listing?.photos ?? [];
    expect(cover?.sources.map((source) => source.width)).toEqual([...LISTING_PHOTO_WIDTHS]);

    const response = await server.request(cover?.sources.at(-1)?.url ?? '');
    expect(response.status).toBe(200);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 960 });
  });

  it('find the demo listings by the names their seeder gives them, in each language', async () => {
    const names = demoListingNames();
    expect(names).toContain('Maple Home Care — In-home support');
    expect(names).toContain('Cuidados Castellana — Ayuda a domicilio');
    const found = await expectBody<SearchBody>(
      await server.request('/api/marketplace/homecare/listings?city=Madrid&perPage=100'),
      200,
    );
    const madrid = found.data.find((hit) => hit.name === 'Cuidados Castellana — Ayuda a domicilio');
    expect(madrid?.photos[0]?.sources).toHaveLength(LISTING_PHOTO_WIDTHS.length);
  });
});
