import { asc } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { storedFiles } from '../src/db/schema/index.ts';

/** The keys of every file in the test database's file store, in order. */
export async function storedFileKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .orderBy(asc(storedFiles.key));
  return rows.map((row) => row.key);
}
