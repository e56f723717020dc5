import type { NoteKind } from '@hearth/domain';

/** Whose notes a timeline shows: a patient's, a hub's (all of them), or one cluster's of a hub. */
export type NotesOwner =
  | { kind: 'patient'; patientId: number }
  | { kind: 'hub'; hubId: number }
  | { kind: 'cluster'; hubId: number; clusterId: number };

/** Where one note of this kind lives: patient notes, or hub notes (cluster notes are hub notes). */
export const noteBase = (kind: NoteKind) => (kind === 'patient' ? '/api/notes' : '/api/hub/notes');

export const ownerNoteKind = (owner: NotesOwner): NoteKind =>
  owner.kind === 'patient' ? 'patient' : 'hub';

/** The owner's own address, below which its lists and authors are. */
export function ownerBase(owner: NotesOwner): string {
  switch (owner.kind) {
    case 'patient':
      return `/api/notes/${owner.patientId}`;
    case 'hub':
      return `/api/hub/notes/${owner.hubId}`;
    case 'cluster':
      return `/api/shared-living-clusters/${owner.clusterId}/notes`;
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

/** What a new note of this owner is created with, besides its fields. */
export function ownerOfNewNote(owner: NotesOwner): Record<string, number | null> {
  switch (owner.kind) {
    case 'patient':
      return { patientId: owner.patientId };
    case 'hub':
      return { hubId: owner.hubId, clusterId: null };
    case 'cluster':
      return { hubId: owner.hubId, clusterId: owner.clusterId };
  }
}
