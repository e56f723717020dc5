import { type AnyColumn, and, ilike, or, type SQL, sql } from 'drizzle-orm';

/** `%text%` for ILIKE, with the pattern characters a person typed taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Rows whose search text holds every word of `q`, in any order and case: "ana rey" finds Ana
 * Reyes, and so does "reyes a". `text` is a table's indexed search text (db/schema/search.ts), so
 * its trigram index finds the candidates from three letters on.
 */
export function everyWordIn(text: SQL<string>, q: string): SQL | undefined {
  return and(...wordsOf(q).map((word) => sql`${text} ILIKE ${containing(word)}`));
}

/**
 * Rows where every word of `q` is found in at least one of `columns`: "maple toronto" finds Maple
 * Home Care in Toronto. For small tables without a search-text index.
 */
export function everyWordInAny(
  columns: readonly (AnyColumn | SQL)[],
  q: string | undefined,
): SQL | undefined {
  return and(
    ...wordsOf(q ?? '').map((word) =>
      or(...columns.map((column) => ilike(column, containing(word)))),
    ),
  );
}

function wordsOf(q: string): string[] {
  return q.split(/\s+/).filter(Boolean);
}
