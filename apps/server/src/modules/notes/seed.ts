import { NoteType } from '@hearth/domain';
import { inArray } from 'drizzle-orm';
import { noteTemplates, noteTypes } from '../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../db/seed/types.ts';

// The built-in note types and templates every instance needs, production included. Types carry
// only their code (the screens label them in the reader's language); templates carry the headings
// a new note starts from.

const hubTypes = new Set<NoteType>([
  NoteType.administrative,
  NoteType.familyOrCarerCommunication,
  NoteType.monitoringLogs,
  NoteType.compliance,
  NoteType.riskManagement,
  NoteType.other,
]);

type TemplateSeed = {
  kind: 'patient' | 'hub';
  type: NoteType;
  name: string;
  title: string;
  body: string;
};

const templates: readonly TemplateSeed[] = [
  {
    kind: 'patient',
    type: NoteType.monitoringLogs,
    name: 'SOAP progress note',
    title: 'Progress note',
    body: 'Subjective:\n\nObjective:\n\nAssessment:\n\nPlan:\n',
  },
  {
    kind: 'patient',
    type: NoteType.medications,
    name: 'Medication administration',
    title: 'Medication administration',
    body: 'Medication and dose:\n\nTime given:\n\nRoute:\n\nResponse or side effects:\n\nFollow-up:\n',
  },
  {
    kind: 'patient',
    type: NoteType.familyOrCarerCommunication,
    name: 'Family communication',
    title: 'Conversation with family',
    body: 'Who was contacted:\n\nHow (phone, visit, message):\n\nWhat was discussed:\n\nAgreed next steps:\n',
  },
  {
    kind: 'patient',
    type: NoteType.riskManagement,
    name: 'Incident or risk',
    title: 'Incident report',
    body: 'What happened:\n\nWhen and where:\n\nWho was involved:\n\nImmediate action taken:\n\nWho was notified:\n\nPrevention plan:\n',
  },
  {
    kind: 'hub',
    type: NoteType.administrative,
    name: 'House meeting',
    title: 'House meeting',
    body: 'Present:\n\nTopics discussed:\n\nDecisions:\n\nActions and owners:\n',
  },
  {
    kind: 'hub',
    type: NoteType.monitoringLogs,
    name: 'Host check-in',
    title: 'Host check-in',
    body: 'Host:\n\nHow the home is doing:\n\nConcerns raised:\n\nSupport offered:\n\nNext check-in:\n',
  },
];

async function seedNoteTypesAndTemplates(tx: SeedTransaction): Promise<void> {
  await tx
    .insert(noteTypes)
    .values(
      NoteType.codes.map((code) => ({ code, appliesTo: hubTypes.has(code) ? 'both' : 'patient' })),
    )
    .onConflictDoNothing();
  const typeIds = new Map(
    (
      await tx
        .select({ id: noteTypes.id, code: noteTypes.code })
        .from(noteTypes)
        .where(inArray(noteTypes.code, [...NoteType.codes]))
    ).map((row) => [row.code, row.id]),
  );
  await tx.insert(noteTemplates).values(
    templates.map(({ type, ...template }) => {
      const noteTypeId = typeIds.get(type);
      if (noteTypeId === undefined) {
        throw new Error(`note template ${template.name}: no note type ${type}`);
      }
      return { ...template, noteTypeId };
    }),
  );
}

export const noteSeeders: readonly Seeder[] = [
  { name: 'notes.types-and-templates-2026-11', run: seedNoteTypesAndTemplates },
];
