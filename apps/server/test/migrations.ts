import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/migrate.ts';

/**
 * Runs a data migration's statements again, one by one as the migrator does, on a test database
 * that has every migration already: rows written the way an older version wrote them meet exactly
 * the SQL an upgrade runs. Only for a migration written to be run again (one that changes only
 * the rows still needing it).
 */
export async function rerunMigration(db: Database, tag: string): Promise<void> {
  const text = await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await db.execute(sql.raw(statement));
  }
}
