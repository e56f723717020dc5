import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';

const demo = useSeededDemo();

type SearchBody = { data: { name: string; agency: { name: string } }[] };

const listings = async (searchType: string, city: string) =>
  (
    await expectBody<SearchBody>(
      await demo.server.request(
        `/api/marketplace/${searchType}/listings?city=${encodeURIComponent(city)}`,
      ),
      200,
    )
  ).data;

const search = async (searchType: string, city: string) =>
  (await listings(searchType, city)).map((row) => row.agency.name);

describe('demo listings', () => {
  it.each([
    ['homecare', 'Toronto', 'Maple Home Care'],
    ['shared-living', 'Vancouver', 'Pacific Coast Caregivers'],
    ['day-program', 'Madrid', 'Cuidados Castellana'],
    ['homecare', 'Montréal', 'Soins Saint-Laurent'],
  ])('offer %s in %s', async (searchType, city, agency) => {
    expect(await search(searchType, city)).toContain(agency);
  });

  it('are written in the language of their place', async () => {
    const names = async (searchType: string, city: string, agency: string) =>
      (await listings(searchType, city))
        .filter((row) => row.agency.name === agency)
        .map((row) => row.name);
    expect(await names('homecare', 'Madrid', 'Cuidados Castellana')).toEqual([
      'Cuidados Castellana — Ayuda a domicilio',
    ]);
    expect(await names('shared-living', 'Madrid', 'Cuidados Castellana')).toEqual([
      'Cuidados Castellana — Vivienda compartida',
    ]);
    expect(await names('homecare', 'Toronto', 'Maple Home Care')).toContain(
      'Maple Home Care — In-home support',
    );
  });

  it("list the demo provider's day program, and nothing the program does not run", async () => {
    expect(await search('day-program', 'Hamilton')).toContain('Sunrise Adult Day Program');
    expect(await search('homecare', 'Hamilton')).not.toContain('Sunrise Adult Day Program');
    expect(await search('shared-living', 'Hamilton')).not.toContain('Sunrise Adult Day Program');
  });
});
