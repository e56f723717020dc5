import {
  AGENCY_STAFF_ROLES,
  HubMemberStatus,
  NOTE_PRIVACY_READERS,
  type NoteAbilities,
  type NoteKind,
  NotePrivacy,
  type NoteReaderFacts,
  PARTNER_STAFF_ROLES,
  PATIENT_READER_ROLES,
  Role,
} from '@hearth/domain';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import {
  hubMembers,
  notes,
  patientCareTeam,
  patients,
  sharedLivingHubs,
} from '../../db/schema/index.ts';
import { signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { patientScope } from '../directory/patients/policy.ts';
import { patientScopeCondition } from '../directory/patients/scopeCondition.ts';
import { managedHubsCondition, managesHub } from '../sharedLiving/hubPolicy.ts';
import { qualified } from './qualified.ts';

// Who reads, writes and supervises clinical notes. Reading is the domain's one table
// (`NOTE_PRIVACY_READERS`, `readsNote`), turned here into SQL so lists, single reads, authors lists,
// counts and search all filter in the database by the same rule. Writing and supervising are about
// the note's owner (a patient or a hub) and are asked in code on a loaded note.

const PATIENT_NOTE_WRITER_ROLES: readonly Role[] = [...AGENCY_STAFF_ROLES, Role.caregiver];

/** Route-level access; the record rules below narrow it to one owner and one note. */
export const noteAccess = {
  readPatient: signedIn(
    "admins, the patient's agency staff and care team, and partner staff of linked patients; each note by its privacy",
    (actor) => PATIENT_READER_ROLES.includes(actor.role),
  ),
  writePatient: signedIn(
    "the patient's agency owners and agents, and caregivers on the patient's care team",
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

const truth = (value: boolean): SQL => (value ? sql`true` : sql`false`);

type FactConditions = Record<keyof NoteReaderFacts, SQL>;

/** `readsNote` as SQL over `notes`, given each reader fact as SQL over the note and its owner. */
function readerCondition(facts: FactConditions): SQL {
  const byLevel = NotePrivacy.codes.map((level) => {
    const readers = NOTE_PRIVACY_READERS[level];
    const who =
      readers === 'everyoneReachingOwner'
        ? sql`true`
        : (or(...readers.map((relation) => facts[relation])) ?? sql`false`);
    return and(eq(notes.privacy, level), who);
  });
  return and(
    facts.readsOwner,
    or(facts.isAuthor, and(isNotNull(notes.signedAt), or(...byLevel))),
  ) as SQL;
}

/** The agency ids of a person's work, as SQL; false when they have none. */
function agencyIn(column: typeof patients.agencyId, ids: readonly number[]) {
  return ids.length > 0 ? inArray(column, [...ids]) : sql`false`;
}

/** The reader facts of a patient note, over `notes` joined to `patients`. */
export function patientReaderFacts(actor: Actor): FactConditions {
  const isAgencyStaff = AGENCY_STAFF_ROLES.includes(actor.role);
  const isPartnerStaff = PARTNER_STAFF_ROLES.includes(actor.role) && actor.partnerId !== null;
  return {
    readsOwner: patientScopeCondition(patientScope(actor)) ?? sql`true`,
    isAuthor: eq(notes.authorId, actor.userId),
    onCareTeam: and(
      agencyIn(patients.agencyId, actor.agencyIds),
      careTeamListCondition(actor),
    ) as SQL,
    agencyStaff: isAgencyStaff ? agencyIn(patients.agencyId, actor.agencyIds) : sql`false`,
    partnerStaff:
      isPartnerStaff && actor.partnerId !== null
        ? eq(patients.partnerId, actor.partnerId)
        : sql`false`,
    isAdmin: truth(actor.role === Role.admin),
  };
}

/** Runs the hub as its operator's staff (admins are counted as admins, not as the hub's team). */
function runsHubCondition(actor: Actor): SQL {
  return actor.role === Role.admin ? sql`false` : (managedHubsCondition(actor) ?? sql`false`);
}

/** On the patient's care team list (`patients` in scope); the agency is another condition. */
export function careTeamListCondition(actor: Actor): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${patientCareTeam} WHERE ${qualified(patientCareTeam.patientId)} = ${qualified(patients.id)} AND ${qualified(patientCareTeam.userId)} = ${actor.userId})`;
}

/** A member in good standing of the hub (`shared_living_hubs` in scope). */
export function hubMemberCondition(actor: Actor): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${hubMembers} WHERE ${qualified(hubMembers.hubId)} = ${qualified(sharedLivingHubs.id)} AND ${qualified(hubMembers.userId)} = ${actor.userId} AND ${qualified(hubMembers.status)} = ${HubMemberStatus.member})`;
}

/** The reader facts of a hub (or cluster) note, over `notes` joined to `shared_living_hubs`. */
export function hubReaderFacts(actor: Actor): FactConditions {
  const runsHub = runsHubCondition(actor);
  const isMember = hubMemberCondition(actor);
  const isAdmin = actor.role === Role.admin;
  return {
    readsOwner: isAdmin ? sql`true` : (or(runsHub, isMember) as SQL),
    isAuthor: eq(notes.authorId, actor.userId),
    onCareTeam: runsHub,
    agencyStaff: runsHub,
    partnerStaff: PARTNER_STAFF_ROLES.includes(actor.role) ? isMember : sql`false`,
    isAdmin: truth(isAdmin),
  };
}

/**
 * Notes of this kind the actor reads, as a condition over `notes` alone: the owner is looked up
 * in a correlated subquery, so any query (list, count, authors, search) can add it as it is.
 */
export function readableNotesCondition(actor: Actor, kind: NoteKind): SQL {
  if (kind === 'patient') {
    const facts = readerCondition(patientReaderFacts(actor));
    return and(
      eq(notes.kind, kind),
      sql`EXISTS (SELECT 1 FROM ${patients} WHERE ${qualified(patients.id)} = ${qualified(notes.patientId)} AND ${facts})`,
    ) as SQL;
  }
  const facts = readerCondition(hubReaderFacts(actor));
  return and(
    eq(notes.kind, kind),
    sql`EXISTS (SELECT 1 FROM ${sharedLivingHubs} WHERE ${qualified(sharedLivingHubs.id)} = ${qualified(notes.hubId)} AND ${facts})`,
  ) as SQL;
}

/** How a person stands to a note's owner, loaded with the note (see noteRepo.findReadableNote). */
export type NoteOwnerFacts =
  | {
      kind: 'patient';
      patientId: number;
      agencyId: number;
      partnerId: number | null;
      /** On the patient's care team (the table; the agency is checked against the actor). */
      onCareTeamList: boolean;
    }
  | {
      kind: 'hub';
      hubId: number;
      clusterId: number | null;
      agencyId: number | null;
      partnerId: number | null;
      isMember: boolean;
    };

function runsHub(actor: Actor, owner: { agencyId: number | null; partnerId: number | null }) {
  return actor.role !== Role.admin && managesHub(actor, owner);
}

/**
 * May write notes for this owner: for a patient, the agency's owners and agents and caregivers on
 * the care team while they work for the agency (partners and admins only read); for a hub, those
 * who run it and its members.
 */
export function writesNotesFor(actor: Actor, owner: NoteOwnerFacts): boolean {
  if (owner.kind === 'patient') {
    const worksForAgency = actor.agencyIds.includes(owner.agencyId);
    if (AGENCY_STAFF_ROLES.includes(actor.role)) {
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
    return actor.role === Role.agency && actor.agencyIds.includes(owner.agencyId);
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
