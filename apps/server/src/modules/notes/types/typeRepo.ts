import type { Locale, NoteKind, NoteTemplate, NoteTypeDto } from '@hearth/domain';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { noteTemplates, noteTypes } from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';

type Reader = Pick<Database, 'select'>;

// Note types and templates: the built-in ones everybody sees, and an agency's own for its staff.

function ownOrBuiltIn(
  column: typeof noteTypes.agencyId | typeof noteTemplates.agencyId,
  agencyIds: readonly number[],
): SQL {
  return agencyIds.length === 0
    ? isNull(column)
    : (or(isNull(column), inArray(column, [...agencyIds])) as SQL);
}

const appliesTo = (kind: NoteKind) => inArray(noteTypes.appliesTo, [kind, 'both']);

/** A built-in template's text in `locale`; an agency's own, which has no translations, as written. */
function templateText<Text extends string | null>(labels: PgColumn, own: PgColumn, locale: Locale) {
  return sql<Text>`coalesce(${labelIn(labels, locale)}, ${own})`;
}

export function createNoteTypeRepo(db: Database) {
  return {
    /** Built-in types first, in the spec's order; an agency's own after, by name. */
    async types(kind: NoteKind, agencyIds: readonly number[]): Promise<NoteTypeDto[]> {
      const rows = await db
        .select({
          id: noteTypes.id,
          code: noteTypes.code,
          name: noteTypes.name,
          appliesTo: noteTypes.appliesTo,
        })
        .from(noteTypes)
        .where(
          and(
            appliesTo(kind),
            isNull(noteTypes.retiredAt),
            ownOrBuiltIn(noteTypes.agencyId, agencyIds),
          ),
        )
        .orderBy(sql`${noteTypes.code} IS NULL`, asc(noteTypes.id), asc(noteTypes.name));
      return rows.map((row) => ({ ...row, appliesTo: row.appliesTo as NoteTypeDto['appliesTo'] }));
    },

    /** In `locale`, by name. */
    async templates(
      kind: NoteKind,
      agencyIds: readonly number[],
      noteTypeId: number | undefined,
      locale: Locale,
    ): Promise<NoteTemplate[]> {
      const name = templateText<string>(noteTemplates.nameLabels, noteTemplates.name, locale);
      const rows = await db
        .select({
          id: noteTemplates.id,
          kind: noteTemplates.kind,
          noteTypeId: noteTemplates.noteTypeId,
          name,
          title: templateText<string | null>(
            noteTemplates.titleLabels,
            noteTemplates.title,
            locale,
          ),
          body: templateText<string>(noteTemplates.bodyLabels, noteTemplates.body, locale),
          agencyId: noteTemplates.agencyId,
        })
        .from(noteTemplates)
        .where(
          and(
            eq(noteTemplates.kind, kind),
            isNull(noteTemplates.retiredAt),
            ownOrBuiltIn(noteTemplates.agencyId, agencyIds),
            noteTypeId === undefined ? undefined : eq(noteTemplates.noteTypeId, noteTypeId),
          ),
        )
        .orderBy(asc(name), asc(noteTemplates.id));
      return rows.map((row) => ({ ...row, kind: row.kind as NoteKind }));
    },

    /** Whether a note of this kind, for an owner of `agencyId`, may take this type. */
    async typeUsable(reader: Reader, id: number, kind: NoteKind, agencyId: number | null) {
      const [row] = await reader
        .select({ id: noteTypes.id })
        .from(noteTypes)
        .where(
          and(
            eq(noteTypes.id, id),
            appliesTo(kind),
            isNull(noteTypes.retiredAt),
            ownOrBuiltIn(noteTypes.agencyId, agencyId === null ? [] : [agencyId]),
          ),
        );
      return row !== undefined;
    },

    async templateUsable(reader: Reader, id: number, kind: NoteKind, agencyId: number | null) {
      const [row] = await reader
        .select({ id: noteTemplates.id })
        .from(noteTemplates)
        .where(
          and(
            eq(noteTemplates.id, id),
            eq(noteTemplates.kind, kind),
            isNull(noteTemplates.retiredAt),
            ownOrBuiltIn(noteTemplates.agencyId, agencyId === null ? [] : [agencyId]),
          ),
        );
      return row !== undefined;
    },
  };
}

export type NoteTypeRepo = ReturnType<typeof createNoteTypeRepo>;
