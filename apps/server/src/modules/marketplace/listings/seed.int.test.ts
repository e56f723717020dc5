import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';

const demo = useSeededDemo();

type SearchBody = { data: { name: string; agency: { name: string } }[] };

const search = async (searchType: string, city: string) =>
  (
    await expectBody<SearchBody>(
      await demo.server.request(
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
