import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

/** The handle `db.transaction` gives its callback: what it writes commits together or not at all. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
};

export function connectDatabase(
  connectionString: string,
  onError: (error: Error) => void,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', onError);
  return {
    db: drizzle(pool, { schema }),
    pool,
    close: () => pool.end(),
  };
}
