import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';

export type TestDatabase = DatabaseHandle & {
  name: string;
  connectionString: string;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
};

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminConnectionString, templateDatabase } = inject('testPostgres');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminConnectionString, (admin) =>
    admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(templateDatabase)}`,
    ),
  );
  const url = new URL(adminConnectionString);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const handle = connectDatabase(connectionString, () => undefined);
  return {
    ...handle,
    name,
    connectionString,
    drop: async () => {
      await handle.close();
      await withAdmin(adminConnectionString, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
