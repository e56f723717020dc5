import { type NoteDraftUpdate, NotePrivacy, NoteType } from '@hearth/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { notes, noteTypes, patientCareTeam, patients, users } from '../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../db/seed/types.ts';
import { findDemoHub } from '../sharedLiving/index.ts';
import { type DraftOwner, insertDraft, signDraft } from './drafts/draftRepo.ts';

// A timeline to show: the demo caregiver's patient has a few signed notes from the caregiver and
// the agency owner, and one draft the caregiver has not signed yet; Maple Shared Living has a
// house meeting and a host check-in.

const DEMO_OWNER_EMAIL = 'agency@demo.hearth.test';
const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';

type DemoNote = {
  by: 'owner' | 'caregiver';
  type: NoteType;
  title: string;
  body: string;
  privacy: NotePrivacy;
  daysAgo: number;
  signed: boolean;
};

const patientNotes: readonly DemoNote[] = [
  {
    by: 'caregiver',
    type: NoteType.monitoringLogs,
    title: 'Morning visit',
    body: 'Subjective:\nSays she slept well and feels rested.\n\nObjective:\nBP 128/82, pulse 68. Ate most of breakfast.\n\nAssessment:\nStable; mood bright.\n\nPlan:\nShort walk after lunch; check fluids in the afternoon.\n',
    privacy: NotePrivacy.careTeam,
    daysAgo: 3,
    signed: true,
  },
  {
    by: 'caregiver',
    type: NoteType.medications,
    title: 'Medication administration',
    body: 'Medication and dose:\nMetoprolol 25 mg\n\nTime given:\n08:05\n\nRoute:\nOral, with water\n\nResponse or side effects:\nNone observed.\n\nFollow-up:\nRecheck pulse before the evening dose.\n',
    privacy: NotePrivacy.anyone,
    daysAgo: 2,
    signed: true,
  },
  {
    by: 'owner',
    type: NoteType.familyOrCarerCommunication,
    title: 'Conversation with her daughter',
    body: 'Who was contacted:\nHer daughter, by phone.\n\nWhat was discussed:\nThe new evening routine and the visit schedule.\n\nAgreed next steps:\nDaughter visits on Sundays; we call her after any fall.\n',
    privacy: NotePrivacy.agency,
    daysAgo: 1,
    signed: true,
  },
  {
    by: 'caregiver',
    type: NoteType.riskManagement,
    title: 'Loose rug in the hallway',
    body: 'What happened:\nNearly tripped on the hallway rug.\n\nImmediate action taken:\nRug moved aside.\n\nPrevention plan:\n',
    privacy: NotePrivacy.careTeam,
    daysAgo: 0,
    signed: false,
  },
];

const hubNotes: readonly DemoNote[] = [
  {
    by: 'owner',
    type: NoteType.administrative,
    title: 'House meeting',
    body: 'Present:\nHosts of both homes and the hub coordinator.\n\nTopics discussed:\nSummer outing; shared grocery rota.\n\nDecisions:\nOuting to the lake on the first Saturday of the month.\n\nActions and owners:\nCoordinator books the van.\n',
    privacy: NotePrivacy.anyone,
    daysAgo: 4,
    signed: true,
  },
  {
    by: 'caregiver',
    type: NoteType.monitoringLogs,
    title: 'Host check-in',
    body: 'How the home is doing:\nSettled; the new resident joins meals.\n\nConcerns raised:\nNone.\n\nNext check-in:\nIn two weeks.\n',
    privacy: NotePrivacy.careTeam,
    daysAgo: 1,
    signed: true,
  },
];

async function typeIds(tx: SeedTransaction) {
  const rows = await tx
    .select({ id: noteTypes.id, code: noteTypes.code })
    .from(noteTypes)
    .where(inArray(noteTypes.code, [...NoteType.codes]));
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function write(
  tx: SeedTransaction,
  owner: DraftOwner,
  authors: Record<DemoNote['by'], number>,
  types: Map<string | null, number>,
  note: DemoNote,
) {
  const noteTypeId = types.get(note.type);
  if (noteTypeId === undefined) {
    throw new Error(`note type ${note.type} is missing: the base seeder runs first`);
  }
  const fields: NoteDraftUpdate = {
    noteTypeId,
    templateId: null,
    title: note.title,
    body: note.body,
    privacy: note.privacy,
  };
  const { id } = await insertDraft(tx, owner, fields, authors[note.by]);
  // Back-dated while still a draft: once signed, its dates never change.
  const createdAt = new Date(Date.now() - note.daysAgo * 86_400_000);
  await tx.update(notes).set({ createdAt, updatedAt: createdAt }).where(eq(notes.id, id));
  if (note.signed) {
    await signDraft(tx, id);
  }
}

async function userId(tx: SeedTransaction, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

export const demoNotesSeeder: Seeder = {
  name: 'demo-notes',
  async run(tx) {
    const owner = await userId(tx, DEMO_OWNER_EMAIL);
    const caregiver = await userId(tx, DEMO_CAREGIVER_EMAIL);
    if (owner === undefined || caregiver === undefined) {
      return;
    }
    const authors = { owner, caregiver };
    const types = await typeIds(tx);
    const [patient] = await tx
      .select({ id: patients.id })
      .from(patients)
      .innerJoin(patientCareTeam, eq(patientCareTeam.patientId, patients.id))
      .where(eq(patientCareTeam.userId, caregiver))
      .orderBy(asc(patients.id))
      .limit(1);
    if (patient !== undefined) {
      for (const note of patientNotes) {
        await write(tx, { kind: 'patient', patientId: patient.id }, authors, types, note);
      }
    }
    const hub = await findDemoHub(tx);
    const [house, checkIn] = hubNotes;
    if (house !== undefined && checkIn !== undefined) {
      await write(tx, { kind: 'hub', hubId: hub.hubId, clusterId: null }, authors, types, house);
      const clusterId = hub.clusterIds[0] ?? null;
      await write(tx, { kind: 'hub', hubId: hub.hubId, clusterId }, authors, types, checkIn);
    }
  },
};
