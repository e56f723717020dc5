import type { ReferenceList, ReferenceListQuery, ReferenceListSummary } from '@hearth/domain';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { uniqueAsInvalid } from '../../platform/db/constraints.ts';
import { AppError, type FieldProblems } from '../../platform/errors.ts';
import type { AnyListDefinition, EntryTable, ListDefinition } from './listDefinition.ts';
import { referenceLists } from './lists.ts';
import { canManageReferenceData } from './policy.ts';
import type { ReferenceRepo } from './repo.ts';

const messages = {
  invalid: 'validation_failed',
  notFound: 'not_found',
  retiredHidden: 'admins_see_retired',
  taken: 'entry_exists',
  notCurrent: 'choose_offered_entries',
} as const;

/** Any list's definition whose entries go out as TDto. */
type ListOf<TDto, TQuery extends ReferenceListQuery = ReferenceListQuery> = ListDefinition<
  EntryTable,
  unknown,
  TDto,
  TQuery,
  unknown,
  unknown
>;

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', messages.invalid, errors);

export function createReferenceService(db: Database, repo: ReferenceRepo) {
  async function assertCurrentIds(list: ReferenceList, ids: readonly number[], field: string) {
    const unique = [...new Set(ids)];
    const current = new Set(await repo.currentIds(referenceLists[list], unique));
    const missing = unique.filter((id) => !current.has(id));
    if (missing.length > 0) {
      throw invalid({
        [field]: { code: messages.notCurrent, params: { ids: missing.join(', ') } },
      });
    }
  }

  async function findDto<TDto>(definition: ListOf<TDto>, id: number): Promise<TDto> {
    const row = await repo.findById(definition, id);
    if (row === undefined) {
      throw new AppError('not_found', messages.notFound);
    }
    return definition.toDto(row);
  }

  /** A unique-constraint clash becomes a 422 on the field the person typed. */
  function writing<T>(definition: AnyListDefinition, work: () => Promise<T>): Promise<T> {
    const fields = Object.entries(definition.uniqueFields).map(([constraint, field]) => [
      constraint,
      { field, message: messages.taken },
    ]);
    return uniqueAsInvalid(Object.fromEntries(fields), work);
  }

  return {
    /** Current entries for anyone; retired ones (status retired or all) for administrators. */
    async list<TDto, TQuery extends ReferenceListQuery>(
      definition: ListOf<TDto, TQuery>,
      actor: Actor | null,
      query: TQuery,
    ): Promise<{ rows: TDto[]; total: number }> {
      if (query.status !== 'current' && !canManageReferenceData(actor)) {
        throw new AppError(
          actor === null ? 'unauthenticated' : 'forbidden',
          messages.retiredHidden,
        );
      }
      const { rows, total } = await repo.list(definition, query);
      return { rows: rows.map((row) => definition.toDto(row)), total };
    },

    /** A list with how many entries it offers and keeps retired. */
    async summary(list: ReferenceList): Promise<ReferenceListSummary> {
      return { list, ...(await repo.counts(referenceLists[list])) };
    },

    /** By id, retired or not: old records still show the entry they point at. */
    get: findDto,

    async create(definition: AnyListDefinition, body: unknown, audit: AuditContext) {
      for (const reference of definition.currentReferences?.(body) ?? []) {
        await assertCurrentIds(reference.list, reference.ids, reference.field);
      }
      const id = await writing(definition, () =>
        db.transaction(async (tx) => {
          const sortOrder =
            definition.newEntries === 'atEnd' ? await repo.nextSortOrder(definition, tx) : 0;
          const created = await repo.insert(definition, tx, definition.toInsert(body, sortOrder));
          await writeAudit(tx, audit, {
            action: 'reference.created',
            subjectType: definition.subject,
            subjectId: created,
            details: { list: definition.list, entry: body },
          });
          return created;
        }),
      );
      return findDto(definition, id);
    },

    async update(definition: AnyListDefinition, id: number, body: unknown, audit: AuditContext) {
      await writing(definition, () =>
        db.transaction(async (tx) => {
          const stored = await repo.findById(definition, id, tx);
          if (stored === undefined) {
            throw new AppError('not_found', messages.notFound);
          }
          const problems = definition.checkUpdate?.(stored, body);
          if (problems !== undefined) {
            throw invalid(problems);
          }
          await repo.update(definition, tx, id, definition.toUpdate(body));
          await writeAudit(tx, audit, {
            action: 'reference.updated',
            subjectType: definition.subject,
            subjectId: id,
            details: { list: definition.list, changes: body },
          });
        }),
      );
      return findDto(definition, id);
    },

    /** Retiring keeps the entry on old records; un-retiring offers it again. */
    async setRetired(
      definition: AnyListDefinition,
      id: number,
      retired: boolean,
      audit: AuditContext,
    ) {
      await db.transaction(async (tx) => {
        if (!(await repo.setRetired(definition, tx, id, retired))) {
          throw new AppError('not_found', messages.notFound);
        }
        await writeAudit(tx, audit, {
          action: retired ? 'reference.retired' : 'reference.unretired',
          subjectType: definition.subject,
          subjectId: id,
          details: { list: definition.list },
        });
      });
      return findDto(definition, id);
    },

    /**
     * For other modules: refuses (422 on `field`) unless every id is a current entry of the list,
     * so new records only point at entries that are offered.
     */
    assertCurrent(
      list: ReferenceList,
      ids: readonly number[],
      field: string = list,
    ): Promise<void> {
      return assertCurrentIds(list, ids, field);
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
