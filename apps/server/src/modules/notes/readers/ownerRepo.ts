import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { patients, sharedLivingClusters, sharedLivingHubs } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  careTeamListCondition,
  hubMemberCondition,
  type NoteOwnerFacts,
  reachesHubCondition,
  reachesPatientCondition,
} from './readerRule.ts';

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
      ? 'patient_not_found'
      : ref.kind === 'hub'
        ? 'hub_not_found'
        : 'cluster_not_found',
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
    .where(and(eq(patients.id, patientId), reachesPatientCondition(actor)));
  return row === undefined ? undefined : { kind: 'patient' as const, ...row };
}

async function hubOwner(reader: Reader, actor: Actor, hubId: number, clusterId: number | null) {
  const [row] = await reader
    .select({
      agencyId: sharedLivingHubs.agencyId,
      partnerId: sharedLivingHubs.partnerId,
      isMember: hubMemberCondition(actor),
    })
    .from(sharedLivingHubs)
    .where(and(eq(sharedLivingHubs.id, hubId), reachesHubCondition(actor)));
  return row === undefined ? undefined : { kind: 'hub' as const, hubId, clusterId, ...row };
}

async function clusterOwner(reader: Reader, actor: Actor, clusterId: number) {
  const [cluster] = await reader
    .select({ hubId: sharedLivingClusters.hubId })
    .from(sharedLivingClusters)
    .where(eq(sharedLivingClusters.id, clusterId));
  return cluster === undefined ? undefined : hubOwner(reader, actor, cluster.hubId, clusterId);
}

/** The owner's facts if this person reaches it by the reader rule, else undefined. */
async function reachedOwner(
  reader: Reader,
  actor: Actor,
  ref: NoteOwnerRef,
): Promise<NoteOwnerFacts | undefined> {
  switch (ref.kind) {
    case 'patient':
      return patientOwner(reader, actor, ref.patientId);
    case 'hub':
      return hubOwner(reader, actor, ref.hubId, null);
    case 'cluster':
      return clusterOwner(reader, actor, ref.clusterId);
  }
}

/** The owner if this person reaches it (else 404, as if absent), with how they stand to it. */
export async function findNoteOwner(
  reader: Reader,
  actor: Actor,
  ref: NoteOwnerRef,
): Promise<NoteOwner> {
  const facts = await reachedOwner(reader, actor, ref);
  if (facts === undefined) {
    throw ownerNotFound(ref);
  }
  return { ...facts, ref };
}

/** Whether this person reaches the patient's notes at all: who may listen on its live channel. */
export async function reachesPatientNotes(
  reader: Reader,
  actor: Actor,
  patientId: number,
): Promise<boolean> {
  return (await reachedOwner(reader, actor, { kind: 'patient', patientId })) !== undefined;
}
