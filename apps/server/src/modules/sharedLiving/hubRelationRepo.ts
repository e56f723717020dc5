import { HubMemberStatus } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubMembers, sharedLivingHubs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { type HubOperator, managesHub } from './hubPolicy.ts';

/** How one actor stands to one hub. */
export type HubRelation = HubOperator & {
  hubId: number;
  manages: boolean;
  /** A member in good standing (status member); a pending or leaving request is not membership yet. */
  isMember: boolean;
};

/** null when the hub does not exist. */
export async function findHubRelation(
  db: Pick<Database, 'select'>,
  actor: Actor,
  hubId: number,
): Promise<HubRelation | null> {
  const [row] = await db
    .select({
      agencyId: sharedLivingHubs.agencyId,
      partnerId: sharedLivingHubs.partnerId,
      memberStatus: hubMembers.status,
    })
    .from(sharedLivingHubs)
    .leftJoin(
      hubMembers,
      and(eq(hubMembers.hubId, sharedLivingHubs.id), eq(hubMembers.userId, actor.userId)),
    )
    .where(eq(sharedLivingHubs.id, hubId));
  if (row === undefined) {
    return null;
  }
  const operator = { agencyId: row.agencyId, partnerId: row.partnerId };
  return {
    hubId,
    ...operator,
    manages: managesHub(actor, operator),
    isMember: row.memberStatus === HubMemberStatus.member,
  };
}
