import { ReferralCloseReason, ReferralStatus, Role } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { sharedLivingReferrals } from '../../src/db/schema/index.ts';
import { type BrowserClient, signedInClient } from '../browserClient.ts';
import { type TestContext, useTestServer } from '../harness.ts';
import type { TestServer } from '../server.ts';
import { createAgency, createPartner, createUser, type TestUser } from './identity.ts';
import { createCluster, createHome, createHub } from './sharedLiving.ts';

// Referrals written straight to the database, in any status and with any dates, for tests that
// need them to exist first (the status walk, placements, the metrics over a fixed data set).

let sequence = 0;

export type ReferralOptions = Partial<
  Omit<typeof sharedLivingReferrals.$inferInsert, 'id' | 'hubId'>
>;

export async function createReferral(
  db: Database,
  hubId: number,
  options: ReferralOptions = {},
): Promise<number> {
  sequence += 1;
  const status = options.status ?? ReferralStatus.open;
  const [row] = await db
    .insert(sharedLivingReferrals)
    .values({
      hubId,
      firstName: `Person${sequence}`,
      lastName: 'Referred',
      // The database insists a closed referral says why.
      closeReason:
        status === ReferralStatus.closed ? ReferralCloseReason.values.notInterested : null,
      ...options,
      status,
    })
    .returning({ id: sharedLivingReferrals.id });
  if (row === undefined) {
    throw new Error('no referral created');
  }
  return row.id;
}

export type ReferralWorld = {
  /** Agency A runs `hub` (one cluster, `home` of two places); agency B runs `otherHub`. */
  hubId: number;
  clusterId: number;
  homeId: number;
  otherHubId: number;
  otherHomeId: number;
  partnerId: number;
  otherPartnerId: number;
  clients: Record<WorldRole, BrowserClient>;
  users: Record<WorldRole, TestUser>;
};

export type WorldRole =
  | 'admin'
  | 'hubOwner'
  | 'hubAgent'
  | 'otherAgency'
  | 'partner'
  | 'partnerAgent'
  | 'otherPartner'
  | 'caregiver';

/** Two hubs of two agencies, two referring partners, and a signed-in client for each role. */
export async function createReferralWorld(
  db: Database,
  server: TestServer,
): Promise<ReferralWorld> {
  const agencyId = await createAgency(db);
  const otherAgencyId = await createAgency(db);
  const partnerId = await createPartner(db);
  const otherPartnerId = await createPartner(db);
  const hubId = await createHub(db, { agencyId });
  const clusterId = await createCluster(db, hubId);
  const homeId = await createHome(db, clusterId, { capacity: 2 });
  const otherHubId = await createHub(db, { agencyId: otherAgencyId });
  const otherHomeId = await createHome(db, await createCluster(db, otherHubId));
  const specs: Record<WorldRole, Parameters<typeof createUser>[1]> = {
    admin: { role: Role.admin },
    hubOwner: { role: Role.agency, agencyIds: [agencyId] },
    hubAgent: { role: Role.agencyAgent, agencyIds: [agencyId] },
    otherAgency: { role: Role.agency, agencyIds: [otherAgencyId] },
    partner: { role: Role.partner, partnerId },
    partnerAgent: { role: Role.partnerAgent, partnerId },
    otherPartner: { role: Role.partner, partnerId: otherPartnerId },
    caregiver: { role: Role.caregiver, agencyIds: [agencyId] },
  };
  const users = {} as Record<WorldRole, TestUser>;
  const clients = {} as Record<WorldRole, BrowserClient>;
  for (const [name, spec] of Object.entries(specs) as [WorldRole, (typeof specs)[WorldRole]][]) {
    const user = await createUser(db, spec);
    users[name] = user;
    clients[name] = await signedInClient(server, user.email, user.password);
  }
  return {
    hubId,
    clusterId,
    homeId,
    otherHubId,
    otherHomeId,
    partnerId,
    otherPartnerId,
    clients,
    users,
  };
}

/** For a test file (call at its top level): its own database and server, with the world above. */
export function useReferralWorld(): TestContext & ReferralWorld {
  return useTestServer({ world: createReferralWorld });
}
