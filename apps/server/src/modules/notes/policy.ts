import { AGENCY_STAFF_ROLES, type NoteAbilities, PATIENT_READER_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { phiSubject } from '../../platform/phiRefusals.ts';
import { managesHub } from '../sharedLiving/index.ts';
import type { NoteOwnerFacts } from './readers/readerRule.ts';

// Who may call the note routes at all, and what a reader may do with a note once it is read.
// Whether someone reads a note is the reader rule's alone (readers/readerRule.ts); writing and
// supervising are about the note's owner (a patient or a hub), asked in code on a loaded note.

const PATIENT_NOTE_WRITER_ROLES: readonly Role[] = [
  ...AGENCY_STAFF_ROLES,
  Role.caregiver,
  Role.provider,
];

/** Route-level access; the reader rule and the record rules below narrow it to one note. */
export const noteAccess = {
  readPatient: signedIn(
    "admins, the patient's agency staff and care team, partner staff of linked patients, and the provider of their own residents; each note by its privacy",
    (actor) => PATIENT_READER_ROLES.includes(actor.role),
  ),
  writePatient: signedIn(
    "the patient's agency owners and agents and provider, and caregivers on the patient's care team",
    (actor) => PATIENT_NOTE_WRITER_ROLES.includes(actor.role),
  ),
  // A member of a hub may hold any role (a host is often a family user), so the hub decides.
  readHub: signedIn('those who run the hub, its members and admins; each note by its privacy'),
  writeHub: signedIn('those who run the hub and its members', (actor) => actor.role !== Role.admin),
  types: signedIn('anyone signed in'),
  logs: signedIn(
    "the note's author and supervisors (the agency owner, those who run the hub, admins)",
  ),
};

/** One note, for the audit of refused reads (the note's id is the route's `id`). */
export const noteRecord = phiSubject('note', 'id');

function runsHub(actor: Actor, owner: { agencyId: number | null; partnerId: number | null }) {
  return actor.role !== Role.admin && managesHub(actor, owner);
}

/**
 * May write notes for this owner: for a patient, the agency's owners and agents (or its provider)
 * and caregivers on
 * the care team while they work for the agency (partners and admins only read); for a hub, those
 * who run it and its members.
 */
export function writesNotesFor(actor: Actor, owner: NoteOwnerFacts): boolean {
  if (owner.kind === 'patient') {
    const worksForAgency = actor.agencyIds.includes(owner.agencyId);
    if (AGENCY_STAFF_ROLES.includes(actor.role) || actor.role === Role.provider) {
      return worksForAgency;
    }
    return actor.role === Role.caregiver && worksForAgency && owner.onCareTeamList;
  }
  return runsHub(actor, owner) || owner.isMember;
}

/** Supervises the owner's notes (hold, unhold, extend, logs): the agency owner, the hub's team, admins. */
export function supervisesNotesOf(actor: Actor, owner: NoteOwnerFacts): boolean {
  if (actor.role === Role.admin) {
    return true;
  }
  if (owner.kind === 'patient') {
    // A provider runs their organisation alone, as an agency's owner runs the agency.
    const runsOrganisation = actor.role === Role.agency || actor.role === Role.provider;
    return runsOrganisation && actor.agencyIds.includes(owner.agencyId);
  }
  return managesHub(actor, owner);
}

/** The note's state as abilities ask it. */
export type NoteState = {
  authorId: number;
  signedAt: Date | null;
  amendableUntil: Date | null;
  heldAt: Date | null;
};

/** What this reader may do with this note now; the action services enforce the same rules. */
export function noteAbilities(
  actor: Actor,
  owner: NoteOwnerFacts,
  note: NoteState,
  now: Date = new Date(),
): NoteAbilities {
  const held = note.heldAt !== null;
  const isAuthor = note.authorId === actor.userId;
  const isDraft = note.signedAt === null;
  const supervises = supervisesNotesOf(actor, owner);
  const windowOpen = note.amendableUntil !== null && note.amendableUntil > now;
  return {
    edit: isDraft && isAuthor && !held,
    sign: isDraft && isAuthor && !held,
    amend: !isDraft && !held && windowOpen && writesNotesFor(actor, owner),
    hold: !held && supervises,
    unhold: held && supervises,
    extend: !isDraft && !held && supervises,
    updatePrivacy: !held && (isAuthor || supervises),
  };
}

/** Reads the note's logs (who listed it, who opened it): its author and its supervisors. */
export function readsNoteLogs(actor: Actor, owner: NoteOwnerFacts, authorId: number): boolean {
  return authorId === actor.userId || supervisesNotesOf(actor, owner);
}
