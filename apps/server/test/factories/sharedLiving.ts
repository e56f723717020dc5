import { HubMemberStatus } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import {
  hubMembers,
  sharedLivingClusters,
  sharedLivingHomes,
  sharedLivingHubs,
} from '../../src/db/schema/index.ts';

// Hubs, clusters, homes and memberships written straight to the database, for tests of the
// shared-living endpoints that need them to exist first.

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

function idOf(rows: { id: number }[], what: string): number {
  const [row] = rows;
  if (row === undefined) {
    throw new Error(`no ${what} created`);
  }
  return row.id;
}

/** A hub run by the agency or the partner given (exactly one). */
export async function createHub(
  db: Database,
  operator: { agencyId: number } | { partnerId: number },
  name = `Hub ${next()}`,
): Promise<number> {
  const rows = await db
    .insert(sharedLivingHubs)
    .values({ name, ...operator })
    .returning({ id: sharedLivingHubs.id });
  return idOf(rows, 'hub');
}

export async function createCluster(
  db: Database,
  hubId: number,
  name = `Cluster ${next()}`,
): Promise<number> {
  const rows = await db
    .insert(sharedLivingClusters)
    .values({ hubId, name })
    .returning({ id: sharedLivingClusters.id });
  return idOf(rows, 'cluster');
}

export async function createHome(
  db: Database,
  clusterId: number,
  options: { capacity?: number; hostName?: string; hostUserId?: number } = {},
): Promise<number> {
  const rows = await db
    .insert(sharedLivingHomes)
    .values({
      clusterId,
      name: `Home ${next()}`,
      hostName: options.hostName ?? `Host ${next()}`,
      hostUserId: options.hostUserId ?? null,
      capacity: options.capacity ?? 2,
    })
    .returning({ id: sharedLivingHomes.id });
  return idOf(rows, 'home');
}

/** A membership in the given status, without history (tests of the moves make their own). */
export async function createMembership(
  db: Database,
  hubId: number,
  userId: number,
  status: HubMemberStatus = HubMemberStatus.member,
): Promise<number> {
  const rows = await db
    .insert(hubMembers)
    .values({ hubId, userId, status })
    .returning({ id: hubMembers.id });
  return idOf(rows, 'membership');
}
