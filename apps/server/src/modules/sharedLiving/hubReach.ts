import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { findHubRelation } from './hubRelationRepo.ts';

/** Reaches the hub at all: runs it (admins run every hub) or is a member in good standing. */
export async function reachesHub(
  reader: Pick<Database, 'select'>,
  actor: Actor,
  hubId: number,
): Promise<boolean> {
  const relation = await findHubRelation(reader, actor, hubId);
  return relation !== null && (relation.manages || relation.isMember);
}
