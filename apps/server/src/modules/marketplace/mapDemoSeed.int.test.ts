import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';

const demo = useSeededDemo();

type SearchBody = { data: { name: string }[] };

const teamNames = async (query: string) =>
  (
    await expectBody<SearchBody>(
      await demo.server.request(`/api/marketplace/homecare/listings?${query}&perPage=100`),
      200,
    )
  ).data
    .map((listing) => listing.name)
    .filter((name) => name.startsWith('Maple Home Care — '));

describe('demo home care in Toronto', () => {
  it('has teams across the city', async () => {
    expect(await teamNames('city=Toronto')).toEqual(
      expect.arrayContaining([
        'Maple Home Care — Financial District',
        'Maple Home Care — St. Lawrence',
        'Maple Home Care — Kensington Market',
        'Maple Home Care — North York',
        'Maple Home Care — Scarborough',
        'Maple Home Care — Etobicoke',
      ]),
    );
  });

  it('has some a few blocks apart downtown, which the map shows as one group', async () => {
    const downtown = await teamNames('latitude=43.6481&longitude=-79.3817&radiusKm=2');
    expect(downtown.sort()).toEqual([
      'Maple Home Care — Financial District',
      'Maple Home Care — Kensington Market',
      'Maple Home Care — St. Lawrence',
    ]);
  });
});
