import type { CodedMessage } from '@hearth/domain';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Reader } from './writer.ts';

type IdTable = PgTable & { id: PgColumn };

/** Of `ids`, those that name no row of `table`: a form's picked ids checked before writing. */
export async function unknownIds(
  db: Reader,
  table: IdTable,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const present = new Set(found.map((row) => row.id as number));
  return ids.filter((id) => !present.has(id));
}

/**
 * The fields whose ids name nothing, keyed as the request names them, as a 422's field errors.
 * Checks run one after another: they are few, and a request holds one pooled connection at most.
 */
export async function unknownReferenceErrors(
  db: Reader,
  checks: readonly (readonly [field: string, table: IdTable, ids: readonly number[]])[],
): Promise<Record<string, CodedMessage[]>> {
  const errors: Record<string, CodedMessage[]> = {};
  for (const [field, table, ids] of checks) {
    const unknown = await unknownIds(db, table, ids);
    if (unknown.length > 0) {
      errors[field] = [{ code: 'entries_unknown', params: { ids: unknown.join(', ') } }];
    }
  }
  return errors;
}
