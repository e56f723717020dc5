import { and, type SQL, sql } from 'drizzle-orm';

/** `%text%` for ILIKE, with the pattern characters a person typed taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Rows whose search text holds every word of `q`, in any order and case: "ana rey" finds Ana
 * Reyes, and so does "reyes a". `text` is a table's indexed search text (db/schema/search.ts), so
 * its trigram index finds the candidates from three letters on.
 */
export function everyWordIn(text: SQL<string>, q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  return and(...words.map((word) => sql`${text} ILIKE ${containing(word)}`));
}
