import { NoteType } from '@hearth/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { noteTemplates, noteTypes } from '../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../db/seed/types.ts';
import { builtInTemplates, labelsOf } from './builtInTemplates.ts';

// The built-in note types and templates every instance needs, production included. Types carry
// only their code (the screens label them in the reader's language); templates carry the headings
// a new note starts from, in English and, since a later seeder, in every locale.

const hubTypes = new Set<NoteType>([
  NoteType.administrative,
  NoteType.familyOrCarerCommunication,
  NoteType.monitoringLogs,
  NoteType.compliance,
  NoteType.riskManagement,
  NoteType.other,
]);

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
    builtInTemplates.map(({ kind, type, english }) => {
      const noteTypeId = typeIds.get(type);
      if (noteTypeId === undefined) {
        throw new Error(`note template ${english.name}: no note type ${type}`);
      }
      return { kind, noteTypeId, ...english };
    }),
  );
}

/** Each built-in template's texts in every locale, found by the English name it was seeded with. */
async function translateTemplates(tx: SeedTransaction): Promise<void> {
  for (const template of builtInTemplates) {
    await tx
      .update(noteTemplates)
      .set({
        nameLabels: labelsOf(template, 'name'),
        titleLabels: labelsOf(template, 'title'),
        bodyLabels: labelsOf(template, 'body'),
      })
      .where(
        and(
          isNull(noteTemplates.agencyId),
          eq(noteTemplates.kind, template.kind),
          eq(noteTemplates.name, template.english.name),
        ),
      );
  }
}

export const noteSeeders: readonly Seeder[] = [
  { name: 'notes.types-and-templates-2026-11', run: seedNoteTypesAndTemplates },
  { name: 'notes.template-translations-2026-11', run: translateTemplates },
];
