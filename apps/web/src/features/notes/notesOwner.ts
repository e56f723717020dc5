import { type NoteDraftUpdateInput, type NoteKind, routes } from '@hearth/domain';
import { callApi } from '../../api/callApi.ts';

/** Whose notes a timeline shows: a patient's, a hub's (all of them), or one cluster's of a hub. */
export type NotesOwner =
  | { kind: 'patient'; patientId: number }
  | { kind: 'hub'; hubId: number }
  | { kind: 'cluster'; hubId: number; clusterId: number };

export const ownerNoteKind = (owner: NotesOwner): NoteKind =>
  owner.kind === 'patient' ? 'patient' : 'hub';

/** One page of the owner's signed notes, or of the reader's own drafts. */
export function ownerNotesRequest(owner: NotesOwner, isDraft: boolean) {
  const draft = isDraft ? '1' : '0';
  switch (owner.kind) {
    case 'patient':
      return routes.notes.patient.owner.list({ id: owner.patientId, isDraft: draft });
    case 'hub':
      return routes.notes.hub.owner.list({ id: owner.hubId, isDraft: draft });
    case 'cluster':
      return routes.clusterNotes.list({ clusterId: owner.clusterId, isDraft: draft });
  }
}

/** Those who wrote notes of this owner that the reader may read. */
export function ownerAuthorsRequest(owner: NotesOwner) {
  switch (owner.kind) {
    case 'patient':
      return routes.notes.patient.owner.authors({ id: owner.patientId });
    case 'hub':
      return routes.notes.hub.owner.authors({ id: owner.hubId });
    case 'cluster':
      return routes.clusterNotes.authors({ clusterId: owner.clusterId });
  }
}

/** Names the owner in cache keys and in the kept-draft key. */
export function ownerKey(owner: NotesOwner): string {
  switch (owner.kind) {
    case 'patient':
      return `patient-${owner.patientId}`;
    case 'hub':
      return `hub-${owner.hubId}`;
    case 'cluster':
      return `cluster-${owner.clusterId}`;
  }
}

/** Creates a draft of this owner (a cluster's notes are its hub's, naming the cluster). */
export function createOwnerNote(owner: NotesOwner, fields: NoteDraftUpdateInput) {
  switch (owner.kind) {
    case 'patient':
      return callApi(routes.notes.patient.create(), {
        body: { patientId: owner.patientId, ...fields },
      });
    case 'hub':
      return callApi(routes.notes.hub.create(), {
        body: { hubId: owner.hubId, clusterId: null, ...fields },
      });
    case 'cluster':
      return callApi(routes.notes.hub.create(), {
        body: { hubId: owner.hubId, clusterId: owner.clusterId, ...fields },
      });
  }
}
