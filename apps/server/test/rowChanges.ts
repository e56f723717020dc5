import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** Per table, how many row changes have been committed to it since counting began. */
export type Fingerprint = Map<string, number>;

/**
 * Counts every committed row change (insert, update, delete) per table, in this test database
 * only: a trigger on each table bumps a counter in the same transaction as the change, so a
 * rolled-back change counts nothing and a committed one always does. Reading the counters is one
 * small query, where hashing every table's rows after each request would take far longer. The
 * tables named in `exempt` are left uncounted (for the fuzz test, those a refused request rightly
 * writes to). Once per test database: it creates the counting table and triggers.
 */
export async function countRowChanges(
  db: Database,
  exempt: readonly string[],
): Promise<() => Promise<Fingerprint>> {
  const tables = await db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const counted = tables.rows.filter(({ name }) => !exempt.includes(name));
  // Test-only DDL: the table and trigger names are PostgreSQL's own, never input.
  await db.execute(
    sql.raw(`
    CREATE TABLE test_row_changes (table_name text PRIMARY KEY, changes bigint NOT NULL);
    CREATE FUNCTION test_count_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_row_changes AS counted (table_name, changes) VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET changes = counted.changes + 1;
      RETURN NULL;
    END $$;
    ${counted
      .map(
        ({ name }) =>
          `CREATE TRIGGER test_count_row_change AFTER INSERT OR UPDATE OR DELETE ON "${name}"
             FOR EACH ROW EXECUTE FUNCTION test_count_row_change();`,
      )
      .join('\n')}
  `),
  );
  return async () => {
    const result = await db.execute<{ table_name: string; changes: string }>(
      sql`SELECT table_name, changes FROM test_row_changes`,
    );
    return new Map(result.rows.map((row) => [row.table_name, Number(row.changes)]));
  };
}

/** Per table, how many row changes were committed between two readings (tables with none left out). */
export function changesBetween(before: Fingerprint, after: Fingerprint): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const [name, count] of after) {
    const changed = count - (before.get(name) ?? 0);
    if (changed !== 0) {
      changes[name] = changed;
    }
  }
  return changes;
}

/** The tables whose count of changes differs between two readings. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(changesBetween(before, after));
}
