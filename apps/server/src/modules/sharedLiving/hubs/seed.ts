import { Role } from '@hearth/domain';
import { and, eq, inArray } from 'drizzle-orm';
import {
  cities,
  sharedLivingClusters,
  sharedLivingHomes,
  sharedLivingHubs,
  users,
} from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';

/** The demo agency's hub; the members, events and referrals seeders find it by this name. */
export const DEMO_HUB_NAME = 'Maple Shared Living';
/** The demo partner's hub. */
export const DEMO_PARTNER_HUB_NAME = 'Riverside Shared Homes';

type DemoHome = { name: string; street: string; hostName: string; capacity: number };
type DemoHub = {
  name: string;
  /** Whose organisation runs it: the demo agency owner's agency, or the demo partner's. */
  runBy: 'agency@demo.hearth.test' | 'partner@demo.hearth.test';
  description: string;
  phone: string;
  email: string;
  clusters: readonly { name: string; description: string; homes: readonly DemoHome[] }[];
};

const demoHubs: readonly DemoHub[] = [
  {
    name: DEMO_HUB_NAME,
    runBy: 'agency@demo.hearth.test',
    description:
      'Family homes across Toronto where adults who need some daily support live with a trained host.',
    phone: '416 555 0300',
    email: 'shared-living@maple.example.test',
    clusters: [
      {
        name: 'East End',
        description: 'Homes near the Danforth and the Beaches.',
        homes: [
          { name: 'Birch House', street: '12 Birch Ave', hostName: 'Helen Park', capacity: 3 },
          { name: 'Cedar Cottage', street: '48 Cedar Cres', hostName: 'Omar Haddad', capacity: 2 },
        ],
      },
      {
        name: 'West End',
        description: 'Homes near High Park and the Junction.',
        homes: [
          {
            name: 'Juniper Place',
            street: '7 Juniper Rd',
            hostName: 'Claire Dubois',
            capacity: 4,
          },
          { name: 'Linden Home', street: '230 Linden St', hostName: 'Tomas Silva', capacity: 2 },
        ],
      },
    ],
  },
  {
    name: DEMO_PARTNER_HUB_NAME,
    runBy: 'partner@demo.hearth.test',
    description: "The hospital's own host homes for patients leaving the ward.",
    phone: '416 555 0400',
    email: 'shared-homes@riverside.example.test',
    clusters: [
      {
        name: 'Riverside North',
        description: 'Close to the hospital.',
        homes: [
          { name: 'Harbour View', street: '3 Harbour St', hostName: 'Ruth Ansah', capacity: 3 },
          { name: 'Oak Lane', street: '91 Oak Lane', hostName: 'Daniel Kim', capacity: 2 },
        ],
      },
    ],
  },
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.test`;

/** A demo hub's ids, for the seeders that give it members, events and referrals. */
export async function findDemoHub(tx: SeedTransaction, name: string = DEMO_HUB_NAME) {
  const [hub] = await tx
    .select({ id: sharedLivingHubs.id })
    .from(sharedLivingHubs)
    .where(eq(sharedLivingHubs.name, name));
  if (hub === undefined) {
    throw new Error(`demo hub ${name} is missing: its seeder runs first`);
  }
  const clusters = await tx
    .select({ id: sharedLivingClusters.id })
    .from(sharedLivingClusters)
    .where(eq(sharedLivingClusters.hubId, hub.id))
    .orderBy(sharedLivingClusters.id);
  const clusterIds = clusters.map((cluster) => cluster.id);
  const homes = await tx
    .select({ id: sharedLivingHomes.id, capacity: sharedLivingHomes.capacity })
    .from(sharedLivingHomes)
    .where(inArray(sharedLivingHomes.clusterId, clusterIds))
    .orderBy(sharedLivingHomes.id);
  return { hubId: hub.id, clusterIds, homes };
}

async function operatorOf(tx: SeedTransaction, email: DemoHub['runBy']) {
  const [owner] = await tx
    .select({ id: users.id, agencyId: users.agencyId, partnerId: users.partnerId })
    .from(users)
    .where(and(eq(users.email, email), inArray(users.role, [Role.agency, Role.partner])));
  if (owner === undefined) {
    throw new Error(`demo account ${email} is missing`);
  }
  return owner;
}

/** Two hubs: the demo agency's, with two clusters of two homes, and the demo partner's. */
export const demoHubsSeeder: Seeder = {
  name: 'sharedLiving.demo-hubs',
  async run(tx) {
    const [toronto] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.name, 'Toronto'))
      .limit(1);
    const cityId = toronto?.id ?? null;
    for (const { runBy, clusters, ...hub } of demoHubs) {
      const owner = await operatorOf(tx, runBy);
      const operator =
        owner.agencyId !== null
          ? { agencyId: owner.agencyId, partnerId: null }
          : { agencyId: null, partnerId: owner.partnerId };
      const [created] = await tx
        .insert(sharedLivingHubs)
        .values({ ...hub, ...operator, cityId, createdBy: owner.id })
        .returning({ id: sharedLivingHubs.id });
      if (created === undefined) {
        throw new Error('no demo hub created');
      }
      for (const { homes, ...cluster } of clusters) {
        const [createdCluster] = await tx
          .insert(sharedLivingClusters)
          .values({ hubId: created.id, ...cluster })
          .returning({ id: sharedLivingClusters.id });
        if (createdCluster === undefined) {
          throw new Error('no demo cluster created');
        }
        await tx.insert(sharedLivingHomes).values(
          homes.map((home) => ({
            ...home,
            clusterId: createdCluster.id,
            cityId,
            hostEmail: emailOf(home.hostName),
            hostPhone: '416 555 0199',
          })),
        );
      }
    }
  },
};
