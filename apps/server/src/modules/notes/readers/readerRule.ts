import {
  AGENCY_STAFF_ROLES,
  HubMemberStatus,
  NOTE_PRIVACY_READERS,
  type NoteKind,
  NotePrivacy,
  type NoteReaderFacts,
  PARTNER_STAFF_ROLES,
  Role,
} from '@hearth/domain';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import {
  hubMembers,
  notes,
  patientCareTeam,
  patients,
  sharedLivingHubs,
} from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { patientScope, patientScopeCondition } from '../../directory/patients/index.ts';
import { managedHubsCondition } from '../../sharedLiving/index.ts';
import { qualified } from './qualified.ts';

// The one rule of who reads a clinical note. The domain's table (`NOTE_PRIVACY_READERS`, with
// `readsNote` as its plain form) says which relations read each privacy level; this file states
// each relation once, as SQL over a note's owner, and builds every reader question from them:
// whether one reaches an owner (note lists, drafts, the patient's live channel), which notes one
// reads (lists, counts, authors, search, single reads, actions, documents, appended notes), and
// who reads one note (its live event). Nothing else in the server restates any part of it.

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

/** On the patient's care team list (`patients` in scope); the agency is another condition. */
export function careTeamListCondition(actor: Actor): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${patientCareTeam} WHERE ${qualified(patientCareTeam.patientId)} = ${qualified(patients.id)} AND ${qualified(patientCareTeam.userId)} = ${actor.userId})`;
}

/** A member in good standing of the hub (`shared_living_hubs` in scope). */
export function hubMemberCondition(actor: Actor): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${hubMembers} WHERE ${qualified(hubMembers.hubId)} = ${qualified(sharedLivingHubs.id)} AND ${qualified(hubMembers.userId)} = ${actor.userId} AND ${qualified(hubMembers.status)} = ${HubMemberStatus.member})`;
}

/** The reader facts of a patient note, over `notes` joined to `patients`. */
function patientReaderFacts(actor: Actor): FactConditions {
  const isAgencyStaff = AGENCY_STAFF_ROLES.includes(actor.role);
  // A provider gives the care themselves and runs the organisation: its staff and care team both.
  const isProvider = actor.role === Role.provider;
  const isPartnerStaff = PARTNER_STAFF_ROLES.includes(actor.role) && actor.partnerId !== null;
  const ofTheirOrganisation = agencyIn(patients.agencyId, actor.agencyIds);
  return {
    readsOwner: patientScopeCondition(patientScope(actor)) ?? sql`true`,
    isAuthor: eq(notes.authorId, actor.userId),
    onCareTeam: isProvider
      ? ofTheirOrganisation
      : (and(ofTheirOrganisation, careTeamListCondition(actor)) as SQL),
    agencyStaff: isAgencyStaff || isProvider ? ofTheirOrganisation : sql`false`,
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

/** The reader facts of a hub (or cluster) note, over `notes` joined to `shared_living_hubs`. */
function hubReaderFacts(actor: Actor): FactConditions {
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

/** Reaches a patient's notes at all, as SQL over `patients`. */
export const reachesPatientCondition = (actor: Actor): SQL => patientReaderFacts(actor).readsOwner;

/** Reaches a hub's notes at all (runs it, belongs to it, or is an admin), over `shared_living_hubs`. */
export const reachesHubCondition = (actor: Actor): SQL => hubReaderFacts(actor).readsOwner;

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

/** How a person stands to a note's owner, as the reader rule found it (see ownerRepo, readableNoteRepo). */
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
