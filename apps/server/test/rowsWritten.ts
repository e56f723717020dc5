import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/**
 * What a call wrote to the database, table by table, read from the rows' transaction ids: a test
 * can then say that two code paths did the same writes, instead of timing them. Take a mark
 * before the call, then count the rows inserted or updated after it.
 */
export async function writeMark(db: Database): Promise<string> {
  const result = await db.execute<{ xid: string }>(sql`SELECT pg_current_xact_id()::text AS xid`);
  const xid = result.rows[0]?.xid;
  if (xid === undefined) {
    throw new Error('no transaction id');
  }
  return xid;
}

/** Rows inserted or updated after the mark, per table of the public schema (tables with none left out). */
export async function rowsWrittenSince(
  db: Database,
  mark: string,
): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const written: Record<string, number> = {};
  for (const { name } of tables.rows) {
    // A test database is young, so its 32-bit xmin equals the 64-bit id the mark holds.
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} WHERE xmin::text::bigint > ${mark}::bigint`,
    );
    const count = Number(result.rows[0]?.n ?? 0);
    if (count > 0) {
      written[name] = count;
    }
  }
  return written;
}
