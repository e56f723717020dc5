import { LISTING_SERVICES, PriceUnit } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { agencies, marketplaceListings } from '../../db/schema/index.ts';
import { cityByName, languageIdsByCode } from '../../db/seed/places.ts';
import type { Seeder } from '../../db/seed/types.ts';
import { demoAgencies } from '../directory/agencies/index.ts';
import { careTypesOf } from './listings/seed.ts';

// Neighbourhood teams of the Toronto demo agency, placed at real neighbourhood centres. Three sit
// within a few blocks downtown, so a search in Toronto shows on the map as a group to zoom into,
// beside teams standing alone across the city.
const teams: readonly { area: string; latitude: number; longitude: number }[] = [
  { area: 'Financial District', latitude: 43.6481, longitude: -79.3817 },
  { area: 'St. Lawrence', latitude: 43.6497, longitude: -79.3717 },
  { area: 'Kensington Market', latitude: 43.6547, longitude: -79.4005 },
  { area: 'North York', latitude: 43.7615, longitude: -79.4111 },
  { area: 'Scarborough', latitude: 43.7764, longitude: -79.2318 },
  { area: 'Etobicoke', latitude: 43.6205, longitude: -79.5132 },
];

const TORONTO_AGENCY = 'Maple Home Care';

/** More home care in Toronto than one listing per agency: what a city's search map looks like. */
export const demoTorontoTeamsSeeder: Seeder = {
  name: 'marketplace.demo-toronto-teams',
  async run(tx) {
    const demo = demoAgencies.find((candidate) => candidate.profile.name === TORONTO_AGENCY);
    const [agency] = await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.name, TORONTO_AGENCY));
    if (demo === undefined || agency === undefined) {
      return;
    }
    const city = await cityByName(tx, demo.place);
    const languageIds = await languageIdsByCode(tx, demo.languages);
    await tx.insert(marketplaceListings).values(
      teams.map((team) => ({
        product: 'homecare' as const,
        agencyId: agency.id,
        name: `${TORONTO_AGENCY} — ${team.area}`,
        description: `Personal support and companionship at home in ${team.area}, from a team based in the neighbourhood.`,
        services: [...LISTING_SERVICES.homecare].slice(0, 3),
        languageIds,
        careTypeIds: careTypesOf('homecare', demo.profile.careTypeIds ?? []),
        openDays: [1, 2, 3, 4, 5, 6],
        opensAt: '08:00',
        closesAt: '20:00',
        priceMinCents: 3400,
        priceMaxCents: 4200,
        priceUnit: PriceUnit.hour,
        latitude: team.latitude,
        longitude: team.longitude,
        cityId: city.id,
        published: true,
      })),
    );
  },
};
