import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database.ts';
import { expectBody } from '../../../../test/responses.ts';
import { startTestServer, type TestServer } from '../../../../test/server.ts';
import { demoSeeders } from '../../../db/seed/demoSeeders.ts';
import { runSeeders } from '../../../db/seed/runSeeders.ts';

let database: TestDatabase;
let server: TestServer;

type SearchBody = { data: { name: string; agency: { name: string } }[] };

beforeAll(async () => {
  database = await createTestDatabase();
  await runSeeders(database.db, demoSeeders({ demoPassword: 'demo-password-for-tests' }));
  server = await startTestServer({ db: database.db });
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const search = async (searchType: string, city: string) =>
  (
    await expectBody<SearchBody>(
      await server.request(
        `/api/marketplace/${searchType}/listings?city=${encodeURIComponent(city)}`,
      ),
      200,
    )
  ).data.map((row) => row.agency.name);

describe('demo listings', () => {
  it.each([
    ['homecare', 'Toronto', 'Maple Home Care'],
    ['shared-living', 'Vancouver', 'Pacific Coast Caregivers'],
    ['day-program', 'Madrid', 'Cuidados Castellana'],
    ['homecare', 'Montréal', 'Soins Saint-Laurent'],
  ])('offer %s in %s', async (searchType, city, agency) => {
    expect(await search(searchType, city)).toContain(agency);
  });
});
