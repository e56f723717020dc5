import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { patients, sharedLivingClusters } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { patientScope } from '../directory/patients/policy.ts';
import { patientScopeCondition } from '../directory/patients/scopeCondition.ts';
import { findHubRelation } from '../sharedLiving/hubRelationRepo.ts';
import { careTeamListCondition, type NoteOwnerFacts } from './policy.ts';

type Reader = Pick<Database, 'select'>;

/** A note list's owner: a patient, a hub (all its notes) or one cluster of a hub. */
export type NoteOwnerRef =
  | { kind: 'patient'; patientId: number }
  | { kind: 'hub'; hubId: number }
  | { kind: 'cluster'; clusterId: number };

export type NoteOwner = NoteOwnerFacts & { ref: NoteOwnerRef };

const ownerNotFound = (ref: NoteOwnerRef) =>
  new AppError(
    'not_found',
    ref.kind === 'patient'
      ? 'No such patient.'
      : ref.kind === 'hub'
        ? 'No such hub.'
        : 'No such cluster.',
  );

async function patientOwner(reader: Reader, actor: Actor, patientId: number) {
  const [row] = await reader
    .select({
      patientId: patients.id,
      agencyId: patients.agencyId,
      partnerId: patients.partnerId,
      onCareTeamList: careTeamListCondition(actor),
    })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientScopeCondition(patientScope(actor))));
  return row === undefined ? undefined : { kind: 'patient' as const, ...row };
}

async function hubOwner(reader: Reader, actor: Actor, hubId: number, clusterId: number | null) {
  const relation = await findHubRelation(reader, actor, hubId);
  // Admins reach every hub (they manage it); others run it or belong to it.
  if (relation === null || !(relation.isMember || relation.manages)) {
    return undefined;
  }
  const { agencyId, partnerId, isMember } = relation;
  return { kind: 'hub' as const, hubId, agencyId, partnerId, isMember, clusterId };
}

/** The owner if this person reaches it (else 404, as if absent), with how they stand to it. */
export async function findNoteOwner(
  reader: Reader,
  actor: Actor,
  ref: NoteOwnerRef,
): Promise<NoteOwner> {
  let facts: NoteOwnerFacts | undefined;
  if (ref.kind === 'patient') {
    facts = await patientOwner(reader, actor, ref.patientId);
  } else if (ref.kind === 'hub') {
    facts = await hubOwner(reader, actor, ref.hubId, null);
  } else {
    const [cluster] = await reader
      .select({ hubId: sharedLivingClusters.hubId })
      .from(sharedLivingClusters)
      .where(eq(sharedLivingClusters.id, ref.clusterId));
    facts =
      cluster === undefined
        ? undefined
        : await hubOwner(reader, actor, cluster.hubId, ref.clusterId);
  }
  if (facts === undefined) {
    throw ownerNotFound(ref);
  }
  return { ...facts, ref };
}

/** Whether the cluster belongs to the hub (a hub note's optional cluster). */
export async function clusterOfHub(reader: Reader, hubId: number, clusterId: number) {
  const [row] = await reader
    .select({ id: sharedLivingClusters.id })
    .from(sharedLivingClusters)
    .where(and(eq(sharedLivingClusters.id, clusterId), eq(sharedLivingClusters.hubId, hubId)));
  return row !== undefined;
}
