import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `column IN (codes…)`, from the enumeration itself so the database and the code agree. */
export function oneOf(column: AnyPgColumn, codes: readonly (string | number)[]): SQL {
  const list = codes.map((code) => (typeof code === 'number' ? String(code) : `'${code}'`));
  return sql`${column} IN (${sql.raw(list.join(', '))})`;
}
