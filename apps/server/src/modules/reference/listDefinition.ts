import type { ReferenceList, ReferenceListQuery, SubjectType } from '@hearth/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Access } from '../../platform/access.ts';
import type { FieldProblems } from '../../platform/errors.ts';
import { likeContains, likePrefix } from './searchText.ts';

/** The columns every reference table has (db/schema/reference.ts). */
export type EntryTable = PgTable & {
  id: AnyPgColumn;
  sortOrder: AnyPgColumn;
  retiredAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** Entries of other lists a new or changed entry points at; they must be current. */
export type CurrentReference = { field: string; list: ReferenceList; ids: number[] };

/**
 * Everything the shared repo, service and routes need to know about one list: its table, how to
 * search and order it, its wire schemas and how a payload becomes a row.
 */
export type ListDefinition<
  TTable extends EntryTable,
  TRow,
  TDto,
  TQuery extends ReferenceListQuery,
  TCreate,
  TUpdate,
> = {
  list: ReferenceList;
  /** The audit log's subject type of an entry. */
  subject: SubjectType;
  table: TTable;
  readAccess: Access;
  summary: string;
  schemas: {
    item: z.ZodType<TDto>;
    query: z.ZodType<TQuery>;
    create: z.ZodType<TCreate>;
    update: z.ZodType<TUpdate>;
  };
  /** Selected beside the table's own columns (a city's province code). */
  extraColumns?: Record<string, SQL.Aliased>;
  search(q: string): SQL;
  filters?(query: TQuery): (SQL | undefined)[];
  /** The ORDER BY of a list, which may rank by the search. */
  orderBy(query: TQuery): SQL[];
  toDto(row: TRow): TDto;
  toInsert(body: TCreate, sortOrder: number): TTable['$inferInsert'];
  toUpdate(body: TUpdate): Partial<TTable['$inferInsert']>;
  /** New entries go to the end of a curated list; alphabetical lists keep sort order 0. */
  newEntries: 'atEnd' | 'alphabetical';
  /** Unique constraint → the payload field a clash is reported on. */
  uniqueFields: Record<string, string>;
  currentReferences?(body: TCreate): CurrentReference[];
  /** Rules an update must meet given the stored entry (a survey question's kind). */
  checkUpdate?(stored: TRow, body: TUpdate): FieldProblems | undefined;
};

// Methods (not function properties) above are compared bivariantly, so every list's definition
// is one of these: the shared repo, service and routes handle rows and payloads opaquely.
export type AnyListDefinition = ListDefinition<
  EntryTable,
  unknown,
  unknown,
  ReferenceListQuery,
  unknown,
  unknown
>;

/** Text in any locale's label, or the start of the code. */
export function labelOrCodeSearch(table: { code: AnyPgColumn; labels: AnyPgColumn }, q: string) {
  return sql`(lower(${table.code}) LIKE lower(${likePrefix(q)})
    OR EXISTS (SELECT 1 FROM jsonb_each_text(${table.labels}) AS label WHERE label.value ILIKE ${likeContains(q)}))`;
}

export const isoDate = (value: Date | null): string | null => value?.toISOString() ?? null;
