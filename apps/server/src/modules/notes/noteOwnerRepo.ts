import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { patients, sharedLivingClusters, sharedLivingHubs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { patientScope } from '../directory/patients/policy.ts';
import { patientScopeCondition } from '../directory/patients/scopeCondition.ts';
import { managesHub } from '../sharedLiving/hubPolicy.ts';
import { careTeamListCondition, hubMemberCondition, type NoteOwnerFacts } from './policy.ts';

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
  const [row] = await reader
    .select({
      hubId: sharedLivingHubs.id,
      agencyId: sharedLivingHubs.agencyId,
      partnerId: sharedLivingHubs.partnerId,
      isMember: hubMemberCondition(actor),
    })
    .from(sharedLivingHubs)
    .where(eq(sharedLivingHubs.id, hubId));
  // Admins reach every hub (managesHub counts them); others run it or belong to it.
  if (row === undefined || !(row.isMember || managesHub(actor, row))) {
    return undefined;
  }
  return { kind: 'hub' as const, ...row, clusterId };
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
