import type { AuditVerb, Locale, ServerMessageCode } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import { type UniqueFields, uniqueAsInvalid } from '../../../platform/db/constraints.ts';
import type { Writer } from '../../../platform/db/writer.ts';
import { AppError, type FieldProblems } from '../../../platform/errors.ts';

/**
 * What the service needs of a repo of retirable entries (care coordinators, payers). Rows are
 * read in the asked locale, and a change is written as typed in it (a built-in payer keeps its
 * other locales' names).
 */
export type EntryRepo<Write, Row, Filter, Sort> = {
  list(
    filter: Filter,
    sort: Sort,
    page: { limit: number; offset: number },
    locale: Locale,
  ): Promise<{ rows: Row[]; total: number }>;
  find(id: number, locale: Locale): Promise<Row | undefined>;
  insert(writer: Writer, input: Write): Promise<number>;
  update(writer: Writer, id: number, input: Write, locale: Locale): Promise<void>;
  setRetired(writer: Writer, id: number, retired: boolean): Promise<void>;
  /** Field errors about the input (unknown ids, a taken name); empty when there are none. */
  fieldProblems(input: Write, exceptId?: number): Promise<FieldProblems>;
};

/** How the audit log names this kind of entry (`care_coordinator`, `payer`). */
export type EntryKind = {
  subjectType: 'care_coordinator' | 'payer';
  notFound: ServerMessageCode;
  /** The unique indexes `fieldProblems` checks ahead, for when two writes race past it. */
  unique?: UniqueFields;
};

/**
 * The rules every retirable directory entry follows: it is checked before writing, each change
 * is audited in the same transaction, and it is retired (never deleted) so records keep it.
 */
export function createEntryService<Write, Row, Filter, Sort>(
  db: Database,
  repo: EntryRepo<Write, Row, Filter, Sort>,
  kind: EntryKind,
) {
  async function get(id: number, locale: Locale): Promise<Row> {
    const row = await repo.find(id, locale);
    if (row === undefined) {
      throw new AppError('not_found', kind.notFound);
    }
    return row;
  }

  async function checked(input: Write, exceptId?: number): Promise<void> {
    const problems = await repo.fieldProblems(input, exceptId);
    if (Object.keys(problems).length > 0) {
      throw new AppError('validation_failed', 'validation_failed', problems);
    }
  }

  async function audited(
    context: AuditContext,
    action: AuditVerb<'payer.'> & AuditVerb<'care_coordinator.'>,
    write: (tx: Writer) => Promise<number>,
  ): Promise<number> {
    return uniqueAsInvalid(kind.unique ?? {}, () =>
      db.transaction(async (tx) => {
        const id = await write(tx);
        await writeAudit(tx, context, {
          action: `${kind.subjectType}.${action}`,
          subjectType: kind.subjectType,
          subjectId: id,
        });
        return id;
      }),
    );
  }

  return {
    get,

    list(filter: Filter, sort: Sort, page: { page: number; perPage: number }, locale: Locale) {
      return repo.list(
        filter,
        sort,
        { limit: page.perPage, offset: (page.page - 1) * page.perPage },
        locale,
      );
    },

    async create(input: Write, context: AuditContext, locale: Locale): Promise<Row> {
      await checked(input);
      return get(await audited(context, 'created', (tx) => repo.insert(tx, input)), locale);
    },

    async update(id: number, input: Write, context: AuditContext, locale: Locale): Promise<Row> {
      await get(id, locale);
      await checked(input, id);
      await audited(context, 'updated', async (tx) => {
        await repo.update(tx, id, input, locale);
        return id;
      });
      return get(id, locale);
    },

    async setRetired(
      id: number,
      retired: boolean,
      context: AuditContext,
      locale: Locale,
    ): Promise<Row> {
      await get(id, locale);
      await audited(context, retired ? 'retired' : 'reinstated', async (tx) => {
        await repo.setRetired(tx, id, retired);
        return id;
      });
      return get(id, locale);
    },
  };
}

export type EntryService<Write, Row, Filter, Sort> = ReturnType<
  typeof createEntryService<Write, Row, Filter, Sort>
>;
